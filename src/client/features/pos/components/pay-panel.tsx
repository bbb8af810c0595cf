import { X } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { fromCents } from '#shared/domain/money';
import { Button, Input } from '#client/components/ui';
import { formatAmount, formatMoney } from '#client/lib/format';
import { METHOD_KEYS } from '../lib/pay-keys';
import {
  addNote,
  changePreviewCents,
  dueCents as dueOf,
  overpaidCents as overpaidOf,
  QUICK_NOTES,
  TENDER_METHODS,
  type PaymentPart,
  type TenderMethod,
} from '../lib/payments';
import { KeyHint } from './key-hint';

export type PayPanelProps = {
  totalCents: number;
  parts: PaymentPart[];
  entry: string;
  onEntry: (text: string) => void;
  reference: string;
  onReference: (text: string) => void;
  busy: boolean;
  /** A method pressed (or its key): pays the entry's amount, or the rest due. */
  onMethod: (method: TenderMethod) => void;
  onRemovePart: (index: number) => void;
  entryRef?: RefObject<HTMLInputElement | null>;
  /** Above the parts: an exchange's return credit. */
  notice?: ReactNode;
};

/** What a part shows beside its method: its reference or its cheque's number. */
const partNote = (p: PaymentPart) => p.cheque?.number ?? p.reference ?? p.debtor?.name ?? '';

/**
 * The pay panel, under the cart's totals: the parts paid so far with what is
 * still due, the amount tendered with quick notes and the change in large type, a reference for
 * card / LankaQR / bank transfer, and a button (and key) per method. Enter in the amount pays cash.
 */
export function PayPanel(p: PayPanelProps) {
  const { t } = useTranslation('pos');
  const due = dueOf(p.totalCents, p.parts);
  const over = overpaidOf(p.totalCents, p.parts);
  const change = changePreviewCents(p.totalCents, p.parts, p.entry);
  return (
    <div className="flex flex-col gap-2" data-testid="pay-panel">
      {p.notice}
      {p.parts.length > 0 && <PaidParts parts={p.parts} dueCents={due} overpaidCents={over} busy={p.busy} onRemove={p.onRemovePart} />}
      <div className="grid grid-cols-2 gap-2">
        <Input
          ref={p.entryRef}
          value={p.entry}
          inputMode="decimal"
          autoComplete="off"
          aria-label={t('pay.tendered')}
          title={t('pay.tendered')}
          placeholder={t('pay.tenderedPlaceholder', { amount: formatAmount(fromCents(due)) })}
          className="h-9 text-right text-base tabular-nums"
          aria-keyshortcuts="F7"
          onChange={(e) => p.onEntry(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              p.onMethod('cash');
            }
            if (e.key === 'Escape' && p.entry !== '') {
              e.preventDefault();
              p.onEntry('');
            }
          }}
        />
        <Input
          value={p.reference}
          autoComplete="off"
          className="h-9"
          aria-label={t('pay.reference')}
          title={t('pay.referenceHint')}
          placeholder={t('pay.referencePlaceholder')}
          onChange={(e) => p.onReference(e.target.value)}
        />
      </div>
      <QuickNotes entry={p.entry} dueCents={due} busy={p.busy} onEntry={p.onEntry} />
      {change > 0 && (
        <div className="flex items-baseline justify-between rounded-md bg-primary/10 px-3" role="status">
          <span className="text-sm font-medium">{t('pay.change')}</span>
          <span className="text-2xl leading-snug font-bold tabular-nums xl:text-3xl" data-testid="change-due">
            {formatMoney(fromCents(change))}
          </span>
        </div>
      )}
      <div className="grid grid-cols-3 gap-2" role="group" aria-label={t('payWith')}>
        {TENDER_METHODS.map((m) => (
          <Button
            key={m}
            type="button"
            variant={m === 'cash' ? 'default' : m === 'credit' ? 'outline' : 'secondary'}
            className="h-8 gap-1 px-1 text-xs leading-tight whitespace-normal xl:text-sm"
            disabled={p.busy}
            aria-keyshortcuts={METHOD_KEYS[m]}
            onClick={() => p.onMethod(m)}
          >
            <span>{t(`methods.${m}`)}</span>
            <KeyHint keys={METHOD_KEYS[m]} className="text-[0.65rem]" />
          </Button>
        ))}
      </div>
    </div>
  );
}

/** The parts paid so far, each with a way to remove it, and what is still due (or overpaid). */
function PaidParts({
  parts,
  dueCents,
  overpaidCents,
  busy,
  onRemove,
}: {
  parts: PaymentPart[];
  dueCents: number;
  overpaidCents: number;
  busy: boolean;
  onRemove: (index: number) => void;
}) {
  const { t } = useTranslation('pos');
  return (
    <div className="rounded-md border p-2 text-sm">
      <ul className="flex flex-col gap-1" aria-label={t('pay.parts')}>
        {parts.map((part, i) => (
          <li key={i} className="flex items-center gap-2" data-testid="pay-part">
            <span className="font-medium">{t(`methods.${part.method}`)}</span>
            <span className="min-w-0 flex-1 truncate text-xs text-muted-foreground">{partNote(part)}</span>
            <span className="tabular-nums">{formatAmount(fromCents(part.amountCents))}</span>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-6"
              disabled={busy}
              aria-label={t('pay.removePart', {
                method: t(`methods.${part.method}`),
                amount: formatMoney(fromCents(part.amountCents)),
              })}
              onClick={() => onRemove(i)}
            >
              <X />
            </Button>
          </li>
        ))}
      </ul>
      <div className="mt-1 flex justify-between border-t pt-1 font-semibold">
        <span>{overpaidCents > 0 ? t('pay.overpaid') : t('pay.due')}</span>
        <span className="tabular-nums" data-testid="pay-due">
          {formatMoney(fromCents(overpaidCents > 0 ? overpaidCents : dueCents))}
        </span>
      </div>
    </div>
  );
}

/** Exact (the amount due) and the notes a customer hands over, added to the amount tendered. */
function QuickNotes({
  entry,
  dueCents,
  busy,
  onEntry,
}: {
  entry: string;
  dueCents: number;
  busy: boolean;
  onEntry: (text: string) => void;
}) {
  const { t } = useTranslation('pos');
  return (
    <div className="grid grid-cols-4 gap-1" role="group" aria-label={t('pay.quickNotes')}>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="h-7"
        disabled={busy}
        onClick={() => onEntry(String(fromCents(dueCents)))}
      >
        {t('pay.exact')}
      </Button>
      {QUICK_NOTES.map((note) => (
        <Button
          key={note}
          type="button"
          variant="outline"
          size="sm"
          className="h-7"
          disabled={busy}
          aria-label={t('pay.addNote', { note: formatAmount(note) })}
          onClick={() => onEntry(addNote(entry, note))}
        >
          {new Intl.NumberFormat('en-LK').format(note)}
        </Button>
      ))}
    </div>
  );
}

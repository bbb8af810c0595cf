import { Plus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { REFUND_METHODS, type RefundMethod } from '#shared/contracts/returns-paths';
import { fromCents } from '#shared/domain/money';
import { formatMoney } from '#client/lib/format';
import { Button, Input, NativeSelect } from '#client/components/ui';
import type { RefundDraft, RefundSplit } from '../lib/return-preview';

/**
 * How the customer is paid back: one method (cash first) for the whole refund, or several — each
 * typed amount, the last row the rest, so the parts always add up to the refund. Credit only when
 * the sale was on credit (off the debt) or has a customer (store credit).
 */
export function RefundFields({
  rows,
  onRows,
  split,
  totalCents,
  creditAllowed,
  disabled,
}: {
  rows: RefundDraft[];
  onRows: (rows: RefundDraft[]) => void;
  split: RefundSplit;
  totalCents: number;
  creditAllowed: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation('returns');
  const methods = REFUND_METHODS.filter((m) => m !== 'credit' || creditAllowed);
  const set = (i: number, patch: Partial<RefundDraft>) => onRows(rows.map((r, n) => (n === i ? { ...r, ...patch } : r)));
  const rest = split.parts.length ? split.parts[split.parts.length - 1]!.amountCents : 0;
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-1 text-sm font-medium">{t('dialog.refundHow')}</legend>
      {rows.map((r, i) => {
        const last = i === rows.length - 1;
        return (
          <div key={i} className="grid grid-cols-[minmax(0,1fr)_8rem_auto] items-center gap-2">
            <NativeSelect
              aria-label={t('dialog.refundMethod', { n: i + 1 })}
              value={r.method}
              className="h-8"
              onChange={(e) => set(i, { method: e.target.value as RefundMethod })}
            >
              {methods.map((m) => (
                <option key={m} value={m}>
                  {t(`methods.${m}`)}
                </option>
              ))}
            </NativeSelect>
            {last ? (
              <span className="text-right text-sm tabular-nums" data-testid="refund-rest">
                {formatMoney(fromCents(rows.length === 1 ? totalCents : rest))}
              </span>
            ) : (
              <Input
                inputMode="decimal"
                aria-label={t('dialog.refundAmount', { n: i + 1 })}
                value={r.amount}
                className="h-8 text-right tabular-nums"
                onChange={(e) => set(i, { amount: e.target.value })}
              />
            )}
            {rows.length > 1 ? (
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-7"
                aria-label={t('dialog.removeRefund', { n: i + 1 })}
                onClick={() => onRows(rows.filter((_, n) => n !== i))}
              >
                <X />
              </Button>
            ) : (
              <span className="size-7" />
            )}
          </div>
        );
      })}
      {split.error && (
        <p role="alert" className="text-xs text-destructive">
          {t(`dialog.refundErrors.${split.error}`)}
        </p>
      )}
      {rows.length < 4 && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => onRows([{ method: 'card', amount: '' }, ...rows])}
        >
          <Plus aria-hidden /> {t('dialog.splitRefund')}
        </Button>
      )}
    </fieldset>
  );
}

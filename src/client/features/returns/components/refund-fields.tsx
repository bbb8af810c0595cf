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
  const restCents = split.parts.length ? split.parts[split.parts.length - 1]!.amountCents : 0;
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-1 text-sm font-medium">{t('dialog.refundHow')}</legend>
      {rows.map((r, i) => (
        <RefundRow
          key={i}
          n={i + 1}
          row={r}
          methods={methods}
          rest={i === rows.length - 1 ? (rows.length === 1 ? totalCents : restCents) : null}
          onChange={(patch) => set(i, patch)}
          onRemove={rows.length > 1 ? () => onRows(rows.filter((_, n) => n !== i)) : undefined}
        />
      ))}
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

/**
 * One way of paying back: its method, and its amount as typed, or (the last row) the rest of the
 * refund, shown; removable while there are several.
 */
function RefundRow({
  n,
  row,
  methods,
  rest,
  onChange,
  onRemove,
}: {
  /** The row's number, from 1, in its labels. */
  n: number;
  row: RefundDraft;
  methods: readonly RefundMethod[];
  /** The last row's amount (the rest of the refund) in cents; null on a typed row. */
  rest: number | null;
  onChange: (patch: Partial<RefundDraft>) => void;
  onRemove?: () => void;
}) {
  const { t } = useTranslation('returns');
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_8rem_auto] items-center gap-2">
      <NativeSelect
        aria-label={t('dialog.refundMethod', { n })}
        value={row.method}
        className="h-8"
        onChange={(e) => onChange({ method: e.target.value as RefundMethod })}
      >
        {methods.map((m) => (
          <option key={m} value={m}>
            {t(`methods.${m}`)}
          </option>
        ))}
      </NativeSelect>
      {rest !== null ? (
        <span className="text-right text-sm tabular-nums" data-testid="refund-rest">
          {formatMoney(fromCents(rest))}
        </span>
      ) : (
        <Input
          inputMode="decimal"
          aria-label={t('dialog.refundAmount', { n })}
          value={row.amount}
          className="h-8 text-right tabular-nums"
          onChange={(e) => onChange({ amount: e.target.value })}
        />
      )}
      {onRemove ? (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-7"
          aria-label={t('dialog.removeRefund', { n })}
          onClick={onRemove}
        >
          <X />
        </Button>
      ) : (
        <span className="size-7" />
      )}
    </div>
  );
}

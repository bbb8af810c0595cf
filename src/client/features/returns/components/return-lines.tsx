import { useTranslation } from 'react-i18next';
import { RETURN_REASONS, type ReturnReason } from '#shared/contracts/returns-paths';
import type { Sale, SaleItem } from '#shared/contracts/sales';
import { fromCents, fromThousandths } from '#shared/domain/money';
import { isFractionalUnit } from '#shared/domain/units';
import { formatAmount, formatMoney, formatQuantity } from '#client/lib/format';
import { Input, NativeSelect, Switch } from '#client/components/ui';
import { restockByDefault, returnableQuantity, type LineDraft, type ReturnPreview } from '../lib/return-preview';

/**
 * The sale's lines: sold, already returned and still returnable; how many come back (whole for
 * counted goods, to the gram for weighed ones), why, whether they go back on the shelf, and what
 * each gives back (the same rule the server applies).
 */
export function ReturnLines({
  sale,
  drafts,
  preview,
  onChange,
  disabled,
}: {
  sale: Sale;
  drafts: LineDraft[];
  preview: ReturnPreview;
  onChange: (drafts: LineDraft[]) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('returns');
  const set = (i: number, patch: Partial<LineDraft>) => onChange(drafts.map((d, n) => (n === i ? { ...d, ...patch } : d)));
  return (
    <ul className="grid max-h-[45vh] gap-2 overflow-y-auto" aria-label={t('dialog.lines')}>
      {drafts.map((d, i) => (
        <ReturnLineRow
          key={d.saleItemId}
          item={sale.items.find((it) => it.id === d.saleItemId)!}
          draft={d}
          line={preview.lines[i]!}
          disabled={disabled}
          onChange={(patch) => set(i, patch)}
        />
      ))}
    </ul>
  );
}

/** One line of the sale: what is left of it to return, how many come back, why, restock, and its refund. */
function ReturnLineRow({
  item,
  draft: d,
  line,
  disabled,
  onChange,
}: {
  item: SaleItem;
  draft: LineDraft;
  line: ReturnPreview['lines'][number];
  disabled: boolean;
  onChange: (patch: Partial<LineDraft>) => void;
}) {
  const { t } = useTranslation('returns');
  const left = returnableQuantity(item);
  const q = (n: number) => formatQuantity(n, item.unit);
  const locked = disabled || left <= 0;
  return (
    <li className="grid gap-2 rounded-md border p-2 text-sm" data-testid="return-line">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-medium break-words">{item.name}</span>
        <span className="text-xs text-muted-foreground tabular-nums">
          {t('dialog.soldReturned', { sold: q(item.quantity), returned: q(item.returnedQuantity ?? 0), left: q(fromThousandths(left)) })}
        </span>
      </div>
      <div className="grid grid-cols-[6rem_minmax(0,1fr)_auto] items-center gap-2">
        <Input
          inputMode={isFractionalUnit(item.unit) ? 'decimal' : 'numeric'}
          aria-label={t('dialog.quantityOf', { name: item.name })}
          aria-invalid={line.error ? true : undefined}
          placeholder="0"
          value={d.quantity}
          disabled={locked}
          className="h-8 text-right tabular-nums"
          onChange={(e) => onChange({ quantity: e.target.value })}
        />
        <NativeSelect
          aria-label={t('dialog.reasonOf', { name: item.name })}
          value={d.reason}
          disabled={locked}
          className="h-8"
          onChange={(e) => {
            const reason = e.target.value as ReturnReason;
            onChange({ reason, restock: restockByDefault(reason) });
          }}
        >
          {RETURN_REASONS.map((r) => (
            <option key={r} value={r}>
              {t(`reasons.${r}`)}
            </option>
          ))}
        </NativeSelect>
        <label className="flex items-center gap-1 text-xs">
          <Switch
            checked={d.restock}
            disabled={locked}
            aria-label={t('dialog.restockOf', { name: item.name })}
            onCheckedChange={(restock) => onChange({ restock })}
          />
          {t('dialog.restock')}
        </label>
      </div>
      {line.error ? (
        <p role="alert" className="text-xs text-destructive">
          {t(`dialog.errors.${line.error}`)}
        </p>
      ) : line.share ? (
        <p className="text-right text-xs tabular-nums" data-testid="return-line-refund">
          {t('dialog.lineRefund', { amount: formatAmount(fromCents(line.share.totalCents)) })}
        </p>
      ) : null}
    </li>
  );
}

/** What the customer gets back, and the VAT in it: the same under the lines online and at an offline till. */
export function ReturnTotal({ preview }: { preview: ReturnPreview }) {
  const { t } = useTranslation('returns');
  return (
    <>
      <div className="flex items-baseline justify-between border-t pt-2 font-semibold">
        <span>{t('dialog.refundTotal')}</span>
        <span className="text-xl tabular-nums" data-testid="return-total">
          {formatMoney(fromCents(preview.totalCents))}
        </span>
      </div>
      {preview.vatCents > 0 && (
        <p className="-mt-2 text-right text-xs text-muted-foreground">
          {t('dialog.vatBack', { amount: formatMoney(fromCents(preview.vatCents)) })}
        </p>
      )}
    </>
  );
}

import { Minus, Plus, Tag, Trash2 } from 'lucide-react';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnitLabel } from '#client/lib/units';
import { fromBasisPoints, fromCents, fromThousandths } from '#shared/domain/money';
import { productDisplayName } from '#shared/domain/product-names';
import type { QuantityRefusal } from '#shared/domain/till-quantity';
import { isFractionalUnit } from '#shared/domain/units';
import { Button, Input } from '#client/components/ui';
import { cn } from '#client/lib/cn';
import { formatMoney } from '#client/lib/format';
import { quantityText, type CartLine } from '../lib/cart';

export type LineActions = {
  onIncrease: (id: number) => void;
  onDecrease: (id: number) => void;
  onRemove: (id: number) => void;
  /** Applies a typed quantity; answers why it was refused (the line then keeps its quantity). */
  onQuantity: (id: number, text: string) => QuantityRefusal | null;
  /** Opens the line's discount (absent: the till gives no line discounts here). */
  onDiscount?: (id: number) => void;
};

/**
 * One cart line: name (full name on hover; wraps to two lines), − quantity +, line amount.
 * A refused entry shows its reason under the line; a line above the stock is marked at once.
 */
export const CartLineRow = memo(function CartLineRow({
  line: l,
  amount,
  discountCents = 0,
  stock,
  actions,
}: {
  line: CartLine;
  /** Line amount before tax, in rupees. */
  amount: number;
  /** The line's own discount, in cents (shown under the line). */
  discountCents?: number;
  /** Stock in thousandths when the line asks for more than it (and negative stock is not allowed). */
  stock: number | null;
  actions: LineActions;
}) {
  const { t, i18n } = useTranslation('pos');
  const unitLabel = useUnitLabel();
  // Shown in the till's language; the sale still records (and the receipt prints) `l.name`.
  const name = productDisplayName(l, i18n.language);
  const [draft, setDraft] = useState<string | null>(null);
  const [fullName, setFullName] = useState(false);
  const [refused, setRefused] = useState<{ reason: QuantityRefusal; text: string } | null>(null);
  const id = `cart-qty-${l.productId}`;
  const shown = quantityText(l);
  const commit = (text: string) => {
    setDraft(null);
    const reason = actions.onQuantity(l.productId, text);
    setRefused(reason ? { reason, text: text.trim() } : null);
  };
  const step = (fn: (id: number) => void) => () => {
    setRefused(null);
    fn(l.productId);
  };
  return (
    <li
      className={cn('flex flex-col gap-2 py-3', stock != null && '-mx-2 rounded-md bg-destructive/5 px-2')}
      data-testid="cart-line"
      data-over-stock={stock != null || undefined}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          {/* Tap (or long-press) the name to read all of it; the mouse has the title. */}
          <p
            className={cn('font-medium break-words', !fullName && 'line-clamp-2')}
            title={name}
            onClick={() => setFullName((v) => !v)}
            onContextMenu={(e) => {
              e.preventDefault();
              setFullName(true);
            }}
          >
            {name}
          </p>
          <p className="text-xs text-muted-foreground">
            {t('each', { price: formatMoney(l.price) })}
            {isFractionalUnit(l.unit) ? ` / ${unitLabel(l.unit, 1)}` : ''}
          </p>
        </div>
        {actions.onDiscount && (
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-8 shrink-0"
            aria-label={t('discounts.lineButton', { name })}
            onClick={() => actions.onDiscount?.(l.productId)}
          >
            <Tag />
          </Button>
        )}
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-8 shrink-0"
          aria-label={t('remove', { name })}
          onClick={() => actions.onRemove(l.productId)}
        >
          <Trash2 />
        </Button>
      </div>
      <div className="flex items-center gap-2">
        <Button
          type="button"
          variant="outline"
          size="icon"
          className="size-8"
          aria-label={t('decrease', { name })}
          onClick={step(actions.onDecrease)}
        >
          <Minus />
        </Button>
        <Input
          id={id}
          // A text box (not type=number) so what was typed reaches the rule and its reason is shown.
          role="spinbutton"
          aria-valuenow={fromThousandths(l.quantity)}
          className="h-8 w-24 text-center tabular-nums"
          inputMode="decimal"
          autoComplete="off"
          aria-label={t('quantityOf', { name })}
          aria-invalid={refused != null || stock != null || undefined}
          aria-describedby={refused || stock != null ? `${id}-why` : undefined}
          value={draft ?? shown}
          onChange={(e) => setDraft(e.target.value)}
          onFocus={(e) => e.currentTarget.select()}
          onBlur={(e) => {
            if (draft != null) commit(e.currentTarget.value);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') e.currentTarget.blur();
            if (e.key === 'Escape') setDraft(null);
          }}
        />
        <span className="text-xs text-muted-foreground">{unitLabel(l.unit, l.quantity)}</span>
        <Button
          type="button"
          variant="outline"
          size="icon"
          className="size-8"
          aria-label={t('increase', { name })}
          onClick={step(actions.onIncrease)}
        >
          <Plus />
        </Button>
        <span className="ml-auto font-medium tabular-nums">{formatMoney(amount)}</span>
      </div>
      {discountCents > 0 && (
        <p className="text-xs text-muted-foreground" data-testid="line-discount">
          {t('discounts.lineShown', {
            what: l.discount?.kind === 'percent' ? `${fromBasisPoints(l.discount.bp)}%` : '',
            amount: formatMoney(fromCents(discountCents)),
          })}
        </p>
      )}
      {(refused || stock != null) && (
        <p id={`${id}-why`} role="alert" className="text-xs font-medium text-destructive">
          {refused
            ? t(`quantityRefused.${refused.reason}`, { text: refused.text, unit: unitLabel(l.unit), kept: `${shown} ${unitLabel(l.unit)}` })
            : t('overStock', { stock: `${fromThousandths(stock ?? 0)} ${unitLabel(l.unit)}` })}
        </p>
      )}
    </li>
  );
});

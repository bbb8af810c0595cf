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

/** A typed quantity the rule refused: why, and what was typed. */
type Refusal = { reason: QuantityRefusal; text: string };

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
  const [refused, setRefused] = useState<Refusal | null>(null);
  const id = `cart-qty-${l.productId}`;
  const shown = quantityText(l);
  const commit = (text: string) => {
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
      <CartLineHeader line={l} name={name} actions={actions} />
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
        <QuantityInput
          id={id}
          name={name}
          quantity={l.quantity}
          shown={shown}
          invalid={refused != null || stock != null}
          onCommit={commit}
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
      <CartLineNotes line={l} id={id} shown={shown} discountCents={discountCents} refused={refused} stock={stock} />
    </li>
  );
});

/** The line's name (tap to read all of it), its price each, and its discount and remove buttons. */
function CartLineHeader({ line: l, name, actions }: { line: CartLine; name: string; actions: LineActions }) {
  const { t } = useTranslation('pos');
  const unitLabel = useUnitLabel();
  const [fullName, setFullName] = useState(false);
  return (
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
  );
}

/** The typed quantity: a draft while typing, applied on Enter or leaving the box; Escape drops it. */
function QuantityInput({
  id,
  name,
  quantity,
  shown,
  invalid,
  onCommit,
}: {
  id: string;
  name: string;
  /** In thousandths. */
  quantity: number;
  /** The quantity as the box shows it when not typing. */
  shown: string;
  /** Refused or above the stock: the reason is shown under the line (`${id}-why`). */
  invalid: boolean;
  onCommit: (text: string) => void;
}) {
  const { t } = useTranslation('pos');
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <Input
      id={id}
      // A text box (not type=number) so what was typed reaches the rule and its reason is shown.
      role="spinbutton"
      aria-valuenow={fromThousandths(quantity)}
      className="h-8 w-24 text-center tabular-nums"
      inputMode="decimal"
      autoComplete="off"
      aria-label={t('quantityOf', { name })}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? `${id}-why` : undefined}
      value={draft ?? shown}
      onChange={(e) => setDraft(e.target.value)}
      onFocus={(e) => e.currentTarget.select()}
      onBlur={(e) => {
        if (draft == null) return;
        setDraft(null);
        onCommit(e.currentTarget.value);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') e.currentTarget.blur();
        if (e.key === 'Escape') setDraft(null);
      }}
    />
  );
}

/** Under a line: its own discount, and why a typed quantity was refused or what the stock is. */
function CartLineNotes({
  line: l,
  id,
  shown,
  discountCents,
  refused,
  stock,
}: {
  line: CartLine;
  /** The quantity box's id: the reason is `${id}-why`, which the box points to. */
  id: string;
  shown: string;
  discountCents: number;
  refused: Refusal | null;
  stock: number | null;
}) {
  const { t } = useTranslation('pos');
  const unitLabel = useUnitLabel();
  return (
    <>
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
    </>
  );
}

import { ShoppingCart, Tag } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fromBasisPoints, fromCents } from '#shared/domain/money';
import { saleSummaryRows, type SaleSummaryRow } from '#shared/domain/sale-summary';
import type { PricedSale } from '#shared/domain/vat-pricing';
import { Button, Card, CardContent, CardHeader, CardTitle, EmptyState } from '#client/components/ui';
import { cn } from '#client/lib/cn';
import { formatMoney } from '#client/lib/format';
import { type CartLine, type TillPricingMode } from '../lib/cart';
import { CartLineRow, type LineActions } from './cart-line';
import { LazyConfirmDialog } from './lazy-dialogs';

/** The rates charged (the tax configuration's): standard-rated lines only (exempt and zero-rated carry none). */
function ratesOf(totals: PricedSale, key: 'chargedVatRateBp' | 'chargedNbtRateBp') {
  return [...new Set(totals.lines.filter((l) => l.taxCategory === 'standard').map((l) => l[key]))]
    .sort((a, b) => b - a)
    .map((r) => `${fromBasisPoints(r)}%`)
    .join(', ');
}

/**
 * The cart: its lines scroll inside the card while the totals and the pay buttons stay in view
 * (the card fills the height its parent gives it: the till's column, or the phone's cart sheet).
 */
export function CartPanel({
  cart,
  busy,
  actions,
  overStock,
  onClear,
  pay,
  onCartDiscount,
  totals,
  pricing,
  discounts = [],
  beforePay,
  className,
}: {
  cart: CartLine[];
  /** Totals with the loyalty discounts, from the shared VAT rule (vat-pricing.ts). */
  totals: PricedSale;
  /** How the shop prices: the VAT rows follow it (sale-summary.ts). */
  pricing: TillPricingMode;
  discounts?: { label: string; cents: number }[];
  busy: boolean;
  actions: LineActions;
  /** The stock (thousandths) a line exceeds, or null when it may be sold. */
  overStock: (line: CartLine) => number | null;
  onClear: () => void;
  /** The pay panel (split list, amount tendered, change, a button per method). */
  pay: ReactNode;
  /** Opens the discount on the whole cart (F8). */
  onCartDiscount?: () => void;
  /** Shown above the pay buttons (a registered shop's "Tax invoice for this sale"). */
  beforePay?: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation('pos');
  const [confirmClear, setConfirmClear] = useState(false);
  return (
    <Card className={cn('flex min-h-0 flex-col', className)} data-testid="cart-panel">
      <CartHeader count={cart.length} busy={busy} onCartDiscount={onCartDiscount} onClear={() => setConfirmClear(true)} />
      <CardContent className="flex min-h-0 flex-1 flex-col gap-3 p-4 pt-0">
        {cart.length === 0 ? (
          <EmptyState icon={ShoppingCart} title={t('emptyCart')} description={t('emptyCartHint')} />
        ) : (
          <ul className="-mx-4 flex min-h-16 flex-col divide-y overflow-y-auto px-4" aria-label={t('cart', { count: cart.length })}>
            {cart.map((l, i) => (
              <CartLineRow
                key={l.productId}
                line={l}
                amount={fromCents(totals.lines[i]?.grossCents ?? 0)}
                discountCents={totals.lines[i]?.lineDiscountCents ?? 0}
                stock={overStock(l)}
                actions={actions}
              />
            ))}
          </ul>
        )}
        <div className="mt-auto flex shrink-0 flex-col gap-2 border-t pt-2">
          <CartTotals totals={totals} pricing={pricing} discounts={discounts} />
          {beforePay}
          {pay}
        </div>
      </CardContent>
      <LazyConfirmDialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title={t('clearConfirm.title')}
        description={t('clearConfirm.description', { count: cart.length })}
        confirmLabel={t('clearConfirm.confirm')}
        cancelLabel={t('clearConfirm.cancel')}
        onConfirm={onClear}
      />
    </Card>
  );
}

/** The cart's totals, as the shared summary rows give them: subtotal, each discount, the taxes, the total. */
function CartTotals({
  totals,
  pricing,
  discounts,
}: {
  totals: PricedSale;
  pricing: TillPricingMode;
  discounts: { label: string; cents: number }[];
}) {
  const { t } = useTranslation('pos');
  const rows = saleSummaryRows({ ...totals, ...pricing });
  const rowLabel = (row: SaleSummaryRow) => {
    if (row.kind === 'vat' || row.kind === 'vatIncluded') return t(row.kind, { rate: ratesOf(totals, 'chargedVatRateBp') });
    if (row.kind === 'nbt' || row.kind === 'nbtIncluded') return t(row.kind, { rate: ratesOf(totals, 'chargedNbtRateBp') });
    return t(row.kind === 'total' ? 'total' : 'subtotal');
  };
  return (
    <dl className="grid grid-cols-2 gap-1 text-sm" aria-label={t('total')}>
      {rows.map((row) =>
        row.kind === 'discount' ? (
          discounts
            .filter((d) => d.cents !== 0)
            .map((d) => (
              <div key={d.label} className="contents">
                <dt>{d.label}</dt>
                <dd className="text-right tabular-nums">{`-${formatMoney(fromCents(d.cents))}`}</dd>
              </div>
            ))
        ) : row.kind === 'total' ? (
          <div key={row.kind} className="contents">
            <dt className="text-base font-semibold">{t('total')}</dt>
            <dd className="text-right text-base font-semibold tabular-nums" data-testid="cart-total">
              {formatMoney(fromCents(row.cents))}
            </dd>
          </div>
        ) : (
          <div key={row.kind} className="contents" data-testid={`cart-${row.kind}`}>
            <dt className={row.kind.endsWith('Included') ? 'text-muted-foreground' : undefined}>{rowLabel(row)}</dt>
            <dd className={`text-right tabular-nums ${row.kind.endsWith('Included') ? 'text-muted-foreground' : ''}`}>
              {formatMoney(fromCents(row.cents))}
            </dd>
          </div>
        ),
      )}
    </dl>
  );
}

/** The cart's title with its count, and (with lines in it) the cart's discount (F8) and Clear all. */
function CartHeader({
  count,
  busy,
  onCartDiscount,
  onClear,
}: {
  count: number;
  busy: boolean;
  onCartDiscount?: () => void;
  /** Asks first ("Clear the cart?"). */
  onClear: () => void;
}) {
  const { t } = useTranslation('pos');
  return (
    // The title stays on one line; in Sinhala or Tamil the buttons move under it rather than squeeze it.
    <CardHeader className="flex shrink-0 flex-row flex-wrap items-center justify-between gap-x-2 gap-y-1 p-4 pb-2">
      <CardTitle className="flex items-center gap-2 whitespace-nowrap">
        <ShoppingCart aria-hidden="true" className="size-5" />
        {t('cart', { count: count })}
      </CardTitle>
      {count > 0 && (
        <div className="ml-auto flex gap-1">
          {onCartDiscount && (
            <Button type="button" variant="ghost" size="sm" onClick={onCartDiscount} disabled={busy} aria-keyshortcuts="F8">
              <Tag aria-hidden="true" />
              {t('discounts.cartButton')}
            </Button>
          )}
          <Button type="button" variant="ghost" size="sm" onClick={onClear} disabled={busy}>
            {t('clearAll')}
          </Button>
        </div>
      )}
    </CardHeader>
  );
}

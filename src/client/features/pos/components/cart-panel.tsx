import { Minus, Plus, ShoppingCart, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { fromCents } from '../../../../shared/domain/money';
import type { SaleTotals } from '../../../../shared/domain/sale-totals';
import { getQuantityStep, isFractionalUnit } from '../../../../shared/domain/units';
import { Button, Card, CardContent, CardHeader, CardTitle, EmptyState, Input } from '../../../components/ui';
import { formatMoney } from '../../../lib/format';
import { cartTotals, quantityText, type CartLine } from '../lib/cart';

function ratesOf(cart: CartLine[], key: 'vatRate' | 'nbtRate') {
  return [...new Set(cart.map((l) => l[key]))]
    .sort((a, b) => b - a)
    .map((r) => `${r}%`)
    .join(', ');
}

export function CartPanel({
  cart,
  busy,
  onIncrease,
  onDecrease,
  onRemove,
  onQuantity,
  onClear,
  onPay,
  totals: given,
  discounts = [],
}: {
  cart: CartLine[];
  /** Totals with the loyalty discounts (from the shared rule); the plain cart totals otherwise. */
  totals?: SaleTotals;
  discounts?: { label: string; cents: number }[];
  busy: boolean;
  onIncrease: (id: number) => void;
  onDecrease: (id: number) => void;
  onRemove: (id: number) => void;
  onQuantity: (id: number, text: string) => void;
  onClear: () => void;
  onPay: (method: 'cash' | 'card' | 'credit') => void;
}) {
  const { t } = useTranslation('pos');
  const totals = given ?? cartTotals(cart);
  return (
    <Card className="flex flex-col">
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2">
          <ShoppingCart aria-hidden="true" className="size-5" />
          {t('cart', { count: cart.length })}
        </CardTitle>
        {cart.length > 0 && (
          <Button type="button" variant="ghost" size="sm" onClick={onClear} disabled={busy}>
            {t('clearAll')}
          </Button>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {cart.length === 0 ? (
          <EmptyState icon={ShoppingCart} title={t('emptyCart')} description={t('emptyCartHint')} />
        ) : (
          <ul className="flex flex-col divide-y" aria-label={t('cart', { count: cart.length })}>
            {cart.map((l) => (
              <li key={l.productId} className="flex flex-col gap-2 py-3">
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="truncate font-medium">{l.name}</p>
                    <p className="text-xs text-muted-foreground">
                      {t('each', { price: formatMoney(l.price) })}
                      {isFractionalUnit(l.unit) ? ` / ${l.unit}` : ''}
                    </p>
                  </div>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    aria-label={t('remove', { name: l.name })}
                    onClick={() => onRemove(l.productId)}
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
                    aria-label={t('decrease', { name: l.name })}
                    onClick={() => onDecrease(l.productId)}
                  >
                    <Minus />
                  </Button>
                  <Input
                    key={l.quantity}
                    className="h-8 w-24 text-center tabular-nums"
                    inputMode="decimal"
                    type="number"
                    min={getQuantityStep(l.unit)}
                    step={getQuantityStep(l.unit)}
                    aria-label={t('quantityOf', { name: l.name })}
                    defaultValue={quantityText(l)}
                    onBlur={(e) => {
                      onQuantity(l.productId, e.currentTarget.value);
                      e.currentTarget.value = quantityText(l);
                    }}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter') e.currentTarget.blur();
                    }}
                  />
                  <span className="text-xs text-muted-foreground">{l.unit}</span>
                  <Button
                    type="button"
                    variant="outline"
                    size="icon"
                    className="size-8"
                    aria-label={t('increase', { name: l.name })}
                    onClick={() => onIncrease(l.productId)}
                  >
                    <Plus />
                  </Button>
                  <span className="ml-auto font-medium tabular-nums">
                    {formatMoney(fromCents(totals.lines[cart.indexOf(l)]?.lineSubtotalCents ?? 0))}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
        <dl className="grid grid-cols-2 gap-1 border-t pt-3 text-sm" aria-label={t('total')}>
          <dt>{t('subtotal')}</dt>
          <dd className="text-right tabular-nums">{formatMoney(fromCents(totals.subtotalCents))}</dd>
          <dt>{t('vat', { rate: ratesOf(cart, 'vatRate') || '0%' })}</dt>
          <dd className="text-right tabular-nums">{formatMoney(fromCents(totals.vatCents))}</dd>
          {totals.nbtCents !== 0 && (
            <>
              <dt>{t('nbt', { rate: ratesOf(cart, 'nbtRate') })}</dt>
              <dd className="text-right tabular-nums">{formatMoney(fromCents(totals.nbtCents))}</dd>
            </>
          )}
          {discounts
            .filter((d) => d.cents !== 0)
            .map((d) => (
              <div key={d.label} className="contents">
                <dt>{d.label}</dt>
                <dd className="text-right tabular-nums">{`-${formatMoney(fromCents(d.cents))}`}</dd>
              </div>
            ))}
          <dt className="text-base font-semibold">{t('total')}</dt>
          <dd className="text-right text-base font-semibold tabular-nums" data-testid="cart-total">
            {formatMoney(fromCents(totals.totalCents))}
          </dd>
        </dl>
        <div className="grid grid-cols-3 gap-2" role="group" aria-label={t('payWith')}>
          <Button type="button" onClick={() => onPay('cash')} disabled={busy}>
            {t('cash')}
          </Button>
          <Button type="button" variant="secondary" onClick={() => onPay('card')} disabled={busy}>
            {t('card')}
          </Button>
          <Button type="button" variant="outline" onClick={() => onPay('credit')} disabled={busy}>
            {t('credit')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

import { ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { fromCents } from '#shared/domain/money';
import { Button } from '#client/components/ui';
import { formatMoney } from '#client/lib/format';

/**
 * Phones: the cart as a bar fixed to the bottom of the screen — how many items, the total and
 * Pay, which opens the cart sheet. The count badge pops each time it changes (a product was added).
 */
export function CartBar({ count, totalCents, onOpen }: { count: number; totalCents: number; onOpen: () => void }) {
  const { t } = useTranslation('pos');
  return (
    <div
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-card/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(0_0_0/0.08)] backdrop-blur"
      data-testid="cart-bar"
    >
      <div className="flex items-center gap-3">
        <button
          type="button"
          onClick={onOpen}
          className="flex min-w-0 flex-1 items-center gap-3 rounded-md text-left focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          aria-label={t('cartBar.open', { count })}
        >
          <span className="relative">
            <ShoppingCart aria-hidden="true" className="size-6" />
            <span
              key={count}
              data-testid="cart-bar-count"
              className="absolute -top-2 -right-2 inline-flex min-w-5 animate-zoom-in items-center justify-center rounded-full bg-primary px-1 text-xs font-semibold text-primary-foreground tabular-nums"
            >
              {count}
            </span>
          </span>
          <span className="flex flex-col leading-tight">
            <span className="text-xs text-muted-foreground">{t('cartBar.items', { count })}</span>
            <span className="font-semibold tabular-nums" data-testid="cart-bar-total">
              {formatMoney(fromCents(totalCents))}
            </span>
          </span>
        </button>
        <Button type="button" size="lg" onClick={onOpen} disabled={count === 0}>
          {t('cartBar.pay')}
        </Button>
      </div>
    </div>
  );
}

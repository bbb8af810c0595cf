import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Customer } from '#shared/contracts/customers';
import { DEFAULT_POINTS_PER_RUPEE, DEFAULT_RUPEES_PER_POINT } from '#shared/domain/loyalty';
import { toCents, toThousandths } from '#shared/domain/money';
import { exceedsStock } from '#shared/domain/till-quantity';
import { useAuth } from '#client/lib/auth';
import { usePos } from '../api/get-pos';
import { useTillCustomers, useTillLoyaltyProgram, useTillSettings } from '../api/get-till-customers';
import { refreshFromCatalogue, tillPricingMode, type CartLine } from './cart';
import { tillStorageKey } from './cart-storage';
import { useExpiredWarning } from './expired-stock';
import type { SaleOrder } from './sale-body';
import { buildSearchIndex } from './search-index';
import type { TillDevice } from './terminal-sale';
import { shownPoints, tiersOf } from './till-loyalty';
import { useTillCart } from './use-till-cart';
import { useTillTotals } from './use-till-totals';

/**
 * What the till is selling, derived from its catalogue, settings and cart: the customer (CRM at
 * the till, settings.crmEnabled), the live totals with their loyalty discounts, the order a sale
 * sends, the search index and what pricing a sale on the device needs.
 */
export function useTillOrder(businessId: number) {
  const { user } = useAuth();
  const pos = usePos(businessId);
  const till = useTillCart(tillStorageKey(businessId, user?.id ?? ''));
  const { cart, setCart, customerId, applyTier, redeemText } = till;

  const settings = useTillSettings().data;
  const crmEnabled = !!settings?.crmEnabled;
  const loyaltyEnabled = crmEnabled && !!settings?.loyaltyEnabled;
  const allowNegativeStock = !!settings?.allowNegativeStock;
  const pointsPerRupee = settings?.pointsPerRupee ?? DEFAULT_POINTS_PER_RUPEE;
  const customers = useTillCustomers(businessId, crmEnabled);
  const program = useTillLoyaltyProgram(businessId, loyaltyEnabled).data;
  const [picked, setPicked] = useState<Customer | null>(null);
  // The freshest copy of the selected customer (the list refreshes after each sale).
  const customer = crmEnabled && customerId != null ? (customers.data?.find((c) => c.id === customerId) ?? picked) : null;
  // How the shop prices today (its tax configuration); until the catalogue loads, the defaults.
  const pricing = tillPricingMode(pos.data?.pricing);
  const redeemWanted = /^\d+$/.test(redeemText.trim()) ? Number(redeemText.trim()) : 0;
  const rupeesPerPoint = program?.rupeesPerPoint ?? DEFAULT_RUPEES_PER_POINT;
  const live = useTillTotals({
    cart,
    cartDiscount: till.cartDiscount,
    loyalty: {
      customer,
      loyaltyActive: loyaltyEnabled,
      applyTierDiscount: applyTier,
      redeemPoints: redeemWanted,
      rupeesPerPoint,
      tiers: tiersOf(program),
    },
    pricing,
    isCashier: user?.role === 'cashier',
    limitPercent: settings?.cashierDiscountLimitPercent,
  });
  const redeemPoints = Math.round(live.redemptionCents / Math.max(1, toCents(rupeesPerPoint)));
  const order: SaleOrder = {
    cart,
    cartDiscount: live.cartDiscountDropped ? null : till.cartDiscount,
    customer,
    redeemPoints: loyaltyEnabled ? redeemPoints : 0,
    tierDiscount: loyaltyEnabled && applyTier && live.tierDiscountPercent > 0,
  };
  // Built once per catalogue; keystrokes only scan it.
  const products = pos.data?.products;
  const index = useMemo(() => buildSearchIndex(products ?? []), [products]);
  const byId = useMemo(() => new Map((products ?? []).map((p) => [p.id, p])), [products]);
  // A registered terminal prices a sale made offline with what the till shows.
  const device: TillDevice = {
    pricing,
    catalogue: byId,
    loyaltyDiscountCents: live.tierDiscountCents + live.redemptionCents,
    userId: user?.id ?? '',
  };

  // A cart restored after a reload shows today's names and prices.
  useEffect(() => {
    if (byId.size > 0) setCart((c) => refreshFromCatalogue(c, byId));
  }, [byId, setCart]);

  const overStock = useCallback(
    (l: CartLine) => {
      const p = byId.get(l.productId);
      if (!p) return null;
      const stock = toThousandths(p.stock);
      return exceedsStock(l.quantity, stock, allowNegativeStock) ? stock : null;
    },
    [byId, allowNegativeStock],
  );

  // An expired batch in the cart: an admin's PIN before payment, with this warning.
  const expiredWarning = useExpiredWarning(cart, byId);

  const crm = {
    enabled: crmEnabled,
    loyaltyEnabled,
    customers,
    pointsOf: (c: Customer) => shownPoints(c, pointsPerRupee),
    /** A customer chosen in the picker: the loyalty choices start afresh. */
    pick: (c: Customer) => {
      setPicked(c);
      till.setCustomerId(c.id);
      till.setApplyTier(false);
      till.setRedeemText('');
    },
    /** A sale went through: the next basket starts with no customer picked. */
    forgetPicked: () => setPicked(null),
  };
  return { user, pos, settings, till, crm, customer, pricing, live, redeemPoints, order, index, byId, device, overStock, expiredWarning };
}

export type TillOrder = ReturnType<typeof useTillOrder>;

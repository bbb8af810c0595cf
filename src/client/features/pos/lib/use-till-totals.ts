import { useMemo } from 'react';
import { isDomainError } from '#shared/domain/errors';
import { cartLineInputs, type CartLine, type TillPricingMode } from './cart';
import { cartDiscountOptions, exceedsCashierLimit, manualDiscountCents, type Discount } from './discounts';
import { tillTotals, type TillLoyalty, type TillTotals } from './till-loyalty';

export type LiveTotals = TillTotals & {
  /** The cart's discount was more than the cart now comes to (lines removed after it): it is left out until changed. */
  cartDiscountDropped: boolean;
  /** The cashier's own discounts (lines + cart), not the loyalty ones. */
  manualCents: number;
  /** A cashier's discount above the business's limit: a manager must approve it. */
  needsApproval: boolean;
};

/**
 * The till's live totals with the shared pricing rule (vat-pricing.ts priceSale): the lines'
 * own discounts, the cart's, then the loyalty discounts — what the server will charge — and
 * whether the discount needs a manager (cashiers only; the limit from the business settings).
 */
export function useTillTotals(a: {
  cart: CartLine[];
  cartDiscount: Discount | null;
  loyalty: TillLoyalty;
  pricing: TillPricingMode;
  isCashier: boolean;
  limitPercent: number | undefined;
}): LiveTotals {
  const { cart, cartDiscount, loyalty, pricing, isCashier, limitPercent } = a;
  const lines = useMemo(() => cartLineInputs(cart), [cart]);
  let totals: TillTotals;
  let cartDiscountDropped = false;
  try {
    totals = tillTotals(lines, loyalty, pricing, cartDiscountOptions(cartDiscount));
  } catch (err) {
    if (!isDomainError(err)) throw err;
    cartDiscountDropped = true;
    totals = tillTotals(lines, loyalty, pricing);
  }
  const loyaltyCents = totals.tierDiscountCents + totals.redemptionCents;
  return {
    ...totals,
    cartDiscountDropped,
    manualCents: manualDiscountCents(totals, loyaltyCents),
    needsApproval: isCashier && limitPercent != null && exceedsCashierLimit(totals, loyaltyCents, limitPercent),
  };
}

import { isFractionalUnit, isProductUnit } from '../../shared/domain/units';
import { formatShopDate, formatShopDateTime } from './shop-time';

/** Display helpers: money from the API arrives as decimal numbers (LKR). */
const lkr = new Intl.NumberFormat('en-LK', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const qty = new Intl.NumberFormat('en-LK', { minimumFractionDigits: 3, maximumFractionDigits: 3 });

export const formatMoney = (amount: number | null | undefined) => `LKR ${lkr.format(amount ?? 0)}`;
export const formatAmount = (amount: number | null | undefined) => lkr.format(amount ?? 0);
const wholeQty = new Intl.NumberFormat('en-LK', { maximumFractionDigits: 3 });
/**
 * A quantity as people count it: weighed and measured units with three decimals (0.250 kg),
 * counted ones without (8 pieces, not 8.000). With no unit, three decimals.
 */
export const formatQuantity = (n: number | null | undefined, unit?: string) =>
  unit && isProductUnit(unit) && !isFractionalUnit(unit) ? wholeQty.format(n ?? 0) : qty.format(n ?? 0);
export const formatWholeLkr = (amount: number) => `LKR ${new Intl.NumberFormat('en-LK').format(amount)}`;
/** Dates and times on the shop's calendar and clock, whatever the browser's zone (lib/shop-time). */
export const formatDate = formatShopDate;
export const formatDateTime = formatShopDateTime;

import { formatShopDate, formatShopDateTime } from './shop-time';

/** Display helpers: money from the API arrives as decimal numbers (LKR). */
const lkr = new Intl.NumberFormat('en-LK', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const qty = new Intl.NumberFormat('en-LK', { minimumFractionDigits: 3, maximumFractionDigits: 3 });

export const formatMoney = (amount: number | null | undefined) => `LKR ${lkr.format(amount ?? 0)}`;
export const formatAmount = (amount: number | null | undefined) => lkr.format(amount ?? 0);
export const formatQuantity = (n: number | null | undefined) => qty.format(n ?? 0);
export const formatWholeLkr = (amount: number) => `LKR ${new Intl.NumberFormat('en-LK').format(amount)}`;
/** Dates and times on the shop's calendar and clock, whatever the browser's zone (lib/shop-time). */
export const formatDate = formatShopDate;
export const formatDateTime = formatShopDateTime;

import type { Locale } from '#shared/locales';
import { isFractionalUnit, isProductUnit } from '#shared/domain/units';
import { formatShopDate, formatShopDateTime } from './shop-time';

/**
 * Display helpers: money from the API arrives as decimal numbers (LKR). Every language groups by
 * thousands as Sri Lanka does (1,234,567.50): en-LK's grouping, never ta-LK's Indian lakh
 * grouping. The sign is the reader's: LKR in English, රු. in Sinhala, ரூ. in Tamil.
 */
const lkr = new Intl.NumberFormat('en-LK', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const qty = new Intl.NumberFormat('en-LK', { minimumFractionDigits: 3, maximumFractionDigits: 3 });
const whole = new Intl.NumberFormat('en-LK');
const wholeQty = new Intl.NumberFormat('en-LK', { maximumFractionDigits: 3 });
const CURRENCY_SIGN: Record<Locale, string> = { en: 'LKR', si: 'රු.', ta: 'ரூ.' };

let displayLocale: Locale = 'en';
/** i18n calls this when the language changes, so every formatMoney follows the screen's language. */
export function setFormatLocale(locale: Locale): void {
  displayLocale = locale;
}

/** Money in a given language (a receipt printing in the shop's receipt language). */
export const formatMoneyIn = (locale: Locale, amount: number | null | undefined) => `${CURRENCY_SIGN[locale]} ${lkr.format(amount ?? 0)}`;
export const formatMoney = (amount: number | null | undefined) => formatMoneyIn(displayLocale, amount);
/** The tax panel's "Rs. 1,234.50" (the specified form in English); the reader's sign in Sinhala and Tamil. */
export const formatRupees = (amount: number) => (displayLocale === 'en' ? `Rs. ${lkr.format(amount)}` : formatMoney(amount));
export const formatAmount = (amount: number | null | undefined) => lkr.format(amount ?? 0);
/** A whole number (a count, points) grouped the Sri Lankan way in every language. */
export const formatWhole = (n: number | null | undefined) => whole.format(n ?? 0);
/**
 * A quantity as people count it: weighed and measured units with three decimals (0.250 kg),
 * counted ones without (8 pieces, not 8.000). With no unit, three decimals.
 */
export const formatQuantity = (n: number | null | undefined, unit?: string) =>
  unit && isProductUnit(unit) && !isFractionalUnit(unit) ? wholeQty.format(n ?? 0) : qty.format(n ?? 0);
export const formatWholeLkr = (amount: number) => `${CURRENCY_SIGN[displayLocale]} ${whole.format(amount)}`;
/** Dates and times on the shop's calendar and clock, whatever the browser's zone (lib/shop-time). */
export const formatDate = formatShopDate;
export const formatDateTime = formatShopDateTime;

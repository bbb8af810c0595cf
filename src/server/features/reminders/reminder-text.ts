/**
 * A payment reminder's words in each language: short enough for one SMS in
 * English and friendly, as a shopkeeper would write to a regular customer.
 */
import type { Locale } from '#shared/locales';

export interface ReminderTextInput {
  shop: string;
  name: string;
  /** Already formatted: 'LKR 4,200.00'. */
  amount: string;
  /** 'YYYY-MM-DD'. */
  dueDate: string;
}

const TEXTS: Record<Locale, (r: ReminderTextInput) => string> = {
  en: (r) => `${r.shop}: Dear ${r.name}, ${r.amount} was due on ${r.dueDate}. Please settle it at your convenience. Thank you.`,
  si: (r) => `${r.shop}: හිතවත් ${r.name}, ${r.dueDate} දිනට ගෙවිය යුතුව තිබූ ${r.amount} ක් ඇත. කරුණාකර ඔබට පහසු වේලාවක එය ගෙවන්න. ස්තුතියි.`,
  ta: (r) =>
    `${r.shop}: அன்புள்ள ${r.name}, ${r.dueDate} அன்று செலுத்த வேண்டிய ${r.amount} நிலுவையில் உள்ளது. உங்களுக்கு வசதியான நேரத்தில் செலுத்தவும். நன்றி.`,
};

export const reminderText = (locale: Locale, r: ReminderTextInput): string => TEXTS[locale](r);

/** 'LKR 4,200.00' from cents (the same in every language: amounts print in digits). */
export function formatLkr(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}LKR ${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Payment reminders for overdue debts, the pure part: when a debtor is due a
 * reminder and when the shop is quiet. The server's daily job applies these; the Settings screen
 * previews them. Days are the shop's calendar days ('YYYY-MM-DD'); times its wall clock ('HH:MM').
 */
import type { Locale } from '../locales';
import { daysBetween } from './ageing';

export const REMINDER_CHANNELS = ['whatsapp', 'sms', 'email'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

export interface ReminderSettings {
  enabled: boolean;
  /** The first reminder goes this many days after the due date (0: on the day after it). */
  daysAfterDue: number;
  /** Then again every this many days while the debt stays unpaid. */
  repeatEveryDays: number;
  /** No message is sent from `quietFrom` until `quietTo` (may wrap past midnight; equal: never quiet). */
  quietFrom: string;
  quietTo: string;
  language: Locale;
  /** WhatsApp reminders are prepared for the owner to send with one click each; SMS and e-mail go out. */
  channel: ReminderChannel;
}

export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = Object.freeze({
  enabled: false,
  daysAfterDue: 3,
  repeatEveryDays: 7,
  quietFrom: '20:00',
  quietTo: '08:00',
  language: 'en',
  channel: 'whatsapp',
}) as ReminderSettings;

export const MAX_REMINDER_DAYS = 365;

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Whether `time` ('HH:MM') falls in the quiet hours [from, to). */
export function inQuietHours(time: string, from: string, to: string): boolean {
  const t = minutes(time);
  const a = minutes(from);
  const b = minutes(to);
  if (a === b) return false;
  return a < b ? t >= a && t < b : t >= a || t < b;
}

export interface ReminderCandidate {
  balanceCents: number;
  /** The debt's due date, 'YYYY-MM-DD' in the shop's calendar; null: none (never reminded). */
  dueDate: string | null;
  /** The last day a reminder was prepared or sent, null: never. */
  lastRemindedOn: string | null;
}

/** Whether a debtor gets a reminder `today`: owes, is late enough, and was not reminded too recently. */
export function reminderDue(c: ReminderCandidate, s: Pick<ReminderSettings, 'daysAfterDue' | 'repeatEveryDays'>, today: string): boolean {
  if (c.balanceCents <= 0 || c.dueDate === null) return false;
  if (daysBetween(c.dueDate, today) < Math.max(1, s.daysAfterDue)) return false;
  if (c.lastRemindedOn === null) return true;
  return daysBetween(c.lastRemindedOn, today) >= Math.max(1, s.repeatEveryDays);
}

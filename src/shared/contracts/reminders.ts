/**
 * Payment reminders for overdue debts (shared/domain/reminders.ts): the shop's
 * settings, the day's reminders, a run now, and "sent" for a WhatsApp reminder the owner sent.
 */
import { z } from 'zod';
import { LOCALES } from '../locales';
import { MAX_REMINDER_DAYS, REMINDER_CHANNELS } from '../domain/reminders';
import { IdParam } from './common';
import { says } from '../messages/zod-refs';
export * from './reminder-paths';

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, says('REMINDER_TIME_FORMAT'));

export const ReminderSettingsInput = z.object({
  enabled: z.boolean(),
  daysAfterDue: z
    .number(says('REMINDER_DAYS_RANGE'))
    .int(says('REMINDER_DAYS_RANGE'))
    .min(0, says('REMINDER_DAYS_RANGE'))
    .max(MAX_REMINDER_DAYS, says('REMINDER_DAYS_RANGE')),
  repeatEveryDays: z
    .number(says('REMINDER_REPEAT_RANGE'))
    .int(says('REMINDER_REPEAT_RANGE'))
    .min(1, says('REMINDER_REPEAT_RANGE'))
    .max(MAX_REMINDER_DAYS, says('REMINDER_REPEAT_RANGE')),
  quietFrom: time,
  quietTo: time,
  language: z.enum(LOCALES),
  channel: z.enum(REMINDER_CHANNELS),
});
export type ReminderSettingsInput = z.infer<typeof ReminderSettingsInput>;

export const ReminderSettingsView = ReminderSettingsInput.extend({
  /** Whether the chosen channel can send: an SMS gateway or SMTP set up (WhatsApp always can). */
  channelReady: z.boolean(),
});
export type ReminderSettingsView = z.infer<typeof ReminderSettingsView>;

export const Reminder = z.object({
  id: z.number().int(),
  debtorId: z.number().int(),
  debtorName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  runDate: z.string(),
  dueDate: z.string(),
  amount: z.number(),
  channel: z.enum(REMINDER_CHANNELS),
  status: z.enum(['prepared', 'sent', 'failed', 'skipped']),
  skipReason: z.enum(['opted_out', 'no_contact']).nullable(),
  error: z.string().nullable(),
  /** The message as written, in the reminder language. */
  text: z.string(),
  /** For a WhatsApp reminder: the wa.me link that opens the chat with the text. */
  whatsappUrl: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export type Reminder = z.infer<typeof Reminder>;

export const ReminderList = z.object({ date: z.string(), reminders: z.array(Reminder) });
export type ReminderList = z.infer<typeof ReminderList>;

export const ReminderRunResult = z.object({
  date: z.string(),
  /** True when the shop's quiet hours held the run back: nothing was sent. */
  quiet: z.boolean(),
  prepared: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
});
export type ReminderRunResult = z.infer<typeof ReminderRunResult>;

export const ReminderListQuery = z.object({ date: z.iso.date(says('ENTER_VALID_DATE')).optional() });
export const ReminderParams = z.object({ businessId: IdParam, id: IdParam });

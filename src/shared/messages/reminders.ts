/** Payment reminders (shared/contracts/reminders.ts). */
export const REMINDER_MESSAGES = {
  REMINDER_TIME_FORMAT: 'Enter a time like 08:00',
  REMINDER_DAYS_RANGE: 'Enter a whole number of days from 0 to 365',
  REMINDER_REPEAT_RANGE: 'Enter a whole number of days from 1 to 365',
  REMINDER_NOT_FOUND: 'Reminder not found',
  REMINDER_NOT_PREPARED: 'This reminder was already sent or skipped',
  REMINDER_CHANNEL_NOT_SET_UP: 'Set up the SMS gateway or e-mail in Settings before sending reminders by {{channel}}',
} as const;

// The zod-free part of the reminders contract: route templates and the URL
// builders the client fills them with; `./reminders` re-exports it.

import { fillPath } from './fill-path';

export const REMINDER_ROUTES = {
  /** GET / PUT (admins). */
  settings: '/api/businesses/:businessId/reminder-settings',
  /** GET ?date=YYYY-MM-DD (default today): the day's reminders, newest first. */
  list: '/api/businesses/:businessId/reminders',
  /** POST: prepare (and send) today's reminders now, as the daily job does; again the same day adds nothing. */
  run: '/api/businesses/:businessId/reminders/run',
  /** POST: a prepared WhatsApp reminder was sent by the owner. */
  sent: '/api/businesses/:businessId/reminders/:id/sent',
} as const;

export const REMINDER_PATHS = {
  settings: (businessId: number) => fillPath(REMINDER_ROUTES.settings, { businessId }),
  list: (businessId: number, date?: string) => fillPath(REMINDER_ROUTES.list, { businessId }) + (date ? `?date=${date}` : ''),
  run: (businessId: number) => fillPath(REMINDER_ROUTES.run, { businessId }),
  sent: (businessId: number, id: number) => fillPath(REMINDER_ROUTES.sent, { businessId, id }),
} as const;

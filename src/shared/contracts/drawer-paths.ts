// The zod-free part of the drawer contract: the till's "Open drawer" dialog imports its
// path from here, without zod; `./drawer` re-exports it.

import { pathBuilders } from './fill-path';

export const DRAWER_ROUTES = {
  opens: '/api/businesses/:businessId/drawer-opens',
} as const;

export const DRAWER_PATHS = pathBuilders(DRAWER_ROUTES);

/** The reason is required and at most this many characters (the table's check says the same). */
export const DRAWER_REASON_MAX = 200;

/** Registered messages (src/shared/messages: FIELD_REQUIRED with the term Reason, REASON_TOO_LONG). */
export const DRAWER_MESSAGES = {
  reasonRequired: 'Reason is required',
  reasonTooLong: `The reason must be at most ${DRAWER_REASON_MAX} characters`,
} as const;

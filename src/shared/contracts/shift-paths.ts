// The zod-free part of the shifts contract: the till's current-shift hook
// imports its paths from here, so the till's first paint does not wait for zod; `./shifts`
// re-exports it.

import { pathBuilders } from './fill-path';

/** The route templates the server registers (fill them with `SHIFT_PATHS` or `fillPath`). */
export const SHIFT_ROUTES = {
  current: '/api/businesses/:businessId/shifts/current',
  list: '/api/businesses/:businessId/shifts',
  one: '/api/businesses/:businessId/shifts/:shiftId',
  cashMovements: '/api/businesses/:businessId/shifts/:shiftId/cash-movements',
  report: '/api/businesses/:businessId/shifts/:shiftId/report',
  close: '/api/businesses/:businessId/shifts/:shiftId/close',
} as const;

export const SHIFT_PATHS = pathBuilders(SHIFT_ROUTES);

/** The API's words (the client shows them as they are; i18n keys mirror them in shifts.json). */
export const SHIFT_MESSAGES = {
  alreadyOpen: 'You already have an open shift. Close it before opening another.',
  closed: 'This shift is closed: it changes no more.',
  notYours: 'You can only work with your own shifts',
  notFound: 'Shift not found',
  denominationsDisagree: 'The counted notes and coins do not add up to the counted cash',
  // Shifts, cash movements and returns made offline: a time only a registered terminal sends.
  timeWithoutTerminal: 'Only a registered terminal can send when this happened',
  timeInFuture: 'This time is in the future: check the till’s clock',
  timeTooOld: 'This is older than the offline limit allows',
  closedBeforeOpened: 'A shift cannot close before it opened',
} as const;

/** The stable error codes of the shift routes (409s the till branches on). */
export const SHIFT_ERROR_CODES = { alreadyOpen: 'SHIFT_ALREADY_OPEN', closed: 'SHIFT_CLOSED' } as const;

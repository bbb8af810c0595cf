import { SHIFT_MESSAGES } from '../contracts/shift-paths';

/**
 * Shifts, cash movements and returns sent by an offline till with the time they happened (decision
 * 0016 §4; src/server/features/shifts/offline-time.ts), and the settings' offline limit.
 */
export const OFFLINE_SHIFT_MESSAGES = {
  OFFLINE_TIME_WITHOUT_TERMINAL: SHIFT_MESSAGES.timeWithoutTerminal,
  OFFLINE_TIME_IN_FUTURE: SHIFT_MESSAGES.timeInFuture,
  OFFLINE_TIME_TOO_OLD: SHIFT_MESSAGES.timeTooOld,
  SHIFT_CLOSED_BEFORE_OPENED: SHIFT_MESSAGES.closedBeforeOpened,
  // The settings' offline limit (shared/contracts/settings.ts, src/server/features/settings).
  OFFLINE_LIMIT_NOT_WHOLE: 'The offline limit must be a whole number of hours',
  OFFLINE_LIMIT_RANGE: 'The offline limit must be between 1 and 72 hours',
} as const;

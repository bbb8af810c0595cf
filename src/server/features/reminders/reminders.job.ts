/**
 * The reminders' daily job: every quarter of an hour the leader node runs each
 * business that turned reminders on. A run does nothing in the shop's quiet hours and nothing twice
 * a day per debtor (payment_reminders' unique day key), so "daily" is what the rows make it, and a
 * server that was down at 9:00 still reminds when it is back.
 */
import type { Database } from '#server/db/client';
import { runPeriodically } from '#server/lib/periodic';
import { businessesWithReminders } from './reminders.repo';
import { runReminders, type ReminderDeps } from './reminders.service';

export const REMINDER_INTERVAL_MS = 15 * 60_000;

export interface ReminderJob {
  stop(): Promise<void>;
}

export function startReminderJob(
  db: Database,
  deps: ReminderDeps,
  log: { warn: (o: object, m: string) => void },
  intervalMs = REMINDER_INTERVAL_MS,
): ReminderJob {
  return runPeriodically(
    'payment reminders',
    async (isStopped) => {
      for (const businessId of await businessesWithReminders(db)) {
        if (isStopped()) return;
        // Each business in its own transaction: one shop's failure does not hold back the others.
        await db
          .transaction((tx) => runReminders(tx, businessId, new Date(), deps))
          .catch((err: unknown) => log.warn({ err, businessId }, 'payment reminders failed; retrying on the next tick'));
      }
    },
    intervalMs,
    log,
  );
}

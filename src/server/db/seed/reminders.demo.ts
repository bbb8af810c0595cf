import { DEFAULT_TIME_ZONE } from '#shared/domain/time-zone';
import type { DemoSeeder } from './demo-types';
import * as repo from '#server/features/reminders/reminders.repo';
import { runReminders, shopClock } from '#server/features/reminders/reminders.service';

/**
 * The demo shop reminds by WhatsApp: today's run, at noon in the shop, has
 * prepared the reminder of the demo debtor who is 15 days late, waiting under Debtors → Reminders.
 */
export const seedDemoReminders: DemoSeeder = async (tx, { businessId, now }) => {
  await repo.saveSettings(tx, businessId, {
    enabled: true,
    daysAfterDue: 3,
    repeatEveryDays: 7,
    quietFrom: '21:00',
    quietTo: '07:00',
    language: 'en',
    channel: 'whatsapp',
  });
  const { day } = shopClock(now, DEFAULT_TIME_ZONE);
  await runReminders(tx, businessId, new Date(`${day}T12:00:00+05:30`));
};

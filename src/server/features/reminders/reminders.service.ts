/**
 * Payment reminders (docs/decisions/0024-payment-reminders.md). A run, for one
 * business at one moment: outside the shop's quiet hours, every active debtor who owes and is due
 * a reminder (shared/domain/reminders.ts) gets one row for the day — claimed first, so two runs at
 * once or a second run the same day send nothing new — then its message: SMS and e-mail go out
 * through the one sending door (messaging/send-message.ts, which logs it); WhatsApp is prepared
 * for the owner to send with one click. A debtor whose CRM record withdrew consent for the channel,
 * or who has no number or address for it, is recorded as skipped.
 */
import type { Reminder, ReminderList, ReminderRunResult, ReminderSettingsInput, ReminderSettingsView } from '#shared/contracts/reminders';

import { fromCents } from '#shared/domain/money';
import { DEFAULT_REMINDER_SETTINGS, inQuietHours, reminderDue, type ReminderSettings } from '#shared/domain/reminders';
import { whatsappUrl } from '#shared/domain/whatsapp';
import { isLocale } from '#shared/locales';
import type { Executor } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import { writeAudit } from '#server/kernel/audit';
import type { MailConfig } from '#server/features/customers';
import { sendMessage } from '#server/features/messaging';
import { loadSmsGateway } from '#server/features/messaging';
import { getBusinessTimeZone } from '#server/kernel/business-time-zone';
import { formatLkr, reminderText } from './reminder-text';
import * as repo from './reminders.repo';
import type { ReminderCandidateRow } from './reminders.repo';

export interface ReminderDeps {
  mail?: MailConfig | null;
  smsTimeoutMs?: number;
}

/** The shop's calendar day and wall-clock time at `now`. */
export function shopClock(now: Date, timeZone: string): { day: string; time: string } {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  const time = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(now);
  return { day, time };
}

async function settingsOf(db: Executor, businessId: number): Promise<ReminderSettings> {
  const row = await repo.findSettings(db, businessId);
  const stored = (row?.reminders ?? null) as Partial<ReminderSettings> | null;
  const receipt = row?.receiptLanguage?.slice(0, 2);
  const language = isLocale(receipt) ? receipt : DEFAULT_REMINDER_SETTINGS.language;
  return { ...DEFAULT_REMINDER_SETTINGS, language, ...(stored ?? {}) };
}

async function channelReady(db: Executor, businessId: number, channel: ReminderSettings['channel'], deps: ReminderDeps) {
  if (channel === 'sms') return (await loadSmsGateway(db, businessId)) !== null;
  if (channel === 'email') return Boolean(deps.mail);
  return true;
}

export async function getReminderSettings(db: Executor, businessId: number, deps: ReminderDeps): Promise<ReminderSettingsView> {
  const s = await settingsOf(db, businessId);
  return { ...s, channelReady: await channelReady(db, businessId, s.channel, deps) };
}

export async function saveReminderSettings(
  db: Executor,
  actor: { businessId: number; userId: string },
  input: ReminderSettingsInput,
  deps: ReminderDeps,
): Promise<ReminderSettingsView> {
  const before = await settingsOf(db, actor.businessId);
  await repo.saveSettings(db, actor.businessId, input);
  await writeAudit(db, {
    businessId: actor.businessId,
    userId: actor.userId,
    action: 'reminders.settings',
    entityType: 'business',
    entityId: actor.businessId,
    before,
    after: input,
  });
  return getReminderSettings(db, actor.businessId, deps);
}

/** Why a debtor is skipped on this channel, or null. */
function skipReason(c: ReminderCandidateRow, channel: ReminderSettings['channel']): 'opted_out' | 'no_contact' | null {
  if (c.optIn && !c.optIn[channel]) return 'opted_out';
  if (channel === 'email' ? !c.email?.trim() : !c.phone?.trim()) return 'no_contact';
  return null;
}

/** One run for one business at `now` (the daily job, or "Run now"). */
export async function runReminders(db: Executor, businessId: number, now: Date, deps: ReminderDeps = {}): Promise<ReminderRunResult> {
  const s = await settingsOf(db, businessId);
  const { day, time } = shopClock(now, await getBusinessTimeZone(db, businessId));
  const result: ReminderRunResult = { date: day, quiet: false, prepared: 0, sent: 0, failed: 0, skipped: 0 };
  if (inQuietHours(time, s.quietFrom, s.quietTo)) return { ...result, quiet: true };
  const shop = await repo.shopName(db, businessId);
  for (const c of await repo.candidates(db, businessId, await getBusinessTimeZone(db, businessId))) {
    if (!reminderDue(c, s, day)) continue;
    const skip = skipReason(c, s.channel);
    const claimed = await repo.claim(db, {
      businessId,
      debtorId: c.id,
      runDate: day,
      dueDate: c.dueDate,
      amountCents: c.balanceCents,
      channel: s.channel,
      status: skip ? 'skipped' : 'prepared',
      skipReason: skip,
    });
    if (!claimed) continue;
    if (skip) {
      result.skipped += 1;
      continue;
    }
    const body = reminderText(s.language, { shop, name: c.name, amount: formatLkr(c.balanceCents), dueDate: c.dueDate });
    const message = await sendMessage(
      db,
      {
        businessId,
        channel: s.channel,
        to: (s.channel === 'email' ? c.email : c.phone) ?? '',
        subject: shop,
        body,
        purpose: 'reminder',
        recipient: { kind: 'debtor', id: c.id },
        userId: null,
      },
      deps,
    ).catch(() => null);
    const status = message?.status ?? 'failed';
    await repo.finish(db, businessId, claimed.id, {
      status,
      error: message ? message.error : 'The number or address is not valid',
      messageId: message?.id ?? null,
      sentAt: status === 'sent' ? new Date() : null,
    });
    result[status] += 1;
  }
  return result;
}

export async function listReminders(db: Executor, businessId: number, day: string | undefined, now: Date): Promise<ReminderList> {
  const s = await settingsOf(db, businessId);
  const date = day ?? shopClock(now, await getBusinessTimeZone(db, businessId)).day;
  const shop = await repo.shopName(db, businessId);
  const rows = await repo.listForDay(db, businessId, date);
  return {
    date,
    reminders: rows.map(({ r, name, phone, email }): Reminder => {
      const text = reminderText(s.language, { shop, name, amount: formatLkr(r.amountCents), dueDate: r.dueDate });
      return {
        id: r.id,
        debtorId: r.debtorId,
        debtorName: name,
        phone,
        email,
        runDate: r.runDate,
        dueDate: r.dueDate,
        amount: fromCents(r.amountCents),
        channel: r.channel,
        status: r.status,
        skipReason: r.skipReason ?? null,
        error: r.error,
        text,
        whatsappUrl: r.channel === 'whatsapp' && r.status !== 'skipped' ? whatsappUrl(phone, text) : null,
        sentAt: r.sentAt ? r.sentAt.toISOString() : null,
      };
    }),
  };
}

/** The owner sent a prepared WhatsApp reminder (one click each): it is marked sent, once. */
export async function markReminderSent(db: Executor, actor: { businessId: number; userId: string }, id: number, now: Date) {
  const row = await repo.lockOne(db, actor.businessId, id);
  if (!row) throw new AppError('REMINDER_NOT_FOUND');
  if (row.status !== 'prepared' || row.channel !== 'whatsapp') throw new AppError('REMINDER_NOT_PREPARED');
  await repo.finish(db, actor.businessId, id, { status: 'sent', sentAt: now });
  await writeAudit(db, {
    businessId: actor.businessId,
    userId: actor.userId,
    action: 'reminders.sent',
    entityType: 'debtor',
    entityId: row.debtorId,
    after: { reminderId: id },
  });
  return listReminders(db, actor.businessId, row.runDate, now);
}

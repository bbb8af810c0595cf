/** Payment reminders' reads and writes (migration 0045), every query scoped by the business. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { businessSettings, businesses, debtors, paymentReminders } from '#server/db/schema';

type Rows<T> = { rows: T[] };

export async function findSettings(db: Executor, businessId: number) {
  const [row] = await db
    .select({ reminders: businessSettings.reminderSettings, receiptLanguage: businessSettings.receiptLanguage })
    .from(businessSettings)
    .where(eq(businessSettings.businessId, businessId))
    .limit(1);
  return row;
}

export async function saveSettings(db: Executor, businessId: number, settings: unknown): Promise<void> {
  await db.insert(businessSettings).values({ businessId }).onConflictDoNothing();
  await db
    .update(businessSettings)
    .set({ reminderSettings: settings, updatedAt: new Date() })
    .where(eq(businessSettings.businessId, businessId));
}

/** Businesses whose reminders are on (the job's work list). */
export async function businessesWithReminders(db: Executor): Promise<number[]> {
  const result = (await db.execute(
    sql`select business_id from ${businessSettings} where (reminder_settings ->> 'enabled')::boolean is true order by business_id`,
  )) as unknown as Rows<{ business_id: number }>;
  return result.rows.map((r) => Number(r.business_id));
}

export async function shopName(db: Executor, businessId: number): Promise<string> {
  const [row] = await db.select({ name: businesses.name }).from(businesses).where(eq(businesses.id, businessId));
  return row?.name ?? '';
}

export interface ReminderCandidateRow {
  id: number;
  name: string;
  phone: string | null;
  email: string | null;
  dueDate: string;
  balanceCents: number;
  lastRemindedOn: string | null;
  /** The CRM customer with the same phone's consents; null: no such customer. */
  optIn: { sms: boolean; email: boolean; whatsapp: boolean } | null;
}

/**
 * Active debtors who owe, with their due date as a day of the shop (no due date: 30 days after
 * the debtor was added, as the overdue status counts it), the last day they were reminded, and
 * their CRM consents. One statement.
 */
export async function candidates(db: Executor, businessId: number, timeZone: string): Promise<ReminderCandidateRow[]> {
  const result = (await db.execute(sql`
    select d.id, d.name, d.phone, d.email,
      (coalesce(d.due_date, d.created_at + interval '30 days') at time zone ${timeZone})::date::text as due_date,
      b.balance,
      (select max(r.run_date)::text from ${paymentReminders} r
        where r.business_id = d.business_id and r.debtor_id = d.id and r.status in ('prepared', 'sent')) as last_reminded,
      c.sms_opt_in, c.email_opt_in, c.whatsapp_opt_in, c.id as customer_id
    from ${debtors} d
    join lateral (
      select coalesce(sum(case when e.kind = 'charge' then e.amount_cents else -e.amount_cents end), 0) as balance
      from debtor_entries e where e.business_id = d.business_id and e.debtor_id = d.id
    ) b on b.balance > 0
    left join customers c on c.business_id = d.business_id and c.phone_normalized = d.phone_normalized
    where d.business_id = ${businessId} and d.is_active
    order by d.id`)) as unknown as Rows<Record<string, unknown>>;
  return result.rows.map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    phone: (r.phone as string | null) ?? null,
    email: (r.email as string | null) ?? null,
    dueDate: String(r.due_date),
    balanceCents: Number(r.balance),
    lastRemindedOn: (r.last_reminded as string | null) ?? null,
    optIn:
      r.customer_id == null ? null : { sms: Boolean(r.sms_opt_in), email: Boolean(r.email_opt_in), whatsapp: Boolean(r.whatsapp_opt_in) },
  }));
}

export type NewReminder = typeof paymentReminders.$inferInsert;

/** Claims the debtor's reminder for the day; undefined when another run already has it. */
export async function claim(db: Executor, r: NewReminder) {
  const [row] = await db.insert(paymentReminders).values(r).onConflictDoNothing().returning();
  return row;
}

export async function finish(
  db: Executor,
  businessId: number,
  id: number,
  set: Partial<Pick<NewReminder, 'status' | 'error' | 'messageId' | 'sentAt'>>,
): Promise<void> {
  await db
    .update(paymentReminders)
    .set(set)
    .where(and(eq(paymentReminders.businessId, businessId), eq(paymentReminders.id, id)));
}

export async function listForDay(db: Executor, businessId: number, day: string) {
  return db
    .select({ r: paymentReminders, name: debtors.name, phone: debtors.phone, email: debtors.email })
    .from(paymentReminders)
    .innerJoin(debtors, and(eq(debtors.businessId, paymentReminders.businessId), eq(debtors.id, paymentReminders.debtorId)))
    .where(and(eq(paymentReminders.businessId, businessId), eq(paymentReminders.runDate, day)))
    .orderBy(desc(paymentReminders.id));
}

export async function lockOne(db: Executor, businessId: number, id: number) {
  const [row] = await db
    .select()
    .from(paymentReminders)
    .where(and(eq(paymentReminders.businessId, businessId), eq(paymentReminders.id, id)))
    .for('update');
  return row;
}

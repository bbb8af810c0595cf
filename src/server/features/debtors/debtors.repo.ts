import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { customers, debtorEntries, debtors } from '#server/db/schema';

export type DebtorRow = typeof debtors.$inferSelect;
export type DebtorEntryRow = typeof debtorEntries.$inferSelect;

/** A debtor with its ledger sums (all cents). The balance is chargedCents − creditedCents − paidCents. */
export type DebtorWithSums = DebtorRow & { chargedCents: number; creditedCents: number; paidCents: number };

const sums = {
  chargedCents:
    sql<number>`coalesce((select sum(e.amount_cents) from debtor_entries e where e.business_id = "debtors"."business_id" and e.debtor_id = "debtors"."id" and e.kind = 'charge'), 0)`.mapWith(
      Number,
    ),
  creditedCents:
    sql<number>`coalesce((select sum(e.amount_cents) from debtor_entries e where e.business_id = "debtors"."business_id" and e.debtor_id = "debtors"."id" and e.kind = 'credit'), 0)`.mapWith(
      Number,
    ),
  paidCents:
    sql<number>`coalesce((select sum(e.amount_cents) from debtor_entries e where e.business_id = "debtors"."business_id" and e.debtor_id = "debtors"."id" and e.kind = 'payment'), 0)`.mapWith(
      Number,
    ),
};

export async function listDebtorsWithSums(db: Executor, businessId: number): Promise<DebtorWithSums[]> {
  return db
    .select({ debtor: debtors, ...sums })
    .from(debtors)
    .where(and(eq(debtors.businessId, businessId), eq(debtors.isActive, true)))
    .orderBy(asc(debtors.name), asc(debtors.id))
    .then((rows) =>
      rows.map((r) => ({ ...r.debtor, chargedCents: r.chargedCents, creditedCents: r.creditedCents, paidCents: r.paidCents })),
    );
}

export async function getDebtorWithSums(db: Executor, businessId: number, id: number): Promise<DebtorWithSums | undefined> {
  const rows = await db
    .select({ debtor: debtors, ...sums })
    .from(debtors)
    .where(and(eq(debtors.businessId, businessId), eq(debtors.id, id), eq(debtors.isActive, true)))
    .limit(1);
  const r = rows[0];
  return r && { ...r.debtor, chargedCents: r.chargedCents, creditedCents: r.creditedCents, paidCents: r.paidCents };
}

/** SELECT … FOR UPDATE: serialises every ledger write on one debtor. */
export async function lockDebtor(db: Executor, businessId: number, id: number): Promise<DebtorRow | undefined> {
  const rows = await db
    .select()
    .from(debtors)
    .where(and(eq(debtors.businessId, businessId), eq(debtors.id, id), eq(debtors.isActive, true)))
    .for('update')
    .limit(1);
  return rows[0];
}

export async function lockDebtorByPhone(db: Executor, businessId: number, phoneNormalized: string): Promise<DebtorRow | undefined> {
  const rows = await db
    .select()
    .from(debtors)
    .where(and(eq(debtors.businessId, businessId), eq(debtors.phoneNormalized, phoneNormalized)))
    .for('update')
    .limit(1);
  return rows[0];
}

/** Inserts a debtor, or does nothing when one with the same (business, normalised phone) exists. */
export async function insertDebtorIfAbsent(db: Executor, values: typeof debtors.$inferInsert): Promise<DebtorRow | undefined> {
  const rows = await db.insert(debtors).values(values).onConflictDoNothing().returning();
  return rows[0];
}

export async function insertDebtor(db: Executor, values: typeof debtors.$inferInsert): Promise<DebtorRow> {
  const [row] = await db.insert(debtors).values(values).returning();
  return row;
}

export async function updateDebtor(
  db: Executor,
  businessId: number,
  id: number,
  values: Partial<typeof debtors.$inferInsert>,
): Promise<DebtorRow> {
  const [row] = await db
    .update(debtors)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(debtors.businessId, businessId), eq(debtors.id, id)))
    .returning();
  return row;
}

export async function deleteDebtor(db: Executor, businessId: number, id: number): Promise<void> {
  await db.delete(debtors).where(and(eq(debtors.businessId, businessId), eq(debtors.id, id)));
}

export async function insertEntry(db: Executor, values: typeof debtorEntries.$inferInsert): Promise<DebtorEntryRow> {
  const [row] = await db.insert(debtorEntries).values(values).returning();
  return row;
}

/** Balance of one debtor straight from its entries (cents). */
export async function debtorBalanceCents(db: Executor, businessId: number, debtorId: number): Promise<number> {
  const rows = await db
    .select({
      balance:
        sql<number>`coalesce(sum(case when ${debtorEntries.kind} = 'charge' then ${debtorEntries.amountCents} else -${debtorEntries.amountCents} end), 0)`.mapWith(
          Number,
        ),
    })
    .from(debtorEntries)
    .where(and(eq(debtorEntries.businessId, businessId), eq(debtorEntries.debtorId, debtorId)));
  return rows[0]?.balance ?? 0;
}

export async function listEntries(
  db: Executor,
  businessId: number,
  debtorId: number,
  kind?: DebtorEntryRow['kind'],
): Promise<DebtorEntryRow[]> {
  return db
    .select()
    .from(debtorEntries)
    .where(
      and(eq(debtorEntries.businessId, businessId), eq(debtorEntries.debtorId, debtorId), kind ? eq(debtorEntries.kind, kind) : undefined),
    )
    .orderBy(desc(debtorEntries.entryDate), desc(debtorEntries.id));
}

/** Σ outstanding balances of the business's debtors (cents) — the dashboard's pending collections. */
export async function totalOutstandingCents(db: Executor, businessId: number): Promise<number> {
  const rows = await db
    .select({
      total:
        sql<number>`coalesce(sum(case when ${debtorEntries.kind} = 'charge' then ${debtorEntries.amountCents} else -${debtorEntries.amountCents} end), 0)`.mapWith(
          Number,
        ),
    })
    .from(debtorEntries)
    .innerJoin(debtors, and(eq(debtors.businessId, debtorEntries.businessId), eq(debtors.id, debtorEntries.debtorId)))
    .where(and(eq(debtorEntries.businessId, businessId), eq(debtors.isActive, true)));
  return rows[0]?.total ?? 0;
}

/** The credit limit of the business's CRM customer with this normalised phone: null when none or no limit. */
export async function crmCreditLimitCents(db: Executor, businessId: number, phoneNormalized: string): Promise<number | null> {
  const rows = await db
    .select({ limit: customers.creditLimitCents })
    .from(customers)
    .where(and(eq(customers.businessId, businessId), eq(customers.phoneNormalized, phoneNormalized)))
    .limit(1);
  return rows[0]?.limit ?? null;
}

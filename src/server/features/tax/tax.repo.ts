/**
 * SQL for the tax panel. Besides its own tables it READS (never writes) the sales feature's
 * `sales` and `sale_items` tables for revenue and output tax, and the audit trail (append-only;
 * written only by writeAudit) for the Audit tab and the audit export.
 */
import { and, asc, count, desc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  auditTrail,
  businesses,
  expenseCategories,
  financialTransactions,
  saleItems,
  sales,
  taxCalculations,
  taxConfigurations,
  users,
} from '../../db/schema';

export type TaxConfigurationRow = typeof taxConfigurations.$inferSelect;
export type ExpenseCategoryRow = typeof expenseCategories.$inferSelect;
export type TaxCalculationRow = typeof taxCalculations.$inferSelect;

const sumCents = (col: SQL | unknown) => sql<number>`coalesce(sum(${col}), 0)`.mapWith(Number);

// ---------------------------------------------------------------- configuration

export async function listConfigurations(db: Executor, businessId: number): Promise<TaxConfigurationRow[]> {
  return db
    .select()
    .from(taxConfigurations)
    .where(eq(taxConfigurations.businessId, businessId))
    .orderBy(desc(taxConfigurations.effectiveFrom), desc(taxConfigurations.id));
}

/** The row in force on a calendar date: the latest with effective_from ≤ date (newest id on ties). */
export async function configurationOn(db: Executor, businessId: number, date: string): Promise<TaxConfigurationRow | undefined> {
  const rows = await db
    .select()
    .from(taxConfigurations)
    .where(and(eq(taxConfigurations.businessId, businessId), lte(taxConfigurations.effectiveFrom, date)))
    .orderBy(desc(taxConfigurations.effectiveFrom), desc(taxConfigurations.id))
    .limit(1);
  return rows[0];
}

export async function insertConfiguration(db: Executor, values: typeof taxConfigurations.$inferInsert): Promise<TaxConfigurationRow> {
  const [row] = await db.insert(taxConfigurations).values(values).returning();
  return row;
}

// ---------------------------------------------------------------- expense categories

export async function countCategories(db: Executor, businessId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(expenseCategories).where(eq(expenseCategories.businessId, businessId));
  return row?.n ?? 0;
}

export async function listCategories(db: Executor, businessId: number): Promise<ExpenseCategoryRow[]> {
  return db
    .select()
    .from(expenseCategories)
    .where(eq(expenseCategories.businessId, businessId))
    .orderBy(asc(expenseCategories.name), asc(expenseCategories.id));
}

export async function getCategory(db: Executor, businessId: number, id: number): Promise<ExpenseCategoryRow | undefined> {
  const rows = await db
    .select()
    .from(expenseCategories)
    .where(and(eq(expenseCategories.businessId, businessId), eq(expenseCategories.id, id)))
    .limit(1);
  return rows[0];
}

export async function insertCategory(db: Executor, values: typeof expenseCategories.$inferInsert): Promise<ExpenseCategoryRow> {
  const [row] = await db.insert(expenseCategories).values(values).returning();
  return row;
}

export async function updateCategory(
  db: Executor,
  businessId: number,
  id: number,
  values: Partial<typeof expenseCategories.$inferInsert>,
): Promise<ExpenseCategoryRow | undefined> {
  const [row] = await db
    .update(expenseCategories)
    .set(values)
    .where(and(eq(expenseCategories.businessId, businessId), eq(expenseCategories.id, id)))
    .returning();
  return row;
}

export async function deleteCategory(db: Executor, businessId: number, id: number): Promise<void> {
  await db.delete(expenseCategories).where(and(eq(expenseCategories.businessId, businessId), eq(expenseCategories.id, id)));
}

export async function categoryUseCount(db: Executor, businessId: number, categoryId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(financialTransactions)
    .where(and(eq(financialTransactions.businessId, businessId), eq(financialTransactions.categoryId, categoryId)));
  return row?.n ?? 0;
}

// ---------------------------------------------------------------- expenses

export async function insertExpense(db: Executor, values: typeof financialTransactions.$inferInsert) {
  const [row] = await db.insert(financialTransactions).values(values).returning();
  return row;
}

const inRange = (businessId: number, start: Date, end: Date) =>
  and(
    eq(financialTransactions.businessId, businessId),
    gte(financialTransactions.transactionDate, start),
    lt(financialTransactions.transactionDate, end),
  );

export async function listExpenses(db: Executor, businessId: number, start: Date, end: Date) {
  return db
    .select({
      id: financialTransactions.id,
      categoryId: financialTransactions.categoryId,
      categoryName: expenseCategories.name,
      categoryCode: expenseCategories.code,
      taxDeductible: expenseCategories.taxDeductible,
      amountCents: financialTransactions.amountCents,
      description: financialTransactions.description,
      transactionDate: financialTransactions.transactionDate,
      createdAt: financialTransactions.createdAt,
    })
    .from(financialTransactions)
    .innerJoin(
      expenseCategories,
      and(eq(expenseCategories.businessId, financialTransactions.businessId), eq(expenseCategories.id, financialTransactions.categoryId)),
    )
    .where(inRange(businessId, start, end))
    .orderBy(desc(financialTransactions.transactionDate), desc(financialTransactions.id));
}

export type ExpenseTotals = {
  totalCents: number;
  count: number;
  deductibleCents: number;
  nonDeductibleCents: number;
  nonDeductibleCount: number;
};

export async function expenseTotals(db: Executor, businessId: number, start: Date, end: Date): Promise<ExpenseTotals> {
  const [row] = await db
    .select({
      totalCents: sumCents(financialTransactions.amountCents),
      count: sql<number>`count(*)`.mapWith(Number),
      deductibleCents:
        sql<number>`coalesce(sum(${financialTransactions.amountCents}) filter (where ${expenseCategories.taxDeductible}), 0)`.mapWith(
          Number,
        ),
      nonDeductibleCents:
        sql<number>`coalesce(sum(${financialTransactions.amountCents}) filter (where not ${expenseCategories.taxDeductible}), 0)`.mapWith(
          Number,
        ),
      nonDeductibleCount: sql<number>`count(*) filter (where not ${expenseCategories.taxDeductible})`.mapWith(Number),
    })
    .from(financialTransactions)
    .innerJoin(
      expenseCategories,
      and(eq(expenseCategories.businessId, financialTransactions.businessId), eq(expenseCategories.id, financialTransactions.categoryId)),
    )
    .where(inRange(businessId, start, end));
  return row;
}

export async function expensesByCategory(db: Executor, businessId: number, start: Date, end: Date) {
  return db
    .select({
      name: expenseCategories.name,
      code: expenseCategories.code,
      taxDeductible: expenseCategories.taxDeductible,
      totalCents: sumCents(financialTransactions.amountCents),
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(financialTransactions)
    .innerJoin(
      expenseCategories,
      and(eq(expenseCategories.businessId, financialTransactions.businessId), eq(expenseCategories.id, financialTransactions.categoryId)),
    )
    .where(inRange(businessId, start, end))
    .groupBy(expenseCategories.name, expenseCategories.code, expenseCategories.taxDeductible)
    .orderBy(asc(expenseCategories.name));
}

// ---------------------------------------------------------------- sales (read-only)

const salesInRange = (businessId: number, start: Date, end: Date) =>
  and(eq(sales.businessId, businessId), gte(sales.saleDate, start), lt(sales.saleDate, end));

export type SalesTotals = {
  revenueCents: number;
  vatCents: number;
  nbtCents: number;
  discountCents: number;
  totalCents: number;
  count: number;
};

/** Revenue = Σ (subtotal − discount): sales net of VAT and NBT, less discounts. */
export async function salesTotals(db: Executor, businessId: number, start: Date, end: Date): Promise<SalesTotals> {
  const [row] = await db
    .select({
      revenueCents: sumCents(sql`${sales.subtotalCents} - ${sales.discountCents}`),
      vatCents: sumCents(sales.vatCents),
      nbtCents: sumCents(sales.nbtCents),
      discountCents: sumCents(sales.discountCents),
      totalCents: sumCents(sales.totalCents),
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(sales)
    .where(salesInRange(businessId, start, end));
  return row;
}

/** Cost of goods sold: Σ of the lines' cost (buying price when sold × quantity, migration 0016). */
export async function costOfGoodsSold(db: Executor, businessId: number, start: Date, end: Date): Promise<number> {
  const [row] = await db
    .select({ cents: sumCents(saleItems.lineCostCents) })
    .from(saleItems)
    .where(and(eq(saleItems.businessId, businessId), gte(saleItems.saleDate, start), lt(saleItems.saleDate, end)));
  return row?.cents ?? 0;
}

export async function salesByPaymentMethod(db: Executor, businessId: number, start: Date, end: Date) {
  return db
    .select({
      paymentMethod: sales.paymentMethod,
      count: sql<number>`count(*)`.mapWith(Number),
      revenueCents: sumCents(sql`${sales.subtotalCents} - ${sales.discountCents}`),
      vatCents: sumCents(sales.vatCents),
      nbtCents: sumCents(sales.nbtCents),
      totalCents: sumCents(sales.totalCents),
    })
    .from(sales)
    .where(salesInRange(businessId, start, end))
    .groupBy(sales.paymentMethod)
    .orderBy(asc(sales.paymentMethod));
}

/** Sales summed per local day (time zone of the business). */
export async function salesByDay(db: Executor, businessId: number, start: Date, end: Date, timeZone: string) {
  const day = sql<string>`to_char(${sales.saleDate} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  return (
    db
      .select({
        day,
        count: sql<number>`count(*)`.mapWith(Number),
        revenueCents: sumCents(sql`${sales.subtotalCents} - ${sales.discountCents}`),
        vatCents: sumCents(sales.vatCents),
        nbtCents: sumCents(sales.nbtCents),
        totalCents: sumCents(sales.totalCents),
      })
      .from(sales)
      .where(salesInRange(businessId, start, end))
      // By position: the time zone is a bound parameter, so repeating the expression would not match.
      .groupBy(sql`1`)
      .orderBy(sql`1`)
  );
}

/**
 * Sale lines whose VAT rate differs from the configuration in force on the sale's local date
 * (or from the seeded default when no configuration row applies yet).
 */
export async function mismatchedVatItemCount(
  db: Executor,
  businessId: number,
  start: Date,
  end: Date,
  timeZone: string,
  defaultVatRateBp: number,
): Promise<number> {
  const inForce = sql`coalesce((select tc.vat_rate_bp from tax_configurations tc
      where tc.business_id = ${saleItems.businessId}
        and tc.effective_from <= (${saleItems.saleDate} at time zone ${timeZone})::date
      order by tc.effective_from desc, tc.id desc limit 1), ${defaultVatRateBp})`;
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(saleItems)
    .where(
      and(
        eq(saleItems.businessId, businessId),
        gte(saleItems.saleDate, start),
        lt(saleItems.saleDate, end),
        sql`${saleItems.vatRateBp} <> ${inForce}`,
      ),
    );
  return row?.n ?? 0;
}

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

export type PanelSales = SalesTotals & {
  costOfGoodsSoldCents: number;
  quarterRevenueCents: number;
  annualRevenueCents: number;
  /** The business's first instant: its creation or its first sale, whichever is earlier. */
  startedAt: Date | null;
};

/**
 * Every sales figure the tax panel needs in ONE statement (it was five round trips): the range's
 * totals and cost of goods sold, turnover of the rolling 3 and 12 months, and the business's start.
 */
export async function panelSales(
  db: Executor,
  businessId: number,
  w: { start: Date; end: Date; quarterStart: Date; annualStart: Date; windowEnd: Date },
): Promise<PanelSales> {
  const net = sql`${sales.subtotalCents} - ${sales.discountCents}`;
  const inRange = sql`${sales.saleDate} >= ${ts(w.start)} and ${sales.saleDate} < ${ts(w.end)}`;
  const since = (from: Date) => sql`${sales.saleDate} >= ${ts(from)} and ${sales.saleDate} < ${ts(w.windowEnd)}`;
  const sumIf = (col: SQL | unknown, cond: SQL) => sql<number>`coalesce(sum(${col}) filter (where ${cond}), 0)`.mapWith(Number);
  const earliest = w.start < w.annualStart ? w.start : w.annualStart;
  const latest = w.end > w.windowEnd ? w.end : w.windowEnd;
  const [row] = await db
    .select({
      revenueCents: sumIf(net, inRange),
      vatCents: sumIf(sales.vatCents, inRange),
      nbtCents: sumIf(sales.nbtCents, inRange),
      discountCents: sumIf(sales.discountCents, inRange),
      totalCents: sumIf(sales.totalCents, inRange),
      count: sql<number>`count(*) filter (where ${inRange})`.mapWith(Number),
      quarterRevenueCents: sumIf(net, since(w.quarterStart)),
      annualRevenueCents: sumIf(net, since(w.annualStart)),
      costOfGoodsSoldCents: sql<number>`(select coalesce(sum(si.line_cost_cents), 0) from sale_items si
        where si.business_id = ${businessId} and si.sale_date >= ${ts(w.start)} and si.sale_date < ${ts(w.end)})`.mapWith(Number),
      startedAt: sql<Date | null>`(select least(b.created_at, (select min(s1.sale_date) from sales s1 where s1.business_id = b.id))
        from businesses b where b.id = ${businessId})`.mapWith(businesses.createdAt),
    })
    .from(sales)
    .where(and(eq(sales.businessId, businessId), gte(sales.saleDate, earliest), lt(sales.saleDate, latest)));
  return row;
}

// ---------------------------------------------------------------- calculations

export async function listCalculations(db: Executor, businessId: number): Promise<TaxCalculationRow[]> {
  return db
    .select()
    .from(taxCalculations)
    .where(eq(taxCalculations.businessId, businessId))
    .orderBy(desc(taxCalculations.periodStart), desc(taxCalculations.id));
}

export async function getCalculationByPeriod(db: Executor, businessId: number, period: string, forUpdate = false) {
  const q = db
    .select()
    .from(taxCalculations)
    .where(and(eq(taxCalculations.businessId, businessId), eq(taxCalculations.period, period)))
    .limit(1);
  const rows = forUpdate ? await q.for('update') : await q;
  return rows[0];
}

export async function getCalculation(db: Executor, businessId: number, id: number, forUpdate = false) {
  const q = db
    .select()
    .from(taxCalculations)
    .where(and(eq(taxCalculations.businessId, businessId), eq(taxCalculations.id, id)))
    .limit(1);
  const rows = forUpdate ? await q.for('update') : await q;
  return rows[0];
}

export async function insertCalculation(db: Executor, values: typeof taxCalculations.$inferInsert): Promise<TaxCalculationRow> {
  const [row] = await db.insert(taxCalculations).values(values).returning();
  return row;
}

export async function updateCalculation(
  db: Executor,
  businessId: number,
  id: number,
  values: Partial<typeof taxCalculations.$inferInsert>,
) {
  const [row] = await db
    .update(taxCalculations)
    .set(values)
    .where(and(eq(taxCalculations.businessId, businessId), eq(taxCalculations.id, id)))
    .returning();
  return row;
}

// ---------------------------------------------------------------- audit trail (read-only)

export type AuditFilter = { action?: string | null; entityType?: string | null; start?: Date | null; end?: Date | null };

function auditWhere(businessId: number, f: AuditFilter) {
  const conds = [eq(auditTrail.businessId, businessId)];
  if (f.action) conds.push(eq(auditTrail.action, f.action));
  if (f.entityType) conds.push(eq(auditTrail.entityType, f.entityType));
  if (f.start) conds.push(gte(auditTrail.createdAt, f.start));
  if (f.end) conds.push(lt(auditTrail.createdAt, f.end));
  return and(...conds);
}

const auditColumns = {
  id: auditTrail.id,
  action: auditTrail.action,
  entityType: auditTrail.entityType,
  entityId: auditTrail.entityId,
  createdAt: auditTrail.createdAt,
  userId: auditTrail.userId,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

/** The newest entries only (the panel's preview): no count, one round trip. */
export async function recentAudit(db: Executor, businessId: number, limit: number) {
  return db
    .select(auditColumns)
    .from(auditTrail)
    .leftJoin(users, eq(users.id, auditTrail.userId))
    .where(eq(auditTrail.businessId, businessId))
    .orderBy(desc(auditTrail.createdAt), desc(auditTrail.id))
    .limit(limit);
}

export async function auditPage(db: Executor, businessId: number, f: AuditFilter, limit: number, offset: number) {
  const where = auditWhere(businessId, f);
  const [totalRow] = await db.select({ n: count() }).from(auditTrail).where(where);
  const rows = await db
    .select(auditColumns)
    .from(auditTrail)
    .leftJoin(users, eq(users.id, auditTrail.userId))
    .where(where)
    .orderBy(desc(auditTrail.createdAt), desc(auditTrail.id))
    .limit(limit)
    .offset(offset);
  return { total: totalRow?.n ?? 0, rows };
}

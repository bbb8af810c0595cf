import type { z } from 'zod';
import type {
  AuditPage,
  AuditQuery,
  CalculateInput,
  CalculationStatusInput,
  DateRangeQuery,
  Expense,
  ExpenseCategory,
  ExpenseCategoryInput,
  ExpenseInput,
  TaxCalculation,
  TaxConfiguration,
  TaxConfigurationInput,
  TaxConfigurationResponse,
  TaxPanelData,
} from '../../../shared/contracts/tax';
import { TAX_MESSAGES } from '../../../shared/contracts/tax';
import { fromBasisPoints, fromCents, toBasisPoints, toCents } from '../../../shared/domain/money';
import { buildTaxAlerts, closedPeriodsDue } from '../../../shared/domain/tax-alerts';
import { DEFAULT_TAX_CONFIG, computePeriodTax, computeProfitSnapshot, type TaxConfig } from '../../../shared/domain/tax';
import { parseTaxPeriod, type TaxPeriod } from '../../../shared/domain/tax-period';
import { parseDateOnly, toZonedDateString, zonedMidnight } from '../../../shared/domain/time-zone';
import type { Database, Executor } from '../../db/client';
import { AppError, conflict, isUniqueViolation, notFound } from '../../lib/app-error';
import { writeAudit } from '../audit/audit.service';
import { getBusinessSettings } from '../settings/settings.service';
import * as repo from './tax.repo';

type Ctx = { businessId: number; userId: string };

// ---------------------------------------------------------------- dates

export async function businessTimeZone(db: Executor, businessId: number): Promise<string> {
  return (await getBusinessSettings(db, businessId)).timeZone || 'Asia/Colombo';
}

/** The instant a local calendar day 'YYYY-MM-DD' begins. */
export function localDayStart(date: string, timeZone: string): Date {
  const d = parseDateOnly(date);
  if (!d) throw new AppError('VALIDATION_FAILED', 400, 'Enter a valid date');
  return zonedMidnight(d.year, d.month, d.day, timeZone);
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** [start, end) instants of a tax period in the business's time zone. */
export function periodRange(period: TaxPeriod, timeZone: string): { start: Date; end: Date } {
  return { start: localDayStart(isoDay(period.start), timeZone), end: localDayStart(isoDay(period.end), timeZone) };
}

// ---------------------------------------------------------------- configuration

export type EffectiveTaxConfig = TaxConfig & {
  id: number | null;
  effectiveFrom: string | null;
  vatRegistered: boolean;
  tin: string | null;
  vatNumber: string | null;
  createdAt: Date | null;
};

function effectiveFromRow(row: repo.TaxConfigurationRow | undefined): EffectiveTaxConfig {
  if (!row)
    return { ...DEFAULT_TAX_CONFIG, id: null, effectiveFrom: null, vatRegistered: false, tin: null, vatNumber: null, createdAt: null };
  return {
    id: row.id,
    effectiveFrom: row.effectiveFrom,
    vatRateBp: row.vatRateBp,
    nbtRateBp: row.nbtRateBp,
    ssclRateBp: row.ssclRateBp,
    ssclLiableShareBp: row.ssclLiableShareBp,
    annualVatThresholdCents: row.annualVatThresholdCents,
    quarterlyVatThresholdCents: row.quarterlyVatThresholdCents,
    incomeTaxMode: row.incomeTaxMode,
    companyIncomeTaxRateBp: row.companyIncomeTaxRateBp,
    vatRegistered: row.vatRegistered,
    tin: row.tin,
    vatNumber: row.vatNumber,
    createdAt: row.createdAt,
  };
}

/** The configuration in force on a local calendar date; the seeded defaults when none is saved. */
export async function getEffectiveConfiguration(db: Executor, businessId: number, date: string): Promise<EffectiveTaxConfig> {
  return effectiveFromRow(await repo.configurationOn(db, businessId, date));
}

export async function getEffectiveConfigurationToday(db: Executor, businessId: number): Promise<EffectiveTaxConfig> {
  const tz = await businessTimeZone(db, businessId);
  return getEffectiveConfiguration(db, businessId, toZonedDateString(new Date(), tz));
}

export function toConfigurationResponse(c: EffectiveTaxConfig): TaxConfiguration {
  return {
    id: c.id,
    effectiveFrom: c.effectiveFrom,
    vatRate: fromBasisPoints(c.vatRateBp),
    nbtRate: fromBasisPoints(c.nbtRateBp),
    ssclRate: fromBasisPoints(c.ssclRateBp),
    ssclLiableShare: fromBasisPoints(c.ssclLiableShareBp),
    vatRegistered: c.vatRegistered,
    tin: c.tin,
    vatNumber: c.vatNumber,
    annualVatThreshold: fromCents(c.annualVatThresholdCents),
    quarterlyVatThreshold: fromCents(c.quarterlyVatThresholdCents),
    incomeTaxMode: c.incomeTaxMode,
    companyIncomeTaxRate: fromBasisPoints(c.companyIncomeTaxRateBp),
    createdAt: c.createdAt ? c.createdAt.toISOString() : null,
  };
}

export async function getConfiguration(db: Executor, businessId: number): Promise<TaxConfigurationResponse> {
  const current = await getEffectiveConfigurationToday(db, businessId);
  const history = await repo.listConfigurations(db, businessId);
  return { ...toConfigurationResponse(current), history: history.map((r) => toConfigurationResponse(effectiveFromRow(r))) };
}

/** Never updates a row: inserts a new one effective from the given date (default: today, local). */
export async function saveConfiguration(
  db: Database,
  ctx: Ctx,
  input: z.output<typeof TaxConfigurationInput>,
): Promise<TaxConfigurationResponse> {
  const tz = await businessTimeZone(db, ctx.businessId);
  const effectiveFrom = input.effectiveFrom ?? toZonedDateString(new Date(), tz);
  await db.transaction(async (tx) => {
    const before = await repo.configurationOn(tx, ctx.businessId, effectiveFrom);
    const row = await repo.insertConfiguration(tx, {
      businessId: ctx.businessId,
      effectiveFrom,
      vatRateBp: toBasisPoints(input.vatRate),
      nbtRateBp: toBasisPoints(input.nbtRate),
      ssclRateBp: toBasisPoints(input.ssclRate),
      ssclLiableShareBp: toBasisPoints(input.ssclLiableShare),
      vatRegistered: input.vatRegistered,
      tin: input.tin ?? null,
      vatNumber: input.vatNumber ?? null,
      annualVatThresholdCents: toCents(input.annualVatThreshold),
      quarterlyVatThresholdCents: toCents(input.quarterlyVatThreshold),
      incomeTaxMode: input.incomeTaxMode,
      companyIncomeTaxRateBp: toBasisPoints(input.companyIncomeTaxRate),
      createdBy: ctx.userId,
    });
    await writeAudit(tx, {
      businessId: ctx.businessId,
      userId: ctx.userId,
      action: 'tax_configuration.create',
      entityType: 'tax_configuration',
      entityId: row.id,
      before: before ? toConfigurationResponse(effectiveFromRow(before)) : null,
      after: toConfigurationResponse(effectiveFromRow(row)),
    });
  });
  return getConfiguration(db, ctx.businessId);
}

/** What a receipt or invoice needs to be a Sri Lankan tax invoice (DECISIONS.md "Tax invoice"). */
export async function getTaxInvoiceProfile(
  executor: Executor,
  businessId: number,
  date: Date = new Date(),
): Promise<{ vatRegistered: boolean; tin: string | null; vatNumber: string | null; vatRateBp: number; nbtRateBp: number }> {
  const tz = await businessTimeZone(executor, businessId);
  const c = await getEffectiveConfiguration(executor, businessId, toZonedDateString(date, tz));
  return { vatRegistered: c.vatRegistered, tin: c.tin, vatNumber: c.vatNumber, vatRateBp: c.vatRateBp, nbtRateBp: c.nbtRateBp };
}

// ---------------------------------------------------------------- expense categories

/** A Sri Lankan small-shop set, seeded when a business is created (migration 'expense-category-defaults'). */
export const DEFAULT_EXPENSE_CATEGORIES: { name: string; code: string; description: string; taxDeductible: boolean }[] = [
  { name: 'Rent', code: 'RENT', description: 'Shop and storage rent', taxDeductible: true },
  { name: 'Utilities', code: 'UTIL', description: 'Electricity, water, telephone', taxDeductible: true },
  { name: 'Salaries and wages', code: 'SAL', description: 'Staff salaries and wages', taxDeductible: true },
  { name: 'EPF/ETF contributions', code: 'EPF', description: "Employer's EPF and ETF contributions", taxDeductible: true },
  { name: 'Purchases of stock', code: 'PUR', description: 'Goods bought for resale', taxDeductible: true },
  { name: 'Transport', code: 'TRN', description: 'Delivery, fuel and hires', taxDeductible: true },
  { name: 'Bank charges', code: 'BNK', description: 'Bank and card fees', taxDeductible: true },
  { name: 'Repairs and maintenance', code: 'REP', description: 'Repairs to the shop and equipment', taxDeductible: true },
  { name: 'Marketing and advertising', code: 'MKT', description: 'Advertising, signage and promotions', taxDeductible: true },
  { name: 'Entertainment', code: 'ENT', description: 'Entertainment (not deductible)', taxDeductible: false },
];

const toCategory = (r: repo.ExpenseCategoryRow): ExpenseCategory => ({
  id: r.id,
  name: r.name,
  code: r.code,
  description: r.description,
  taxDeductible: r.taxDeductible,
});

export async function listExpenseCategories(db: Executor, businessId: number): Promise<ExpenseCategory[]> {
  return (await repo.listCategories(db, businessId)).map(toCategory);
}

const duplicateCode = () =>
  new AppError('CONFLICT', 409, 'An expense category with this code already exists', { code: ['Code already in use'] });

export async function createExpenseCategory(
  db: Database,
  ctx: Ctx,
  input: z.output<typeof ExpenseCategoryInput>,
): Promise<ExpenseCategory> {
  try {
    return await db.transaction(async (tx) => {
      const row = await repo.insertCategory(tx, { businessId: ctx.businessId, ...input, description: input.description ?? null });
      await writeAudit(tx, {
        ...ctx,
        action: 'expense_category.create',
        entityType: 'expense_category',
        entityId: row.id,
        after: toCategory(row),
      });
      return toCategory(row);
    });
  } catch (err) {
    if (isUniqueViolation(err, 'expense_categories_business_code_key')) throw duplicateCode();
    throw err;
  }
}

export async function updateExpenseCategory(
  db: Database,
  ctx: Ctx,
  id: number,
  input: z.output<typeof ExpenseCategoryInput>,
): Promise<ExpenseCategory> {
  try {
    return await db.transaction(async (tx) => {
      const before = await repo.getCategory(tx, ctx.businessId, id);
      if (!before) throw notFound('Expense category');
      const row = await repo.updateCategory(tx, ctx.businessId, id, { ...input, description: input.description ?? null });
      if (!row) throw notFound('Expense category');
      await writeAudit(tx, {
        ...ctx,
        action: 'expense_category.update',
        entityType: 'expense_category',
        entityId: id,
        before: toCategory(before),
        after: toCategory(row),
      });
      return toCategory(row);
    });
  } catch (err) {
    if (isUniqueViolation(err, 'expense_categories_business_code_key')) throw duplicateCode();
    throw err;
  }
}

export async function deleteExpenseCategory(db: Database, ctx: Ctx, id: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const before = await repo.getCategory(tx, ctx.businessId, id);
      if (!before) throw notFound('Expense category');
      if ((await repo.categoryUseCount(tx, ctx.businessId, id)) > 0) throw conflict(TAX_MESSAGES.categoryInUse);
      await repo.deleteCategory(tx, ctx.businessId, id);
      await writeAudit(tx, {
        ...ctx,
        action: 'expense_category.delete',
        entityType: 'expense_category',
        entityId: id,
        before: toCategory(before),
      });
    });
  } catch (err) {
    // An expense recorded concurrently: the composite foreign key refuses the delete.
    if (
      (err as { code?: string; cause?: { code?: string } })?.code === '23503' ||
      (err as { cause?: { code?: string } })?.cause?.code === '23503'
    )
      throw conflict(TAX_MESSAGES.categoryInUse);
    throw err;
  }
}

// ---------------------------------------------------------------- expenses

type ExpenseRow = Awaited<ReturnType<typeof repo.listExpenses>>[number];
const toExpense = (r: ExpenseRow): Expense => ({
  id: r.id,
  categoryId: r.categoryId,
  categoryName: r.categoryName,
  categoryCode: r.categoryCode,
  taxDeductible: r.taxDeductible,
  amount: fromCents(r.amountCents),
  description: r.description,
  date: r.transactionDate.toISOString(),
  createdAt: r.createdAt.toISOString(),
});

export async function recordExpense(db: Database, ctx: Ctx, input: z.output<typeof ExpenseInput>): Promise<Expense> {
  const tz = await businessTimeZone(db, ctx.businessId);
  const when = !input.date ? new Date() : input.date.length === 10 ? localDayStart(input.date, tz) : new Date(input.date);
  return db.transaction(async (tx) => {
    const category = await repo.getCategory(tx, ctx.businessId, input.categoryId);
    if (!category) throw notFound('Expense category');
    const row = await repo.insertExpense(tx, {
      businessId: ctx.businessId,
      type: 'expense',
      categoryId: category.id,
      amountCents: toCents(input.amount),
      description: input.description ?? null,
      transactionDate: when,
      createdBy: ctx.userId,
    });
    const expense = toExpense({
      ...row,
      categoryName: category.name,
      categoryCode: category.code,
      taxDeductible: category.taxDeductible,
    });
    await writeAudit(tx, { ...ctx, action: 'expense.create', entityType: 'financial_transaction', entityId: row.id, after: expense });
    return expense;
  });
}

/** [from, to] local days → instants; defaults: first of this month → today. */
export async function resolveRange(
  db: Executor,
  businessId: number,
  q: z.output<typeof DateRangeQuery>,
): Promise<{ from: string; to: string; start: Date; end: Date; timeZone: string }> {
  const timeZone = await businessTimeZone(db, businessId);
  const today = toZonedDateString(new Date(), timeZone);
  const from = q.from ?? `${today.slice(0, 8)}01`;
  const to = q.to ?? today;
  if (from > to)
    throw new AppError('VALIDATION_FAILED', 400, 'From date must not be after To date', { from: ['From date must not be after To date'] });
  return { from, to, start: localDayStart(from, timeZone), end: localDayStart(addDays(to, 1), timeZone), timeZone };
}

export async function listExpenses(db: Executor, businessId: number, q: z.output<typeof DateRangeQuery>): Promise<Expense[]> {
  const r = await resolveRange(db, businessId, q);
  return (await repo.listExpenses(db, businessId, r.start, r.end)).map(toExpense);
}

// ---------------------------------------------------------------- calculations

export function toCalculation(r: repo.TaxCalculationRow): TaxCalculation {
  return {
    id: r.id,
    period: r.period,
    periodLabel: parseTaxPeriod(r.period).label,
    periodStart: r.periodStart,
    periodEnd: r.periodEnd,
    status: r.status,
    totalTax: fromCents(r.totalTaxCents),
    vatAmount: fromCents(r.vatCents),
    nbtAmount: fromCents(r.nbtCents),
    ssclAmount: fromCents(r.ssclCents),
    incomeTaxAmount: fromCents(r.incomeTaxCents),
    revenue: fromCents(r.revenueCents),
    expenses: fromCents(r.expensesCents),
    deductibleExpenses: fromCents(r.deductibleExpensesCents),
    taxableIncome: fromCents(r.taxableIncomeCents),
    salesCount: r.salesCount,
    vatRate: fromBasisPoints(r.vatRateBp),
    nbtRate: fromBasisPoints(r.nbtRateBp),
    ssclRate: fromBasisPoints(r.ssclRateBp),
    ssclLiableShare: fromBasisPoints(r.ssclLiableShareBp),
    incomeTaxMode: r.incomeTaxMode,
    incomeTaxRate: r.incomeTaxRateBp == null ? null : fromBasisPoints(r.incomeTaxRateBp),
    calculatedAt: r.calculatedAt.toISOString(),
  };
}

/**
 * Calculates a month or quarter from its sales and expenses, with the configuration in force on
 * the period's last day (today, for a period still running). Replaces an earlier calculation of
 * the period unless it was marked submitted or paid.
 */
export async function calculate(db: Database, ctx: Ctx, input: z.output<typeof CalculateInput>): Promise<TaxCalculation> {
  const period = parseTaxPeriod(input.period);
  const tz = await businessTimeZone(db, ctx.businessId);
  const today = toZonedDateString(new Date(), tz);
  if (isoDay(period.start) > today) {
    throw new AppError('VALIDATION_FAILED', 400, 'This period has not started yet', { period: ['This period has not started yet'] });
  }
  const lastDay = addDays(isoDay(period.end), -1);
  const configDate = lastDay < today ? lastDay : today;
  const { start, end } = periodRange(period, tz);

  return db.transaction(async (tx) => {
    const existing = await repo.getCalculationByPeriod(tx, ctx.businessId, input.period, true);
    if (existing && (existing.status === 'submitted' || existing.status === 'paid')) throw conflict(TAX_MESSAGES.calculationLocked);

    const config = await getEffectiveConfiguration(tx, ctx.businessId, configDate);
    const s = await repo.salesTotals(tx, ctx.businessId, start, end);
    const e = await repo.expenseTotals(tx, ctx.businessId, start, end);
    const result = computePeriodTax({
      revenueCents: s.revenueCents,
      vatCents: s.vatCents,
      nbtCents: s.nbtCents,
      expensesCents: e.totalCents,
      deductibleExpensesCents: e.deductibleCents,
      months: period.months,
      config,
    });
    const values = {
      businessId: ctx.businessId,
      period: input.period,
      periodStart: isoDay(period.start),
      periodEnd: lastDay,
      status: 'calculated' as const,
      configurationId: config.id,
      revenueCents: s.revenueCents,
      vatCents: s.vatCents,
      nbtCents: s.nbtCents,
      ssclCents: result.ssclCents,
      expensesCents: e.totalCents,
      deductibleExpensesCents: e.deductibleCents,
      taxableIncomeCents: result.taxableIncomeCents,
      incomeTaxCents: result.incomeTaxCents,
      totalTaxCents: result.totalTaxCents,
      salesCount: s.count,
      vatRateBp: config.vatRateBp,
      nbtRateBp: config.nbtRateBp,
      ssclRateBp: config.ssclRateBp,
      ssclLiableShareBp: config.ssclLiableShareBp,
      incomeTaxMode: config.incomeTaxMode,
      incomeTaxRateBp: config.incomeTaxMode === 'company' ? config.companyIncomeTaxRateBp : null,
      calculatedBy: ctx.userId,
      calculatedAt: new Date(),
    };
    let row: repo.TaxCalculationRow;
    if (existing) {
      row = (await repo.updateCalculation(tx, ctx.businessId, existing.id, values))!;
    } else {
      try {
        row = await repo.insertCalculation(tx, values);
      } catch (err) {
        if (isUniqueViolation(err, 'tax_calculations_business_period_key'))
          throw conflict('This period is being calculated by someone else; try again');
        throw err;
      }
    }
    await writeAudit(tx, {
      ...ctx,
      action: existing ? 'tax_calculation.recalculate' : 'tax_calculation.create',
      entityType: 'tax_calculation',
      entityId: row.id,
      before: existing ? toCalculation(existing) : null,
      after: toCalculation(row),
    });
    return toCalculation(row);
  });
}

const NEXT_STATUSES: Record<string, readonly string[]> = {
  draft: ['submitted', 'paid'],
  calculated: ['submitted', 'paid'],
  submitted: ['paid'],
  paid: [],
};

export async function setCalculationStatus(
  db: Database,
  ctx: Ctx,
  id: number,
  input: z.output<typeof CalculationStatusInput>,
): Promise<TaxCalculation> {
  return db.transaction(async (tx) => {
    const before = await repo.getCalculation(tx, ctx.businessId, id, true);
    if (!before) throw notFound('Tax calculation');
    if (!NEXT_STATUSES[before.status]?.includes(input.status)) {
      throw conflict(`A ${before.status} calculation cannot be marked ${input.status}`);
    }
    const row = (await repo.updateCalculation(tx, ctx.businessId, id, { status: input.status, statusChangedAt: new Date() }))!;
    await writeAudit(tx, {
      ...ctx,
      action: `tax_calculation.${input.status}`,
      entityType: 'tax_calculation',
      entityId: id,
      before: { status: before.status },
      after: { status: row.status },
    });
    return toCalculation(row);
  });
}

// ---------------------------------------------------------------- audit

type AuditDbRow = Awaited<ReturnType<typeof repo.auditPage>>['rows'][number];
export const toAuditRow = (r: AuditDbRow) => ({
  id: r.id,
  action: r.action,
  entityType: r.entityType,
  entityId: r.entityId,
  timestamp: r.createdAt.toISOString(),
  userId: r.userId,
  userName: [r.firstName, r.lastName].filter(Boolean).join(' ') || r.email || null,
});

export async function getAuditPage(db: Executor, businessId: number, q: z.output<typeof AuditQuery>): Promise<AuditPage> {
  const tz = await businessTimeZone(db, businessId);
  const start = q.from ? localDayStart(q.from, tz) : null;
  const end = q.to ? localDayStart(addDays(q.to, 1), tz) : null;
  const { total, rows } = await repo.auditPage(
    db,
    businessId,
    { action: q.action, entityType: q.entityType, start, end },
    q.pageSize,
    (q.page - 1) * q.pageSize,
  );
  return { items: rows.map(toAuditRow), total, page: q.page, pageSize: q.pageSize };
}

// ---------------------------------------------------------------- panel data

export async function getPanelData(db: Executor, businessId: number, q: z.output<typeof DateRangeQuery>): Promise<TaxPanelData> {
  const r = await resolveRange(db, businessId, q);
  const today = toZonedDateString(new Date(), r.timeZone);
  const config = await getEffectiveConfiguration(db, businessId, today);

  // Rolling windows end now: the last 3 and 12 months of turnover, by local day.
  const tomorrow = localDayStart(addDays(today, 1), r.timeZone);
  const back = (months: number) => {
    const d = new Date(`${today}T00:00:00Z`);
    d.setUTCMonth(d.getUTCMonth() - months);
    return localDayStart(addDays(isoDay(d), 1), r.timeZone);
  };
  // Few round trips (this page was slow): all sales figures in one statement, the audit preview
  // without a count.
  const s = await repo.panelSales(db, businessId, {
    start: r.start,
    end: r.end,
    quarterStart: back(3),
    annualStart: back(12),
    windowEnd: tomorrow,
  });
  const cogs = s.costOfGoodsSoldCents;
  const e = await repo.expenseTotals(db, businessId, r.start, r.end);
  const calculations = await repo.listCalculations(db, businessId);
  const categories = await repo.listCategories(db, businessId);
  const audit = await repo.recentAudit(db, businessId, 20);
  const mismatched = await repo.mismatchedVatItemCount(db, businessId, r.start, r.end, r.timeZone, DEFAULT_TAX_CONFIG.vatRateBp);
  const calculated = new Set(calculations.map((c) => c.period));
  // Periods before the business's first sale or creation are not its to file (issue 13, point 9).
  const closed = closedPeriodsDue(today, s.startedAt && toZonedDateString(s.startedAt, r.timeZone)).map((p) => ({
    ...p,
    calculated: calculated.has(p.period),
  }));

  const profit = computeProfitSnapshot({ revenueCents: s.revenueCents, costOfGoodsSoldCents: cogs, expensesCents: e.totalCents });
  const alerts = buildTaxAlerts({
    vatRegistered: config.vatRegistered,
    vatNumber: config.vatNumber,
    quarterTurnoverCents: s.quarterRevenueCents,
    annualTurnoverCents: s.annualRevenueCents,
    quarterlyThresholdCents: config.quarterlyVatThresholdCents,
    annualThresholdCents: config.annualVatThresholdCents,
    mismatchedItemCount: mismatched,
    configuredVatRateBp: config.vatRateBp,
    closedPeriods: closed,
    expensesCents: e.totalCents,
    revenueCents: s.revenueCents,
    nonDeductibleCents: e.nonDeductibleCents,
    nonDeductibleCount: e.nonDeductibleCount,
  });

  return {
    range: { from: r.from, to: r.to },
    snapshot: {
      totalRevenue: fromCents(s.revenueCents),
      costOfGoodsSold: fromCents(cogs),
      grossProfit: fromCents(profit.grossProfitCents),
      totalExpenses: fromCents(e.totalCents),
      transactionCount: e.count,
      netProfit: fromCents(profit.netProfitCents),
      profitMargin: profit.profitMarginPercent,
    },
    calculations: calculations.map(toCalculation),
    expenseCategories: categories.map(toCategory),
    exceptionAlerts: alerts.map((a) => ({ code: a.code, severity: a.severity, message: a.message, recommendation: a.recommendation })),
    auditTrail: audit.map(toAuditRow),
    configuration: toConfigurationResponse(config),
  };
}

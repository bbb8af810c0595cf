/**
 * Tax calculations: a month or quarter computed from its sales and expenses with the configuration
 * in force on its last day, stored until it is submitted or paid (then locked).
 */
import type { z } from 'zod';
import type { CalculateInput, CalculationStatusInput, TaxCalculation } from '#shared/contracts/tax';

import { fromBasisPoints, fromCents } from '#shared/domain/money';
import { ssclLiableForPeriod } from '#shared/domain/sscl';
import { computePeriodTax } from '#shared/domain/tax';
import { ssclNote } from '#shared/domain/vat-return';
import { parseTaxPeriod, taxPeriodBounds, type TaxPeriod } from '#shared/domain/tax-period';
import { toZonedDateString } from '#shared/domain/time-zone';
import type { Database, Executor, Tx } from '#server/db/client';
import { AppError, isUniqueViolation } from '#server/lib/app-error';
import { writeAudit } from '#server/kernel/audit';
import { getBusinessTimeZone } from '#server/kernel/business-time-zone';
import * as expensesRepo from './expenses.repo';
import * as repo from './tax-calculations.repo';
import { getEffectiveConfiguration, type EffectiveTaxConfig } from './tax-configuration.service';
import { addDays, isoDay } from './tax-dates';
import { periodDays, periodExemptCents, periodSalesTotals, periodSsclExemptCents, type PeriodSalesTotals } from './tax-sales';
import { periodVatInputs, type PeriodVatInputs } from './tax-vat';

type Ctx = { businessId: number; userId: string };

/** Why SSCL was not charged: not registered (since migration 0050), or below the threshold a past calculation used. */
function ssclReason(r: repo.TaxCalculationRow): 'not_registered' | 'below_threshold' | null {
  if (r.ssclApplies) return null;
  return r.ssclThresholdCents == null ? 'not_registered' : 'below_threshold';
}

/** The English sentence of the tax report (filed with the IRD, so English on every language). */
export function ssclReportNote(r: repo.TaxCalculationRow): string | null {
  const reason = ssclReason(r);
  if (reason === 'below_threshold') return ssclNote(r.revenueCents, r.ssclThresholdCents!);
  return reason === 'not_registered' ? SSCL_NOT_REGISTERED_NOTE : null;
}

export const SSCL_NOT_REGISTERED_NOTE = 'The business is not SSCL-registered for this period, so SSCL does not apply.';

export function toCalculation(r: repo.TaxCalculationRow): TaxCalculation {
  return {
    id: r.id,
    period: r.period,
    periodLabel: parseTaxPeriod(r.period).label,
    periodStart: r.periodStart,
    periodEnd: r.periodEnd,
    status: r.status,
    totalTax: fromCents(r.totalTaxCents),
    // vatAmount is what the period owes in VAT: the payable (before migration 0024, the output VAT).
    vatAmount: fromCents(r.vatPayableCents),
    outputVat: fromCents(r.vatCents),
    inputVat: fromCents(r.inputVatCents),
    vatCreditBroughtForward: fromCents(r.vatCreditBroughtForwardCents),
    vatPayable: fromCents(r.vatPayableCents),
    vatCreditCarriedForward: fromCents(r.vatCreditCarriedForwardCents),
    taxableTurnover: fromCents(r.taxableTurnoverCents),
    exemptTurnover: fromCents(r.exemptTurnoverCents),
    ssclApplies: r.ssclApplies,
    ssclThreshold: r.ssclThresholdCents == null ? null : fromCents(r.ssclThresholdCents),
    ssclReason: ssclReason(r),
    ssclNote: ssclReportNote(r),
    ssclTurnover: r.ssclTurnoverCents == null ? null : fromCents(r.ssclTurnoverCents),
    nbtAmount: fromCents(r.nbtCents),
    ssclAmount: fromCents(r.ssclCents),
    incomeTaxAmount: fromCents(r.incomeTaxCents),
    revenue: fromCents(r.revenueCents),
    expenses: fromCents(r.expensesCents),
    deductibleExpenses: fromCents(r.deductibleExpensesCents),
    costOfGoodsSold: fromCents(r.costOfGoodsSoldCents),
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

/** A period on the business's clock: its [start, end) instants, last local day and the day whose configuration applies. */
export type ZonedTaxPeriod = {
  period: TaxPeriod;
  timeZone: string;
  start: Date;
  end: Date;
  lastDay: string;
  configDate: string;
  today: string;
};

export async function zonedTaxPeriod(db: Executor, businessId: number, periodCode: string): Promise<ZonedTaxPeriod> {
  const period = parseTaxPeriod(periodCode);
  const timeZone = await getBusinessTimeZone(db, businessId);
  const today = toZonedDateString(new Date(), timeZone);
  const lastDay = addDays(isoDay(period.end), -1);
  // The configuration in force on the period's last day (today, for a period still running).
  const configDate = lastDay < today ? lastDay : today;
  return { period, timeZone, ...taxPeriodBounds(period, timeZone), lastDay, configDate, today };
}

export type PeriodFigures = {
  config: EffectiveTaxConfig;
  sales: PeriodSalesTotals & { costOfGoodsSoldCents: number };
  expenses: expensesRepo.ExpenseTotals;
  exemptCents: number;
  vat: PeriodVatInputs;
  tax: ReturnType<typeof computePeriodTax>;
};

/** The live figures of a period: its sales, expenses, input VAT, configuration and the tax they give. */
export async function periodFigures(db: Executor, businessId: number, p: ZonedTaxPeriod): Promise<PeriodFigures> {
  const config = await getEffectiveConfiguration(db, businessId, p.configDate);
  const days = periodDays(p);
  const sales = await periodSalesTotals(db, businessId, days);
  const exemptCents = await periodExemptCents(db, businessId, days);
  const ssclLiable = ssclLiableForPeriod(config, { firstDay: days.from, lastDay: days.to });
  const ssclExemptCents = ssclLiable ? await periodSsclExemptCents(db, businessId, days) : 0;
  const expenses = await expensesRepo.expenseTotals(db, businessId, p.start, p.end);
  const vat = await periodVatInputs(
    db,
    businessId,
    { ...days, start: p.start, end: p.end, quarter: p.period.kind === 'quarter' },
    expenses,
  );
  const tax = computePeriodTax({
    revenueCents: sales.revenueCents,
    exemptTurnoverCents: exemptCents,
    vatCents: sales.vatCents,
    nbtCents: sales.nbtCents,
    vatRegistered: config.vatRegistered,
    inputVatCents: vat.inputVatCents,
    vatCreditBroughtForwardCents: vat.creditBroughtForwardCents,
    costOfGoodsSoldCents: sales.costOfGoodsSoldCents,
    expensesCents: expenses.totalCents,
    deductibleExpensesCents: deductibleExpensesCents(config.vatRegistered, expenses),
    ssclLiable,
    ssclExemptTurnoverCents: ssclExemptCents,
    months: p.period.months,
    config,
  });
  return { config, sales, expenses, exemptCents, vat, tax };
}

/**
 * Deductible expenses for income tax: a VAT-registered shop claims its expenses' input VAT back,
 * so that part is not also a deductible expense; for a shop that is not registered it is cost.
 */
export function deductibleExpensesCents(vatRegistered: boolean, e: expensesRepo.ExpenseTotals): number {
  return vatRegistered ? e.deductibleCents - e.deductibleInputVatCents : e.deductibleCents;
}

function calculationValues(ctx: Ctx, periodCode: string, p: ZonedTaxPeriod, f: PeriodFigures) {
  return {
    businessId: ctx.businessId,
    period: periodCode,
    periodStart: isoDay(p.period.start),
    periodEnd: p.lastDay,
    status: 'calculated' as const,
    configurationId: f.config.id,
    revenueCents: f.sales.revenueCents,
    vatCents: f.sales.vatCents,
    inputVatCents: f.tax.inputVatCents,
    vatCreditBroughtForwardCents: f.tax.vatCreditBroughtForwardCents,
    vatPayableCents: f.tax.vatPayableCents,
    vatCreditCarriedForwardCents: f.tax.vatCreditCarriedForwardCents,
    taxableTurnoverCents: f.tax.taxableTurnoverCents,
    exemptTurnoverCents: f.exemptCents,
    ssclApplies: f.tax.ssclApplies,
    // No threshold since SSCL follows registration: a null threshold marks such a calculation.
    ssclThresholdCents: null,
    ssclTurnoverCents: f.tax.ssclTurnoverCents,
    nbtCents: f.sales.nbtCents,
    ssclCents: f.tax.ssclCents,
    expensesCents: f.expenses.totalCents,
    deductibleExpensesCents: deductibleExpensesCents(f.config.vatRegistered, f.expenses),
    costOfGoodsSoldCents: f.sales.costOfGoodsSoldCents,
    taxableIncomeCents: f.tax.taxableIncomeCents,
    incomeTaxCents: f.tax.incomeTaxCents,
    totalTaxCents: f.tax.totalTaxCents,
    salesCount: f.sales.count,
    vatRateBp: f.config.vatRateBp,
    nbtRateBp: f.config.nbtRateBp,
    ssclRateBp: f.config.ssclRateBp,
    ssclLiableShareBp: f.config.ssclLiableShareBp,
    incomeTaxMode: f.config.incomeTaxMode,
    incomeTaxRateBp: f.config.incomeTaxMode === 'company' ? f.config.companyIncomeTaxRateBp : null,
    calculatedBy: ctx.userId,
    calculatedAt: new Date(),
  };
}

async function storeCalculation(
  tx: Tx,
  ctx: Ctx,
  existing: repo.TaxCalculationRow | undefined,
  values: ReturnType<typeof calculationValues>,
): Promise<repo.TaxCalculationRow> {
  if (existing) return (await repo.updateCalculation(tx, ctx.businessId, existing.id, values))!;
  try {
    return await repo.insertCalculation(tx, values);
  } catch (err) {
    if (isUniqueViolation(err, 'tax_calculations_business_period_key')) throw new AppError('TAX_CALCULATION_BUSY');
    throw err;
  }
}

/**
 * Calculates a month or quarter from its sales and expenses, with the configuration in force on
 * the period's last day (today, for a period still running). Replaces an earlier calculation of
 * the period unless it was marked submitted or paid.
 */
export async function calculate(db: Database, ctx: Ctx, input: z.output<typeof CalculateInput>): Promise<TaxCalculation> {
  const p = await zonedTaxPeriod(db, ctx.businessId, input.period);
  if (isoDay(p.period.start) > p.today) {
    throw new AppError('TAX_PERIOD_NOT_STARTED', { field: 'period' });
  }
  return db.transaction(async (tx) => {
    const existing = await repo.getCalculationByPeriod(tx, ctx.businessId, input.period, true);
    if (existing && (existing.status === 'submitted' || existing.status === 'paid')) throw new AppError('TAX_CALCULATION_LOCKED');
    const figures = await periodFigures(tx, ctx.businessId, p);
    const row = await storeCalculation(tx, ctx, existing, calculationValues(ctx, input.period, p, figures));
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
    if (!before) throw new AppError('TAX_CALCULATION_NOT_FOUND');
    if (!NEXT_STATUSES[before.status]?.includes(input.status)) {
      throw new AppError('TAX_CALCULATION_STATUS', { params: { from: before.status, to: input.status } });
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

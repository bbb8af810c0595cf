/**
 * The tax panel's one request: the range's profit snapshot, stored calculations, categories,
 * alerts (VAT thresholds, periods due) and the newest audit entries.
 */
import type { z } from 'zod';
import type { DateRangeQuery, TaxPanelData } from '#shared/contracts/tax';
import { fromCents } from '#shared/domain/money';
import { computeProfitSnapshot } from '#shared/domain/tax';
import { ssclRegisteredOn } from '#shared/domain/sscl';
import { buildTaxAlerts, closedPeriodsDue } from '#shared/domain/tax-alerts';
import { toZonedDateString } from '#shared/domain/time-zone';
import { computeVatPayable, taxableTurnover } from '#shared/domain/vat-return';
import type { Executor } from '#server/db/client';
import { toCategory } from './expense-categories.service';
import * as expensesRepo from './expenses.repo';
import * as auditRepo from './tax-audit.repo';
import { toAuditRow } from './tax-audit.service';
import * as calculationsRepo from './tax-calculations.repo';
import { toCalculation } from './tax-calculations.service';
import { getEffectiveConfiguration, toConfigurationResponse, type EffectiveTaxConfig } from './tax-configuration.service';
import { addDays, isoDay, resolveRange, type ResolvedRange } from './tax-dates';
import { panelSalesFigures, type PanelSalesFigures } from './tax-sales';
import { periodInputVat } from './tax-vat';

/** Rolling windows end with today: the first local days of the last 3 and 12 months of turnover. */
function rollingWindows(today: string) {
  const back = (months: number) => {
    const d = new Date(`${today}T00:00:00Z`);
    d.setUTCMonth(d.getUTCMonth() - months);
    return addDays(isoDay(d), 1);
  };
  return { today, quarterFrom: back(3), annualFrom: back(12) };
}

type PanelInputs = {
  r: ResolvedRange;
  today: string;
  config: EffectiveTaxConfig;
  s: PanelSalesFigures;
  e: expensesRepo.ExpenseTotals;
  calculated: Set<string>;
};

function panelAlerts({ r, today, config, s, e, calculated }: PanelInputs) {
  // Periods before the business's first sale or creation are not its to file.
  const closed = closedPeriodsDue(today, s.startedAt && toZonedDateString(s.startedAt, r.timeZone)).map((p) => ({
    ...p,
    calculated: calculated.has(p.period),
  }));
  return buildTaxAlerts({
    vatRegistered: config.vatRegistered,
    vatNumber: config.vatNumber,
    quarterTurnoverCents: s.quarterRevenueCents,
    annualTurnoverCents: s.annualRevenueCents,
    quarterExemptCents: s.quarterExemptCents,
    annualExemptCents: s.annualExemptCents,
    quarterlyThresholdCents: config.quarterlyVatThresholdCents,
    annualThresholdCents: config.annualVatThresholdCents,
    thresholdSource: { effectiveFrom: config.effectiveFrom },
    sscl: {
      ssclRegistered: ssclRegisteredOn(config, today),
      quarterTurnoverCents: s.quarterRevenueCents,
      annualTurnoverCents: s.annualRevenueCents,
      quarterExemptCents: s.quarterSsclExemptCents,
      annualExemptCents: s.annualSsclExemptCents,
      quarterlyThresholdCents: config.ssclQuarterlyThresholdCents,
      annualThresholdCents: config.ssclAnnualThresholdCents,
      thresholdSource: { effectiveFrom: config.effectiveFrom },
    },
    closedPeriods: closed,
    expensesCents: e.totalCents,
    revenueCents: s.revenueCents,
    nonDeductibleCents: e.nonDeductibleCents,
    nonDeductibleCount: e.nonDeductibleCount,
  });
}

export async function getPanelData(db: Executor, businessId: number, q: z.output<typeof DateRangeQuery>): Promise<TaxPanelData> {
  const r = await resolveRange(db, businessId, q);
  const today = toZonedDateString(new Date(), r.timeZone);
  const config = await getEffectiveConfiguration(db, businessId, today);
  const s = await panelSalesFigures(db, businessId, { ...r, ...rollingWindows(today) });
  const e = await expensesRepo.expenseTotals(db, businessId, r.start, r.end);
  const calculations = await calculationsRepo.listCalculations(db, businessId);
  const categories = await expensesRepo.listCategories(db, businessId);
  const audit = await auditRepo.recentAudit(db, businessId, 20);
  const calculated = new Set(calculations.map((c) => c.period));
  const alerts = panelAlerts({ r, today, config, s, e, calculated });
  // A shop that is not VAT-registered claims no input VAT: its purchases' VAT is part of their cost.
  const input = config.vatRegistered ? await periodInputVat(db, businessId, r, e) : null;
  const inputVatCents = input?.inputVatCents ?? 0;
  // The range's own VAT balance, before any credit brought forward (that belongs to calculated periods).
  const vat = computeVatPayable({ outputVatCents: s.vatCents, inputVatCents, creditBroughtForwardCents: 0 });
  const profit = computeProfitSnapshot({
    revenueCents: s.revenueCents,
    costOfGoodsSoldCents: s.costOfGoodsSoldCents,
    expensesCents: e.totalCents,
  });

  return {
    range: { from: r.from, to: r.to },
    snapshot: {
      totalRevenue: fromCents(s.revenueCents),
      costOfGoodsSold: fromCents(s.costOfGoodsSoldCents),
      grossProfit: fromCents(profit.grossProfitCents),
      totalExpenses: fromCents(e.totalCents),
      transactionCount: e.count,
      netProfit: fromCents(profit.netProfitCents),
      profitMargin: profit.profitMarginPercent,
      outputVat: fromCents(s.vatCents),
      inputVat: fromCents(inputVatCents),
      // Goods returned to suppliers: shown as their own line beside input VAT.
      ...(input?.debitNoteInputVatCents ? { debitNoteInputVat: fromCents(input.debitNoteInputVatCents) } : {}),
      vatPayable: fromCents(vat.vatPayableCents),
      vatCreditCarriedForward: fromCents(vat.creditCarriedForwardCents),
      taxableTurnover: fromCents(taxableTurnover({ turnoverCents: s.revenueCents, exemptTurnoverCents: s.exemptCents })),
      exemptTurnover: fromCents(s.exemptCents),
    },
    calculations: calculations.map(toCalculation),
    expenseCategories: categories.map(toCategory),
    exceptionAlerts: alerts.map((a) => ({ code: a.code, severity: a.severity, params: a.params })),
    auditTrail: audit.map(toAuditRow),
    configuration: toConfigurationResponse(config),
  };
}

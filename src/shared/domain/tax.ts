/**
 * Sri Lankan tax estimates for the tax panel.
 *
 * Rates and thresholds are data — the business's tax configuration — not code: the defaults
 * below are today's law and are only seeds. Amounts are cents, rates basis points, and every
 * figure is rounded to the cent half away from zero, like sale lines.
 */
import {
  assertNonNegativeSafeInteger,
  assertSafeInteger,
  multiplyDivideFloor,
  multiplyDivideRounded,
  sumSafeIntegers,
} from './integer-math';
import { applyBasisPoints, roundHalfAwayFromZero } from './money';
import { ssclTurnover } from './sscl';
import { computeVatPayable, taxableTurnover } from './vat-return';

export {
  getTaxPeriodOf,
  getYearOfAssessment,
  parseTaxPeriod,
  taxPeriodBounds,
  toZonedCalendarDate,
  toZonedMidnightInstant,
  type TaxPeriod,
  type TaxPeriodKind,
  type YearOfAssessment,
} from './tax-period';

export type IncomeTaxMode = 'company' | 'individual';

export type TaxConfig = {
  vatRateBp: number;
  nbtRateBp: number;
  ssclRateBp: number;
  ssclLiableShareBp: number;
  annualVatThresholdCents: number;
  quarterlyVatThresholdCents: number;
  incomeTaxMode: IncomeTaxMode;
  companyIncomeTaxRateBp: number;
};

/**
 * Seeded tax configuration:
 * - VAT 18% since 1 Jan 2024 (VAT (Amendment) Act No. 16 of 2024);
 * - NBT 0%: abolished from 1 Dec 2019, kept as a configurable levy only;
 * - SSCL 2.5% on liable turnover, 50% of turnover being liable for retail and wholesale;
 * - VAT registration threshold LKR 60,000,000 a year / 15,000,000 a quarter (Act No. 16 of 2024);
 * - company income tax 30% (Inland Revenue (Amendment) Act No. 45 of 2022).
 */
export const DEFAULT_TAX_CONFIG: Readonly<TaxConfig> = Object.freeze({
  vatRateBp: 1800,
  nbtRateBp: 0,
  ssclRateBp: 250,
  ssclLiableShareBp: 5000,
  annualVatThresholdCents: 6_000_000_000,
  quarterlyVatThresholdCents: 1_500_000_000,
  incomeTaxMode: 'company',
  companyIncomeTaxRateBp: 3000,
});

/** The older figures, kept selectable: VAT threshold LKR 3,000,000 and the 14% SME rate. */
export const LEGACY_VAT_THRESHOLD_CENTS = 300_000_000;
export const LEGACY_SME_INCOME_TAX_RATE_BP = 1400;

/** The first year of assessment (its starting calendar year) for which the 14% SME rate no longer applies: 2025/2026. */
export const SME_RATE_OBSOLETE_FROM_YEAR = 2025;

/** Whether a company rate is the old 14% SME rate used for a year of assessment from 2025/26, where it is obsolete. */
export function isObsoleteSmeRate(rateBp: number, yearOfAssessmentStartYear: number): boolean {
  return rateBp === LEGACY_SME_INCOME_TAX_RATE_BP && yearOfAssessmentStartYear >= SME_RATE_OBSOLETE_FROM_YEAR;
}

/** Social Security Contribution Levy: rate × (liable share × turnover). Not a receipt line. */
export function computeSscl(input: { turnoverCents: number; rateBp?: number; liableShareBp?: number }): {
  liableTurnoverCents: number;
  ssclCents: number;
} {
  const rateBp = input.rateBp ?? DEFAULT_TAX_CONFIG.ssclRateBp;
  const liableShareBp = input.liableShareBp ?? DEFAULT_TAX_CONFIG.ssclLiableShareBp;
  assertSafeInteger(input.turnoverCents, 'turnoverCents');
  assertNonNegativeSafeInteger(rateBp, 'rateBp');
  assertNonNegativeSafeInteger(liableShareBp, 'liableShareBp');
  if (input.turnoverCents <= 0) return { liableTurnoverCents: 0, ssclCents: 0 };
  // The levy is worked out from the liable turnover the panel shows, so the two figures agree.
  const liableTurnoverCents = applyBasisPoints(input.turnoverCents, liableShareBp);
  return { liableTurnoverCents, ssclCents: applyBasisPoints(liableTurnoverCents, rateBp) };
}

export type IncomeTaxSlab = {
  /** Width of the band in cents for a full year; null for the open-ended top band. */
  widthCents: number | null;
  rateBp: number;
};

/**
 * Personal income tax slabs for the 2025/2026 year of assessment (from 1 April 2025): the first
 * LKR 1,800,000 a year is relief at 0%, then 1,000,000 at 6%, 500,000 at 18%, 500,000 at 24%,
 * 500,000 at 30%, and the rest at 36%. These are data — pass a business's own slabs when the
 * law changes.
 */
export const DEFAULT_INDIVIDUAL_SLABS: readonly IncomeTaxSlab[] = Object.freeze([
  { widthCents: 180_000_000, rateBp: 0 },
  { widthCents: 100_000_000, rateBp: 600 },
  { widthCents: 50_000_000, rateBp: 1800 },
  { widthCents: 50_000_000, rateBp: 2400 },
  { widthCents: 50_000_000, rateBp: 3000 },
  { widthCents: null, rateBp: 3600 },
]);

export type IncomeTaxBand = {
  fromCents: number;
  toCents: number | null;
  rateBp: number;
  taxableCents: number;
  taxCents: number;
};

export type IncomeTaxResult = { taxCents: number; bands: IncomeTaxBand[] };

/**
 * An annual amount for part of a year. A fraction that is a whole number of twelfths (a month,
 * a quarter) is applied exactly as amount × months / 12, so a floating 1/12 cannot tip a
 * half-cent the wrong way; any other fraction is multiplied and rounded.
 */
function prorateAmount(annualCents: number, periodFraction: number): number {
  const months = periodFraction * 12;
  const wholeMonths = Math.round(months);
  if (Math.abs(months - wholeMonths) < 1e-9) {
    return multiplyDivideRounded(annualCents, wholeMonths, 12);
  }
  return roundHalfAwayFromZero(annualCents * periodFraction);
}

/**
 * Income tax estimate. Company: a flat rate. Individual: progressive slabs, their widths
 * pro-rated to the period (periodFraction = months / 12). Tax is rounded per band so the
 * breakdown adds up to the total shown. A loss (zero or negative income) owes nothing.
 */
export function computeIncomeTax(input: {
  mode: IncomeTaxMode;
  taxableIncomeCents: number;
  companyRateBp?: number;
  slabs?: readonly IncomeTaxSlab[];
  periodFraction?: number;
}): IncomeTaxResult {
  assertSafeInteger(input.taxableIncomeCents, 'taxableIncomeCents');
  const income = Math.max(0, input.taxableIncomeCents);

  if (input.mode === 'company') {
    const rateBp = input.companyRateBp ?? DEFAULT_TAX_CONFIG.companyIncomeTaxRateBp;
    assertNonNegativeSafeInteger(rateBp, 'companyRateBp');
    const taxCents = applyBasisPoints(income, rateBp);
    const band = { fromCents: 0, toCents: null, rateBp, taxableCents: income, taxCents };
    return { taxCents, bands: [band] };
  }
  if (input.mode !== 'individual') {
    throw new RangeError(`Unknown income tax mode: ${String(input.mode)}`);
  }

  const slabs = input.slabs ?? DEFAULT_INDIVIDUAL_SLABS;
  const periodFraction = input.periodFraction ?? 1;
  if (!Number.isFinite(periodFraction) || periodFraction <= 0) {
    throw new RangeError('periodFraction must be a positive number');
  }
  if (slabs.length === 0 || slabs[slabs.length - 1]!.widthCents !== null) {
    throw new RangeError('income tax slabs must end with an open-ended band (widthCents: null)');
  }

  // Band bounds are the pro-rated *cumulative* annual bounds, so rounding never drifts upwards
  // from band to band: a month's top bound is round(4,300,000 / 12), not a sum of rounded widths.
  const bands: IncomeTaxBand[] = [];
  let annualBoundCents = 0;
  let fromCents = 0;
  slabs.forEach((slab, index) => {
    assertNonNegativeSafeInteger(slab.rateBp, 'rateBp');
    if (slab.widthCents === null && index !== slabs.length - 1) {
      throw new RangeError('only the last income tax slab may be open-ended');
    }
    let toCents: number | null = null;
    if (slab.widthCents !== null) {
      assertNonNegativeSafeInteger(slab.widthCents, 'widthCents');
      annualBoundCents = sumSafeIntegers([annualBoundCents, slab.widthCents]);
      toCents = prorateAmount(annualBoundCents, periodFraction);
    }
    const taxableCents = Math.max(0, Math.min(income, toCents ?? income) - fromCents);
    const taxCents = applyBasisPoints(taxableCents, slab.rateBp);
    bands.push({ fromCents, toCents, rateBp: slab.rateBp, taxableCents, taxCents });
    if (toCents !== null) fromCents = toCents;
  });
  return { taxCents: sumSafeIntegers(bands.map((band) => band.taxCents)), bands };
}

export type VatThresholdLevel = 'ok' | 'approaching' | 'over';

/** Share of the threshold (in basis points) from which the panel warns: 80%. */
export const VAT_THRESHOLD_WARNING_BP = 8000;

/**
 * Turnover against the VAT registration threshold. Registration is required when taxable
 * supplies *exceed* the threshold, so exactly the threshold is still 'approaching'; the
 * warning starts at 80% of it. `ratio` is for display (1 = the threshold).
 */
export function checkVatThreshold(input: { turnoverCents: number; thresholdCents: number; warningBp?: number }): {
  ratio: number;
  level: VatThresholdLevel;
} {
  const warningBp = input.warningBp ?? VAT_THRESHOLD_WARNING_BP;
  assertSafeInteger(input.turnoverCents, 'turnoverCents');
  assertNonNegativeSafeInteger(input.thresholdCents, 'thresholdCents');
  assertNonNegativeSafeInteger(warningBp, 'warningBp');
  if (input.thresholdCents === 0) throw new RangeError('thresholdCents must be positive');

  const turnover = Math.max(0, input.turnoverCents);
  const ratio = turnover / input.thresholdCents;
  // turnover ≥ threshold × 80%  ⇔  turnover ≥ ceil(threshold × 8000 / 10000), exactly.
  const warnFromCents = -multiplyDivideFloor(-input.thresholdCents, warningBp, 10_000);
  if (turnover > input.thresholdCents) return { ratio, level: 'over' };
  if (turnover >= warnFromCents) return { ratio, level: 'approaching' };
  return { ratio, level: 'ok' };
}

export type PeriodTaxInput = {
  /** Sales net of VAT and NBT, after their discounts: Σ subtotal. */
  revenueCents: number;
  /** The exempt lines' share of revenue: left out of taxable turnover. */
  exemptTurnoverCents?: number;
  /** Output VAT and NBT charged on the period's sales. */
  vatCents: number;
  nbtCents: number;
  /**
   * Whether the shop is VAT-registered for the period. An unregistered shop claims no input VAT
   * (its purchases' VAT is part of their cost) and has no credit to bring or carry forward.
   */
  vatRegistered: boolean;
  /** VAT on registered suppliers' tax invoices (GRNs and expenses) and the previous period's credit. */
  inputVatCents?: number;
  vatCreditBroughtForwardCents?: number;
  /** The cost of the goods sold in the period (their cost prices at the sale). */
  costOfGoodsSoldCents: number;
  expensesCents: number;
  /** Expenses in deductible categories, without the input VAT claimed on them. */
  deductibleExpensesCents: number;
  /** Whether the shop's SSCL registration covers the period (sscl.ts), and its Part IB exempt sales. */
  ssclLiable: boolean;
  ssclExemptTurnoverCents?: number;
  /** Length of the period in months (1 for a month, 3 for a quarter). */
  months: number;
  config: Pick<TaxConfig, 'ssclRateBp' | 'ssclLiableShareBp' | 'incomeTaxMode' | 'companyIncomeTaxRateBp'>;
  slabs?: readonly IncomeTaxSlab[];
};

export type PeriodTaxResult = {
  ssclCents: number;
  /** The levy's turnover (revenue less Part IB exempt sales) when liable, else 0. */
  ssclTurnoverCents: number;
  liableTurnoverCents: number;
  /** Revenue − cost of goods sold − deductible expenses; may be negative (a loss), which owes no income tax. */
  taxableIncomeCents: number;
  incomeTaxCents: number;
  totalTaxCents: number;
  /** Revenue less exempt sales (zero-rated count). */
  taxableTurnoverCents: number;
  /** The input VAT claimed: 0 for a shop that is not VAT-registered. */
  inputVatCents: number;
  vatCreditBroughtForwardCents: number;
  vatPayableCents: number;
  vatCreditCarriedForwardCents: number;
  /** SSCL is charged for a period the shop's registration covers; otherwise the reason is 'not_registered'. */
  ssclApplies: boolean;
  ssclNotLiableReason: 'not_registered' | null;
};

/**
 * A period's tax estimate: VAT payable = output − input − credit brought forward (never negative;
 * the excess is carried forward; a shop that is not VAT-registered claims no input VAT and carries
 * nothing), SSCL on the levy's turnover for an SSCL-registered period, income tax on revenue − cost
 * of goods sold − deductible expenses by the configured mode (individual slabs pro-rated by
 * months / 12), and totalTax = VAT payable + NBT + SSCL + income tax.
 */
export function computePeriodTax(input: PeriodTaxInput): PeriodTaxResult {
  for (const key of ['revenueCents', 'vatCents', 'nbtCents', 'costOfGoodsSoldCents', 'expensesCents', 'deductibleExpensesCents'] as const) {
    assertSafeInteger(input[key], key);
  }
  if (!Number.isInteger(input.months) || input.months < 1 || input.months > 12) {
    throw new RangeError('months must be a whole number from 1 to 12');
  }
  const inputVatCents = input.vatRegistered ? (input.inputVatCents ?? 0) : 0;
  const vatCreditBroughtForwardCents = input.vatRegistered ? (input.vatCreditBroughtForwardCents ?? 0) : 0;
  const vat = computeVatPayable({ outputVatCents: input.vatCents, inputVatCents, creditBroughtForwardCents: vatCreditBroughtForwardCents });
  const levyTurnoverCents = input.ssclLiable
    ? ssclTurnover({ revenueCents: input.revenueCents, partIbExemptCents: input.ssclExemptTurnoverCents ?? 0 })
    : 0;
  const levy = computeSscl({
    turnoverCents: levyTurnoverCents,
    rateBp: input.config.ssclRateBp,
    liableShareBp: input.config.ssclLiableShareBp,
  });
  const taxableIncomeCents = input.revenueCents - input.costOfGoodsSoldCents - input.deductibleExpensesCents;
  const incomeTax = computeIncomeTax({
    mode: input.config.incomeTaxMode,
    taxableIncomeCents,
    companyRateBp: input.config.companyIncomeTaxRateBp,
    slabs: input.slabs,
    periodFraction: input.months / 12,
  });
  return {
    ssclCents: levy.ssclCents,
    ssclTurnoverCents: levyTurnoverCents,
    liableTurnoverCents: levy.liableTurnoverCents,
    taxableIncomeCents,
    incomeTaxCents: incomeTax.taxCents,
    totalTaxCents: sumSafeIntegers([vat.vatPayableCents, input.nbtCents, levy.ssclCents, incomeTax.taxCents]),
    taxableTurnoverCents: taxableTurnover({ turnoverCents: input.revenueCents, exemptTurnoverCents: input.exemptTurnoverCents ?? 0 }),
    inputVatCents,
    vatCreditBroughtForwardCents,
    vatPayableCents: vat.vatPayableCents,
    vatCreditCarriedForwardCents: vat.creditCarriedForwardCents,
    ssclApplies: input.ssclLiable,
    ssclNotLiableReason: input.ssclLiable ? null : 'not_registered',
  };
}

/**
 * Gross profit = revenue − cost of goods sold; net profit = gross profit − expenses; margin is net
 * profit over revenue (percent, one decimal; 0 when there is no revenue).
 */
export function computeProfitSnapshot(input: { revenueCents: number; costOfGoodsSoldCents: number; expensesCents: number }): {
  grossProfitCents: number;
  netProfitCents: number;
  profitMarginPercent: number;
} {
  assertSafeInteger(input.revenueCents, 'revenueCents');
  assertSafeInteger(input.costOfGoodsSoldCents, 'costOfGoodsSoldCents');
  assertSafeInteger(input.expensesCents, 'expensesCents');
  const grossProfitCents = input.revenueCents - input.costOfGoodsSoldCents;
  const netProfitCents = grossProfitCents - input.expensesCents;
  if (input.revenueCents <= 0) return { grossProfitCents, netProfitCents, profitMarginPercent: 0 };
  // margin in tenths of a percent = net × 1000 / revenue, rounded half away from zero.
  const tenths = multiplyDivideRounded(netProfitCents, 1000, input.revenueCents);
  return { grossProfitCents, netProfitCents, profitMarginPercent: tenths / 10 };
}

/** The business's tax configuration: effective-dated, inserted never edited, with the seeded defaults until one is saved. */
import type { z } from 'zod';
import type { TaxConfiguration, TaxConfigurationInput, TaxConfigurationResponse } from '#shared/contracts/tax';
import { fromBasisPoints, fromCents, toBasisPoints, toCents } from '#shared/domain/money';
import { DEFAULT_SSCL_ANNUAL_THRESHOLD_CENTS, DEFAULT_SSCL_QUARTERLY_THRESHOLD_CENTS } from '#shared/domain/sscl';
import { DEFAULT_TAX_CONFIG, type TaxConfig } from '#shared/domain/tax';
import { toZonedDateString } from '#shared/domain/time-zone';
import type { Database, Executor } from '#server/db/client';
import { writeAudit } from '#server/kernel/audit';
import { getBusinessTimeZone } from '#server/kernel/business-time-zone';
import * as repo from './tax-configuration.repo';

type Ctx = { businessId: number; userId: string };

export type EffectiveTaxConfig = TaxConfig & {
  id: number | null;
  effectiveFrom: string | null;
  vatRegistered: boolean;
  pricesIncludeVat: boolean;
  tin: string | null;
  vatNumber: string | null;
  /** SSCL registration: from the first date until the cancellation date (sscl.ts); null: not registered. */
  ssclRegisteredFrom: string | null;
  ssclCancelledFrom: string | null;
  ssclQuarterlyThresholdCents: number;
  ssclAnnualThresholdCents: number;
  createdAt: Date | null;
};

function effectiveFromRow(row: repo.TaxConfigurationRow | undefined): EffectiveTaxConfig {
  if (!row)
    return {
      ...DEFAULT_TAX_CONFIG,
      id: null,
      effectiveFrom: null,
      vatRegistered: false,
      pricesIncludeVat: true,
      tin: null,
      vatNumber: null,
      ssclRegisteredFrom: null,
      ssclCancelledFrom: null,
      ssclQuarterlyThresholdCents: DEFAULT_SSCL_QUARTERLY_THRESHOLD_CENTS,
      ssclAnnualThresholdCents: DEFAULT_SSCL_ANNUAL_THRESHOLD_CENTS,
      createdAt: null,
    };
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
    pricesIncludeVat: row.pricesIncludeVat,
    tin: row.tin,
    vatNumber: row.vatNumber,
    ssclRegisteredFrom: row.ssclRegisteredFrom,
    ssclCancelledFrom: row.ssclCancelledFrom,
    ssclQuarterlyThresholdCents: row.ssclQuarterlyThresholdCents,
    ssclAnnualThresholdCents: row.ssclAnnualThresholdCents,
    createdAt: row.createdAt,
  };
}

/** The configuration in force on a local calendar date; the seeded defaults when none is saved. */
export async function getEffectiveConfiguration(db: Executor, businessId: number, date: string): Promise<EffectiveTaxConfig> {
  return effectiveFromRow(await repo.configurationOn(db, businessId, date));
}

export async function getEffectiveConfigurationToday(db: Executor, businessId: number): Promise<EffectiveTaxConfig> {
  const tz = await getBusinessTimeZone(db, businessId);
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
    pricesIncludeVat: c.pricesIncludeVat,
    tin: c.tin,
    vatNumber: c.vatNumber,
    annualVatThreshold: fromCents(c.annualVatThresholdCents),
    quarterlyVatThreshold: fromCents(c.quarterlyVatThresholdCents),
    incomeTaxMode: c.incomeTaxMode,
    companyIncomeTaxRate: fromBasisPoints(c.companyIncomeTaxRateBp),
    ssclRegisteredFrom: c.ssclRegisteredFrom,
    ssclCancelledFrom: c.ssclCancelledFrom,
    ssclQuarterlyThreshold: fromCents(c.ssclQuarterlyThresholdCents),
    ssclAnnualThreshold: fromCents(c.ssclAnnualThresholdCents),
    createdAt: c.createdAt ? c.createdAt.toISOString() : null,
  };
}

export async function getConfiguration(db: Executor, businessId: number): Promise<TaxConfigurationResponse> {
  const current = await getEffectiveConfigurationToday(db, businessId);
  const history = await repo.listConfigurations(db, businessId);
  return { ...toConfigurationResponse(current), history: history.map((r) => toConfigurationResponse(effectiveFromRow(r))) };
}

function configurationValues(ctx: Ctx, effectiveFrom: string, input: z.output<typeof TaxConfigurationInput>) {
  return {
    businessId: ctx.businessId,
    effectiveFrom,
    vatRateBp: toBasisPoints(input.vatRate),
    nbtRateBp: toBasisPoints(input.nbtRate),
    ssclRateBp: toBasisPoints(input.ssclRate),
    ssclLiableShareBp: toBasisPoints(input.ssclLiableShare),
    vatRegistered: input.vatRegistered,
    pricesIncludeVat: input.pricesIncludeVat,
    tin: input.tin ?? null,
    vatNumber: input.vatNumber ?? null,
    annualVatThresholdCents: toCents(input.annualVatThreshold),
    quarterlyVatThresholdCents: toCents(input.quarterlyVatThreshold),
    incomeTaxMode: input.incomeTaxMode,
    companyIncomeTaxRateBp: toBasisPoints(input.companyIncomeTaxRate),
    ssclRegisteredFrom: input.ssclRegisteredFrom ?? null,
    ssclCancelledFrom: input.ssclCancelledFrom ?? null,
    ssclQuarterlyThresholdCents:
      input.ssclQuarterlyThreshold == null ? DEFAULT_SSCL_QUARTERLY_THRESHOLD_CENTS : toCents(input.ssclQuarterlyThreshold),
    ssclAnnualThresholdCents: input.ssclAnnualThreshold == null ? DEFAULT_SSCL_ANNUAL_THRESHOLD_CENTS : toCents(input.ssclAnnualThreshold),
    createdBy: ctx.userId,
  };
}

/** Never updates a row: inserts a new one effective from the given date (default: today, local). */
export async function saveConfiguration(
  db: Database,
  ctx: Ctx,
  input: z.output<typeof TaxConfigurationInput>,
): Promise<TaxConfigurationResponse> {
  const tz = await getBusinessTimeZone(db, ctx.businessId);
  const effectiveFrom = input.effectiveFrom ?? toZonedDateString(new Date(), tz);
  await db.transaction(async (tx) => {
    const before = await repo.configurationOn(tx, ctx.businessId, effectiveFrom);
    const row = await repo.insertConfiguration(tx, configurationValues(ctx, effectiveFrom, input));
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

/** What a receipt or invoice needs to be a Sri Lankan tax invoice (the Gazette 2481/22 fields). */
export async function getTaxInvoiceProfile(
  executor: Executor,
  businessId: number,
  date: Date = new Date(),
): Promise<{ vatRegistered: boolean; tin: string | null; vatNumber: string | null; vatRateBp: number; nbtRateBp: number }> {
  const tz = await getBusinessTimeZone(executor, businessId);
  const c = await getEffectiveConfiguration(executor, businessId, toZonedDateString(date, tz));
  return { vatRegistered: c.vatRegistered, tin: c.tin, vatNumber: c.vatNumber, vatRateBp: c.vatRateBp, nbtRateBp: c.nbtRateBp };
}

import type { z } from 'zod';
import type { BusinessSettings, BusinessSettingsInput } from '#shared/contracts/settings';
import { fromCents, fromScaledInteger, toCents, toScaledInteger } from '#shared/domain/money';
import type { Database } from '#server/db/client';
import { writeAudit } from '#server/kernel/audit';
import { resetRollupsForTimeZoneChange } from '#server/features/rollups';
import * as repo from './settings.repo';
import type { BusinessSettingsValues } from './settings.repo';
import { type BusinessSettingsRow } from '#server/kernel/business-settings';

/** The API shape: decimals at the edge (pointsPerRupee 1.25), ISO dates. */
export function toSettingsResponse(row: BusinessSettingsRow): BusinessSettings {
  return {
    businessId: row.businessId,
    businessName: row.businessName,
    tagline: row.tagline,
    address: row.address,
    phone: row.phone,
    email: row.email,
    website: row.website,
    taxNumber: row.taxNumber,
    invoicePrefix: row.invoicePrefix,
    invoiceTemplate: row.invoiceTemplate,
    receiptLanguage: row.receiptLanguage,
    showLogo: row.showLogo,
    showBusinessInfo: row.showBusinessInfo,
    showCustomerInfo: row.showCustomerInfo,
    thermal80mmHeader: row.thermal80mmHeader,
    thermal80mmFooter: row.thermal80mmFooter,
    a4Header: row.a4Header,
    a4Footer: row.a4Footer,
    a4ShowTax: row.a4ShowTax,
    a4ShowDiscount: row.a4ShowDiscount,
    crmEnabled: row.crmEnabled,
    loyaltyEnabled: row.loyaltyEnabled,
    pointsPerRupee: fromScaledInteger(row.pointsPerRupeeHundredths, 2),
    timeZone: row.timeZone,
    paymentTermsDays: row.paymentTermsDays,
    allowNegativeStock: row.allowNegativeStock,
    cashierDiscountLimitPercent: fromScaledInteger(row.cashierDiscountLimitBp, 2),
    cashiersWorkInShifts: row.cashiersWorkInShifts,
    cashierReturnLimit: fromCents(row.cashierReturnLimitCents),
    cashierReturnDays: row.cashierReturnDays,
    offlineLimitHours: row.offlineLimitHours,
    autoRegisterTerminals: row.autoRegisterTerminals,
    taxInvoiceSerialPattern: row.taxInvoiceSerialPattern,
    updatedAt: row.updatedAt.toISOString(),
  };
}

type ParsedSettingsInput = z.output<typeof BusinessSettingsInput>;

/** Saves the fields given (absent = unchanged) for the caller's own business; audited with before/after. */
export async function updateBusinessSettings(
  db: Database,
  ctx: { businessId: number; userId: string },
  input: ParsedSettingsInput,
): Promise<BusinessSettings> {
  return db.transaction(async (tx) => {
    const before = await repo.lockSettingsCreatingIfMissing(tx, ctx.businessId);
    const { pointsPerRupee, cashierDiscountLimitPercent, cashierReturnLimit, ...rest } = input;
    const values: BusinessSettingsValues = {};
    for (const [key, value] of Object.entries(rest)) {
      if (value !== undefined) (values as Record<string, unknown>)[key] = value;
    }
    if (pointsPerRupee !== undefined) values.pointsPerRupeeHundredths = toScaledInteger(pointsPerRupee, 2);
    // Basis points: 5.25% is 525.
    if (cashierDiscountLimitPercent !== undefined) values.cashierDiscountLimitBp = toScaledInteger(cashierDiscountLimitPercent, 2);
    if (cashierReturnLimit !== undefined) values.cashierReturnLimitCents = toCents(cashierReturnLimit);
    const after = await repo.updateSettings(tx, ctx.businessId, values);
    // Sales roll-ups are bucketed by local day: another time zone means other days.
    if (after.timeZone !== before.timeZone) await resetRollupsForTimeZoneChange(tx, ctx.businessId);
    await writeAudit(tx, {
      businessId: ctx.businessId,
      userId: ctx.userId,
      action: 'business_settings.update',
      entityType: 'business_settings',
      entityId: ctx.businessId,
      before: toSettingsResponse(before),
      after: toSettingsResponse(after),
    });
    return toSettingsResponse(after);
  });
}

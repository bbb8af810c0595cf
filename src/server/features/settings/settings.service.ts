import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { BusinessSettings, BusinessSettingsInput } from '../../../shared/contracts/settings';
import { fromScaledInteger, toScaledInteger } from '../../../shared/domain/money';
import type { Database, Executor } from '../../db/client';
import { businessSettings } from '../../db/schema';
import { writeAudit } from '../audit/audit.service';

export type BusinessSettingsRow = typeof businessSettings.$inferSelect;

/** The business's settings row; created with the business, but a missing one falls back to the defaults. */
export async function getBusinessSettings(db: Executor, businessId: number): Promise<BusinessSettingsRow> {
  const rows = await db.select().from(businessSettings).where(eq(businessSettings.businessId, businessId)).limit(1);
  if (rows[0]) return rows[0];
  const [created] = await db.insert(businessSettings).values({ businessId }).onConflictDoNothing().returning();
  if (created) return created;
  const again = await db.select().from(businessSettings).where(eq(businessSettings.businessId, businessId)).limit(1);
  return again[0];
}

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
    await getBusinessSettings(tx, ctx.businessId);
    const [before] = await tx.select().from(businessSettings).where(eq(businessSettings.businessId, ctx.businessId)).for('update');
    const { pointsPerRupee, ...rest } = input;
    const values: Partial<typeof businessSettings.$inferInsert> = {};
    for (const [key, value] of Object.entries(rest)) {
      if (value !== undefined) (values as Record<string, unknown>)[key] = value;
    }
    if (pointsPerRupee !== undefined) values.pointsPerRupeeHundredths = toScaledInteger(pointsPerRupee, 2);
    const [after] = await tx
      .update(businessSettings)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(businessSettings.businessId, ctx.businessId))
      .returning();
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

import { eq, getTableColumns, is, SQL } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { businessSettings } from '#server/db/schema';

export type BusinessSettingsRow = typeof businessSettings.$inferSelect;

/**
 * The business's settings, which most features read (receipt language, loyalty, limits, the tax
 * invoice's particulars). The row is created with the business; if it is missing, the schema's
 * defaults are answered without writing anything (reads never change state). Changing them is the
 * settings feature's.
 */
export async function getBusinessSettings(db: Executor, businessId: number): Promise<BusinessSettingsRow> {
  const rows = await db.select().from(businessSettings).where(eq(businessSettings.businessId, businessId)).limit(1);
  return rows[0] ?? defaultSettingsRow(businessId);
}

/** The row the database would create: each column's declared default, else null. */
export function defaultSettingsRow(businessId: number): BusinessSettingsRow {
  const now = new Date();
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(businessSettings))) {
    // An SQL default (now()) is the time of the read; any other default is a plain value.
    row[key] = is(column.default, SQL) ? now : (column.default ?? null);
  }
  return { ...row, businessId } as BusinessSettingsRow;
}

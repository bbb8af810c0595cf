/**
 * A product row against its MRP, by the one rule the product form is checked with
 * (src/shared/domain/mrp.ts): when the shop adds VAT on top, the price with its VAT may not exceed
 * the MRP; otherwise the price itself may not. The preview and the commit both plan the rows with
 * it, so a row refused in the preview is refused on commit with the same message.
 */
import type { RowError } from '#shared/domain/import-rows';
import { mrpRefusal, type MrpPricing } from '#shared/domain/mrp';
import type { TaxCategory } from '#shared/domain/tax-category';
import { entryText } from '#shared/messages/zod-refs';
import type { Executor } from '#server/db/client';
import { getEffectiveConfigurationToday } from '#server/features/tax';
import { memo, type ImportContext } from './kind';

/** The tax configuration in force today, as the product form reads it: once per import run. */
export function mrpPricing(db: Executor, ctx: ImportContext): Promise<MrpPricing> {
  return memo(ctx, 'mrpPricing', () => getEffectiveConfigurationToday(db, ctx.businessId));
}

/** The row's error on `field` when the product as it would be is above its MRP, else null. */
export function mrpRowError(
  product: { sellingPriceCents: number; mrpCents: number | null; taxCategory: TaxCategory },
  field: string,
  pricing: MrpPricing,
): RowError | null {
  const refusal = mrpRefusal(
    { priceCents: product.sellingPriceCents, mrpCents: product.mrpCents, taxCategory: product.taxCategory },
    pricing,
  );
  return refusal && { field, message: entryText(refusal.key, refusal.params) };
}

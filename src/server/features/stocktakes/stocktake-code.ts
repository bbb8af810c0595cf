/**
 * What a scan in a stocktake names: a product by its barcode (first) or SKU, else — for a weighed
 * pack's label from the shop's scale — the product by its PLU, with the label's weight (or price,
 * worked back to a weight) as the quantity counted. The same layouts as the till.
 */
import { sql } from 'drizzle-orm';
import { normalizeScaleCode, parseScaleBarcode, scaleLineQuantity } from '#shared/domain/scale-barcode';
import { isProductUnit } from '#shared/domain/units';
import type { Executor } from '#server/db/client';
import { products } from '#server/db/schema';
import { getScaleBarcodes } from '#server/features/scale-barcodes';
import * as repo from './stocktakes.repo';

export type ScannedCode = { productId: number; labelQuantity?: number } | undefined;

/** The product a scanned code names, and the quantity when it is a scale label; undefined when none. */
export async function resolveScannedCode(db: Executor, businessId: number, code: string): Promise<ScannedCode> {
  const productId = await repo.productByCode(db, businessId, code);
  if (productId !== undefined) return { productId };
  const label = parseScaleBarcode(code, (await getScaleBarcodes(db, businessId)).rules);
  if (!label?.ok) return undefined;
  const [row] = (
    (await db.execute(sql`
      select id, selling_price_cents, unit from ${products}
      where business_id = ${businessId} and is_active and scale_code is not null
        and regexp_replace(trim(scale_code), '^0+(?=[0-9])', '') = ${normalizeScaleCode(label.itemCode)}
      order by id limit 1`)) as unknown as { rows: { id: number; selling_price_cents: number; unit: string }[] }
  ).rows;
  if (!row || !isProductUnit(row.unit)) return undefined;
  const quantity = scaleLineQuantity({ sellingPriceCents: Number(row.selling_price_cents), unit: row.unit }, label);
  return quantity.ok ? { productId: Number(row.id), labelQuantity: quantity.quantity } : undefined;
}

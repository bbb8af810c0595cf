/**
 * Products: a row updates the active product with its SKU, else the one with its barcode, else it
 * creates one. A created product's stock column is its opening stock, entering through the stock
 * ledger as an `import` movement; an existing product's stock is never changed by an import (stock
 * changes through adjustments and stocktakes), so a different stock alone is "unchanged". A
 * created product that tracks batches opens its stock into the row's batch (decision 0018). A
 * created product without a tax category in its row is proposed one from its category: exempt for
 * a staple food's (staples.ts), else standard.
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { PRODUCT_MESSAGES } from '#shared/contracts/catalog';
import type { ProductRow, RowError } from '#shared/domain/import-rows';
import { proposedTaxCategory } from '#shared/domain/staples';
import { IMPORT_ERROR_MESSAGES } from '#shared/messages/imports';
import { fromBasisPoints, fromCents, fromThousandths, toBasisPoints, toCents, toThousandths } from '#shared/domain/money';
import type { Executor } from '#server/db/client';
import { arrayLiteral } from '#server/db/prepared';
import { products, suppliers } from '#server/db/schema';
import { bumpTillCatalogVersion } from '#server/features/catalog';
import { openStockOfMany, type BatchName } from '#server/features/inventory';
import { getDefaultProductRates } from '#server/features/tax';
import { isEmptyCell, memo, type Candidate, type Decision, type ImportContext, type KindHandler } from './kind';
import { mrpPricing, mrpRowError } from './product-mrp';

type Existing = typeof products.$inferSelect;

/** The columns an import sets, in database units. */
interface Values {
  name: string;
  nameSi: string | null;
  nameTa: string | null;
  sku: string | null;
  barcode: string | null;
  category: string | null;
  buyingPriceCents: number | null;
  sellingPriceCents: number;
  mrpCents: number | null;
  lowStockThreshold: number;
  unit: string;
  vatRateBp: number;
  taxCategory: Existing['taxCategory'];
  supplierId: number | null;
  tracksBatches: boolean;
}
const COLUMNS = Object.keys({
  name: 0,
  nameSi: 0,
  nameTa: 0,
  sku: 0,
  barcode: 0,
  category: 0,
  buyingPriceCents: 0,
  sellingPriceCents: 0,
  mrpCents: 0,
  lowStockThreshold: 0,
  unit: 0,
  vatRateBp: 0,
  taxCategory: 0,
  supplierId: 0,
  tracksBatches: 0,
} satisfies Record<keyof Values, 0>) as (keyof Values)[];

const SUPPLIER_NOT_FOUND = 'Supplier not found';

async function supplierIds(db: Executor, ctx: ImportContext): Promise<Map<string, number>> {
  return memo(ctx, 'suppliers', async () => {
    const rows = await db
      .select({ id: suppliers.id, name: suppliers.name })
      .from(suppliers)
      .where(eq(suppliers.businessId, ctx.businessId))
      .orderBy(suppliers.id);
    const byName = new Map<string, number>();
    for (const s of rows) if (!byName.has(s.name.trim().toLowerCase())) byName.set(s.name.trim().toLowerCase(), s.id);
    return byName;
  });
}

/** The row's values over the existing product's (or a new product's defaults), for the mapped fields only. */
function valuesOf(c: Candidate<ProductRow>, base: Values, ctx: ImportContext, supplierId: number | null | undefined): Values {
  const v = c.value;
  const has = (key: string) => ctx.mapped.has(key);
  const keepIfEmpty = (key: string) => !has(key) || isEmptyCell(c.record, key);
  return {
    name: has('name') ? v.name : base.name,
    nameSi: has('nameSi') ? (v.nameSi ?? null) : base.nameSi,
    nameTa: has('nameTa') ? (v.nameTa ?? null) : base.nameTa,
    sku: has('sku') ? (v.sku ?? null) : base.sku,
    barcode: has('barcode') ? (v.barcode ?? null) : base.barcode,
    category: has('category') ? (v.category ?? null) : base.category,
    buyingPriceCents: has('buyingPrice') ? (v.buyingPrice == null ? null : toCents(v.buyingPrice)) : base.buyingPriceCents,
    sellingPriceCents: has('sellingPrice') ? toCents(v.sellingPrice) : base.sellingPriceCents,
    mrpCents: has('mrp') ? (v.mrp == null ? null : toCents(v.mrp)) : base.mrpCents,
    lowStockThreshold: keepIfEmpty('lowStockThreshold') ? base.lowStockThreshold : toThousandths(v.lowStockThreshold!),
    unit: keepIfEmpty('unit') ? base.unit : v.unit,
    vatRateBp: keepIfEmpty('vatRate') ? base.vatRateBp : toBasisPoints(v.vatRate!),
    taxCategory: keepIfEmpty('taxCategory') ? base.taxCategory : v.taxCategory,
    supplierId: supplierId === undefined ? base.supplierId : supplierId,
    tracksBatches: keepIfEmpty('tracksBatches') ? base.tracksBatches : v.tracksBatches!,
  };
}

async function newProductBase(db: Executor, ctx: ImportContext): Promise<Values> {
  const rates = await memo(ctx, 'rates', () => getDefaultProductRates(db, ctx.businessId));
  return {
    name: '',
    nameSi: null,
    nameTa: null,
    sku: null,
    barcode: null,
    category: null,
    buyingPriceCents: null,
    sellingPriceCents: 0,
    mrpCents: null,
    lowStockThreshold: 10_000,
    unit: 'pieces',
    vatRateBp: rates.vatRateBp,
    taxCategory: 'standard',
    supplierId: null,
    tracksBatches: false,
  };
}

type Plan = { decision: Decision; values?: Values; existing?: Existing; stock?: number; batch?: BatchName | null };

/**
 * The batch a created product's opening stock goes into (decision 0018): the row's batch number
 * and expiry, for a product that tracks batches. A product that does not is refused when the row
 * names a batch, so an expiry date is never silently dropped; an existing product's batch columns
 * are ignored like its stock.
 */
function openingBatch(c: Candidate<ProductRow>, values: Values): { batch: BatchName | null } | { errors: RowError[] } {
  const { batchNumber, expiryDate } = c.value;
  if (!batchNumber && !expiryDate) return { batch: null };
  if (!values.tracksBatches)
    return { errors: [{ field: batchNumber ? 'batchNumber' : 'expiryDate', message: IMPORT_ERROR_MESSAGES.IMPORT_BATCH_NOT_TRACKED }] };
  return { batch: { batchNumber: batchNumber ?? '', expiryDate: expiryDate ?? null } };
}

async function plan(db: Executor, ctx: ImportContext, batch: Candidate<ProductRow>[]): Promise<Plan[]> {
  const skus = batch.flatMap((c) => (c.value.sku ? [c.value.sku] : []));
  const barcodes = batch.flatMap((c) => (c.value.barcode ? [c.value.barcode] : []));
  const found =
    skus.length || barcodes.length
      ? await db
          .select()
          .from(products)
          .where(
            and(
              eq(products.businessId, ctx.businessId),
              eq(products.isActive, true),
              or(inArray(products.sku, skus), inArray(products.barcode, barcodes)),
            ),
          )
      : [];
  const bySku = new Map(found.filter((p) => p.sku).map((p) => [p.sku!, p]));
  const byBarcode = new Map(found.filter((p) => p.barcode).map((p) => [p.barcode!, p]));
  const supplierByName = ctx.mapped.has('supplier') ? await supplierIds(db, ctx) : null;
  const fresh = await newProductBase(db, ctx);
  const pricing = await mrpPricing(db, ctx);
  return batch.map((c): Plan => {
    const v = c.value;
    let supplierId: number | null | undefined;
    if (supplierByName) {
      supplierId = v.supplierName ? (supplierByName.get(v.supplierName.toLowerCase()) ?? -1) : null;
      if (supplierId === -1) return { decision: { errors: [{ field: 'supplier', message: SUPPLIER_NOT_FOUND }] } };
    }
    const existing = (v.sku ? bySku.get(v.sku) : undefined) ?? (v.barcode ? byBarcode.get(v.barcode) : undefined);
    const barcodeOwner = v.barcode ? byBarcode.get(v.barcode) : undefined;
    if (barcodeOwner && barcodeOwner.id !== existing?.id)
      return { decision: { errors: [{ field: 'barcode', message: PRODUCT_MESSAGES.duplicateBarcode }] } };
    const skuOwner = v.sku ? bySku.get(v.sku) : undefined;
    if (existing && skuOwner && skuOwner.id !== existing.id)
      return { decision: { errors: [{ field: 'sku', message: PRODUCT_MESSAGES.duplicateSku }] } };
    if (!existing) {
      const values = valuesOf(c, fresh, ctx, supplierId);
      // No tax category in the row: a new product under a staple food's category is proposed exempt (staples.ts).
      if (!ctx.mapped.has('taxCategory') || isEmptyCell(c.record, 'taxCategory')) values.taxCategory = proposedTaxCategory(values.category);
      const aboveMrp = mrpRowError(values, 'sellingPrice', pricing);
      if (aboveMrp) return { decision: { errors: [aboveMrp] } };
      const opening = openingBatch(c, values);
      if ('errors' in opening) return { decision: { errors: opening.errors } };
      return { decision: 'create', values, stock: toThousandths(v.stock), batch: opening.batch };
    }
    const values = valuesOf(c, existing, ctx, supplierId);
    // The row may change the price and not the MRP (or the MRP alone): the product as it would be must hold.
    const aboveMrp = mrpRowError(values, ctx.mapped.has('sellingPrice') ? 'sellingPrice' : 'mrp', pricing);
    if (aboveMrp) return { decision: { errors: [aboveMrp] } };
    const same = COLUMNS.every((k) => values[k] === existing[k]);
    return { decision: same ? 'unchanged' : 'update', values, existing };
  });
}

async function writeCreates(db: Executor, ctx: ImportContext, creates: Plan[]): Promise<void> {
  if (!creates.length) return;
  const rows = await db
    .insert(products)
    .values(creates.map((p) => ({ ...p.values!, stock: 0, businessId: ctx.businessId })))
    .returning({ id: products.id });
  await refreshPlannerStatistics(db, ctx, rows.length);
  // INSERT … VALUES returns its rows in the order given.
  const lines = rows
    .map((r, i) => ({ productId: r.id, quantity: creates[i].stock ?? 0, batch: creates[i].batch ?? null }))
    .filter((l) => l.quantity > 0);
  await openStockOfMany(db, { businessId: ctx.businessId, userId: ctx.userId }, lines, { kind: 'import', reference: ctx.fileName });
}

/**
 * Autovacuum analyzes a table up to a minute after it grew: until then the planner would keep
 * believing the products table is as small as it was before the import and join each batch's rows
 * to it by scanning it, a batch slower than the last (measured: 2 s, 4 s, 6 s, 12 s for 2,000-row
 * batches). ANALYZE whenever the import has
 * doubled what it had created at the last one keeps every batch's plan on the indexes, for a few
 * ANALYZE runs per import. Inside the batch's transaction, so its own rows count.
 */
async function refreshPlannerStatistics(db: Executor, ctx: ImportContext, created: number) {
  const total = ((ctx.memo.get('created') as number | undefined) ?? 0) + created;
  ctx.memo.set('created', total);
  const last = (ctx.memo.get('analyzedAt') as number | undefined) ?? 0;
  if (total < Math.max(1, last * 2)) return;
  await db.execute(sql`analyze ${products}`);
  ctx.memo.set('analyzedAt', total);
}

/** One statement for the batch's updates: the new values side by side as arrays (unnest). */
async function writeUpdates(db: Executor, ctx: ImportContext, updates: Plan[]): Promise<void> {
  if (!updates.length) return;
  const col = <K extends Exclude<keyof Values, 'tracksBatches'>>(k: K) => arrayLiteral(updates.map((p) => p.values![k]));
  await db.execute(sql`
    update ${products} p set
      name = u.name, name_si = u.name_si, name_ta = u.name_ta, sku = u.sku, barcode = u.barcode, category = u.category,
      buying_price_cents = u.buying, selling_price_cents = u.selling, mrp_cents = u.mrp, low_stock_threshold = u.threshold,
      unit = u.unit, vat_rate_bp = u.vat, tax_category = u.tax, supplier_id = u.supplier, tracks_batches = u.tracks, updated_at = now()
    from unnest(${arrayLiteral(updates.map((p) => p.existing!.id))}::int[], ${col('name')}::text[], ${col('nameSi')}::text[], ${col('nameTa')}::text[],
      ${col('sku')}::text[], ${col('barcode')}::text[], ${col('category')}::text[], ${col('buyingPriceCents')}::bigint[],
      ${col('sellingPriceCents')}::bigint[], ${col('mrpCents')}::bigint[], ${col('lowStockThreshold')}::bigint[], ${col('unit')}::text[],
      ${col('vatRateBp')}::int[], ${col('taxCategory')}::text[], ${col('supplierId')}::int[],
      ${arrayLiteral(updates.map((p) => String(p.values!.tracksBatches)))}::boolean[])
      as u(id, name, name_si, name_ta, sku, barcode, category, buying, selling, mrp, threshold, unit, vat, tax, supplier, tracks)
    where p.business_id = ${ctx.businessId} and p.id = u.id`);
}

export const productsImport: KindHandler<'products'> = {
  uniqueKeys: (v) => [
    ...(v.sku ? [{ key: `sku:${v.sku}`, field: 'sku', message: PRODUCT_MESSAGES.duplicateSku }] : []),
    ...(v.barcode ? [{ key: `barcode:${v.barcode}`, field: 'barcode', message: PRODUCT_MESSAGES.duplicateBarcode }] : []),
  ],
  async run(db, ctx, batch, write) {
    const plans = await plan(db, ctx, batch);
    if (write) {
      // Updates first: a row may take over a SKU or barcode another row of the batch gives up.
      await writeUpdates(
        db,
        ctx,
        plans.filter((p) => p.decision === 'update'),
      );
      await writeCreates(
        db,
        ctx,
        plans.filter((p) => p.decision === 'create'),
      );
      // Stock opened bumps the till's catalogue version itself; names and prices need it too.
      if (plans.some((p) => p.decision === 'create' || p.decision === 'update')) await bumpTillCatalogVersion(db, ctx.businessId);
    }
    return plans.map((p) => p.decision);
  },
  async exportRows(db, businessId) {
    const rows = await db
      .select({ p: products, supplier: suppliers.name })
      .from(products)
      .leftJoin(suppliers, and(eq(suppliers.businessId, products.businessId), eq(suppliers.id, products.supplierId)))
      .where(and(eq(products.businessId, businessId), eq(products.isActive, true)))
      .orderBy(products.id);
    const money = (c: number | null) => (c == null ? '' : fromCents(c).toFixed(2));
    return rows.map(({ p, supplier }) => [
      p.category ?? '',
      p.sku ?? '',
      p.barcode ?? '',
      p.name,
      p.nameSi ?? '',
      p.nameTa ?? '',
      p.unit,
      money(p.buyingPriceCents),
      money(p.sellingPriceCents),
      money(p.mrpCents),
      p.taxCategory,
      String(fromBasisPoints(p.vatRateBp)),
      String(fromThousandths(p.lowStockThreshold)),
      String(fromThousandths(p.stock)),
      supplier ?? '',
      p.tracksBatches ? 'yes' : 'no',
      // A product may hold many batches: its batch number and expiry are not the product's to export.
      '',
      '',
    ]);
  },
  example: [
    'Groceries',
    'RICE-5',
    '4790001000011',
    'Samba rice 5 kg',
    'සම්බා සහල් 5kg',
    'சம்பா அரிசி 5kg',
    'pieces',
    '1150.00',
    '1350.00',
    '1400.00',
    'standard',
    '18',
    '5',
    '24',
    'Lanka Rice Mills',
    'yes',
    'SR-2411',
    '2027-05-31',
  ],
};

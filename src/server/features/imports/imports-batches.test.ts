// Products imported with batches (decisions 0018 and 0020): a created product
// that tracks batches opens its stock into the row's batch; existing products' batches never move.
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BATCH_PATHS, type ExpiryReport } from '#shared/contracts/batches';
import { IMPORT_PATHS } from '#shared/contracts/imports';
import { products, stockMovements } from '#server/db/schema';
import { createShop } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';
import { addProduct, batchesOf, expectLedgerTrue, inDays, movementsOf, stockOf } from '#testing/batches-fixtures';
import { openStockOfMany } from '#server/features/inventory';
import { commit, csv, preview } from '#testing/imports-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const HEAD = ['SKU', 'Name', 'Buying price', 'Selling price', 'Opening stock', 'Tracks batches', 'Batch number', 'Expiry date'];

async function productId(businessId: number, sku: string): Promise<number> {
  const [row] = await ctx.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.businessId, businessId), eq(products.sku, sku)));
  return row.id;
}

describe('product imports with batches', () => {
  it('opens a created product’s stock into its batch; the expiry report shows it; a re-import changes nothing', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const rows = [
      HEAD,
      ['AMX', 'Amoxicillin 250', '10', '15', '40', 'yes', 'A-11', inDays(20)],
      ['YOG', 'Yoghurt', '50', '70', '12', 'ඔව්', '', inDays(45)],
      ['PAN', 'Panadol', '2', '3', '100', 'ஆம்', 'P-7', ''],
      ['ORS', 'Jeevani', '30', '40', '5', 'TRUE', '', ''],
      ['SOAP', 'Soap', '80', '95', '6', 'no', '', ''],
      ['ZERO', 'Cough syrup', '200', '250', '0', '1', 'C-1', inDays(70)],
    ];
    const p = await preview(shop.ownerApi, b, 'products', 'pharmacy.csv', csv(rows));
    expect(p.mapping).toMatchObject({ tracksBatches: 5, batchNumber: 6, expiryDate: 7 });
    expect(p.counts, JSON.stringify(p.errors)).toEqual({ rows: 6, create: 6, update: 0, unchanged: 0, rejected: 0 });
    await commit(shop.ownerApi, b, p.id);

    const amx = await productId(b, 'AMX');
    expect(await batchesOf(ctx.db, b, amx)).toMatchObject([
      { batchNumber: 'A-11', expiryDate: inDays(20), quantity: 40_000, source: 'import' },
    ]);
    const [batch] = await batchesOf(ctx.db, b, amx);
    expect(await movementsOf(ctx.db, b, amx)).toEqual([{ kind: 'import', quantity: 40_000, batchId: batch.id, balance: 40_000 }]);
    expect(await batchesOf(ctx.db, b, await productId(b, 'YOG'))).toMatchObject([{ batchNumber: '', expiryDate: inDays(45) }]);
    expect(await batchesOf(ctx.db, b, await productId(b, 'PAN'))).toMatchObject([{ batchNumber: 'P-7', expiryDate: null }]);
    // Tracking without a batch named: the stock is the unbatched remainder; nothing to put in a batch at zero stock.
    const ors = await productId(b, 'ORS');
    expect(await batchesOf(ctx.db, b, ors)).toEqual([]);
    expect(await movementsOf(ctx.db, b, ors)).toEqual([{ kind: 'import', quantity: 5_000, batchId: null, balance: 5_000 }]);
    expect(await batchesOf(ctx.db, b, await productId(b, 'ZERO'))).toEqual([]);
    const tracking = await ctx.db
      .select({ sku: products.sku, tracks: products.tracksBatches })
      .from(products)
      .where(eq(products.businessId, b));
    expect(Object.fromEntries(tracking.map((t) => [t.sku, t.tracks]))).toEqual({
      AMX: true,
      YOG: true,
      PAN: true,
      ORS: true,
      SOAP: false,
      ZERO: true,
    });
    expect(await stockOf(ctx.db, b, amx)).toBe(40_000);
    await expectLedgerTrue(ctx.db, b);

    const report = (await shop.ownerApi.get(BATCH_PATHS.expiry(b))).json() as ExpiryReport;
    expect(report.batches.map((x) => [x.productName, x.batchNumber, x.quantity, x.bucket, x.value])).toEqual([
      ['Amoxicillin 250', 'A-11', 40, 'd30', 400],
      ['Yoghurt', '', 12, 'd60', 600],
    ]);

    const moves = await ctx.db.select().from(stockMovements).where(eq(stockMovements.businessId, b));
    const again = await preview(shop.ownerApi, b, 'products', 'pharmacy.csv', csv(rows));
    expect(again.counts).toEqual({ rows: 6, create: 0, update: 0, unchanged: 6, rejected: 0 });
    await commit(shop.ownerApi, b, again.id);
    expect(await ctx.db.select().from(stockMovements).where(eq(stockMovements.businessId, b))).toHaveLength(moves.length);
    expect(await batchesOf(ctx.db, b, amx)).toMatchObject([{ quantity: 40_000 }]);
  });

  it('ignores an existing product’s batch columns like its stock, but changes whether it tracks batches', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    await commit(
      shop.ownerApi,
      b,
      (await preview(shop.ownerApi, b, 'products', 'a.csv', csv([HEAD, ['AMX', 'Amox', '10', '15', '4', 'no', '', '']]))).id,
    );
    const changed = [HEAD, ['AMX', 'Amox', '10', '15', '9', 'yes', 'A-2', inDays(10)]];
    const p = await preview(shop.ownerApi, b, 'products', 'b.csv', csv(changed));
    expect(p.counts).toEqual({ rows: 1, create: 0, update: 1, unchanged: 0, rejected: 0 });
    await commit(shop.ownerApi, b, p.id);
    const amx = await productId(b, 'AMX');
    expect(await stockOf(ctx.db, b, amx)).toBe(4_000);
    expect(await batchesOf(ctx.db, b, amx)).toEqual([]);
    const [row] = await ctx.db.select().from(products).where(eq(products.id, amx));
    expect(row.tracksBatches).toBe(true);
    // A different batch alone is no change; an empty Tracks batches keeps the product's setting.
    const same = await preview(shop.ownerApi, b, 'products', 'c.csv', csv([HEAD, ['AMX', 'Amox', '10', '15', '9', '', 'A-3', '']]));
    expect(same.counts).toEqual({ rows: 1, create: 0, update: 0, unchanged: 1, rejected: 0 });
  });

  it('lists a bad expiry date, a bad yes/no and a batch on a product that does not track batches as the rows’ errors', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const rows = [
      HEAD,
      ['A', 'Bad date', '1', '2', '3', 'yes', 'X', '31/12/2026'],
      ['B', 'No such day', '1', '2', '3', 'yes', 'X', '2026-02-30'],
      ['C', 'Maybe', '1', '2', '3', 'maybe', '', ''],
      ['D', 'Untracked', '1', '2', '3', 'no', 'D-1', ''],
      ['E', 'Untracked date', '1', '2', '3', '', '', inDays(5)],
      ['F', 'Good', '1', '2', '3', 'y', 'F-1', `${inDays(5)} 00:00:00`],
    ];
    const p = await preview(shop.ownerApi, b, 'products', 'bad.csv', csv(rows));
    expect(p.counts).toEqual({ rows: 6, create: 1, update: 0, unchanged: 0, rejected: 5 });
    expect(p.errors).toEqual([
      { row: 2, field: 'expiryDate', message: 'Expiry date must be a date (YYYY-MM-DD)' },
      { row: 3, field: 'expiryDate', message: 'Expiry date must be a date (YYYY-MM-DD)' },
      { row: 4, field: 'tracksBatches', message: 'Tracks batches must be yes or no' },
      { row: 5, field: 'batchNumber', message: 'A batch number or expiry date needs Tracks batches set to yes' },
      { row: 6, field: 'expiryDate', message: 'A batch number or expiry date needs Tracks batches set to yes' },
    ]);
    await commit(shop.ownerApi, b, p.id);
    expect(await batchesOf(ctx.db, b, await productId(b, 'F'))).toMatchObject([
      { batchNumber: 'F-1', expiryDate: inDays(5), quantity: 3_000 },
    ]);
    await expectLedgerTrue(ctx.db, b);
  });

  it('reads an XLSX date cell and TRUE; exports Tracks batches with empty batch columns, and the export restores the list', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Products');
    ws.addRow(HEAD);
    const expiry = inDays(30);
    ws.addRow(['MLK', 'Milk powder', 900, 1100, 8, true, 'M-5', new Date(`${expiry}T00:00:00Z`)]);
    ws.addRow(['TEA', 'Tea', 400, 450, 2, 'no', null, null]);
    const p = await preview(shop.ownerApi, b, 'products', 'p.xlsx', Buffer.from(await wb.xlsx.writeBuffer()));
    expect(p.counts, JSON.stringify(p.errors)).toMatchObject({ create: 2, rejected: 0 });
    await commit(shop.ownerApi, b, p.id);
    expect(await batchesOf(ctx.db, b, await productId(b, 'MLK'))).toMatchObject([
      { batchNumber: 'M-5', expiryDate: expiry, quantity: 8_000 },
    ]);

    const out = await shop.ownerApi.get(IMPORT_PATHS.export(b, 'products', 'csv'));
    const lines = out.body
      .replace(/^\ufeff/, '')
      .split('\r\n')
      .filter((l) => l !== '');
    expect(lines[0].split(',').slice(-3)).toEqual(['Tracks batches', 'Batch number', 'Expiry date']);
    expect(lines.slice(1).map((l) => l.split(',').slice(-3))).toEqual([
      ['yes', '', ''],
      ['no', '', ''],
    ]);
    const back = await preview(shop.ownerApi, b, 'products', 'back.csv', out.rawPayload);
    expect(back.counts).toEqual({ rows: 2, create: 0, update: 0, unchanged: 2, rejected: 0 });
    const other = await createShop(ctx.app);
    const restored = await preview(other.ownerApi, other.business.id, 'products', 'restore.csv', out.rawPayload);
    await commit(other.ownerApi, other.business.id, restored.id);
    const made = await ctx.db
      .select({ sku: products.sku, tracks: products.tracksBatches, stock: products.stock })
      .from(products)
      .where(eq(products.businessId, other.business.id))
      .orderBy(products.sku);
    expect(made).toEqual([
      { sku: 'MLK', tracks: true, stock: 8_000 },
      { sku: 'TEA', tracks: false, stock: 2_000 },
    ]);
  });

  it('the stock module opens many lines in one call: same batch summed, an existing batch topped up, unbatched and untracked lines', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const med = await addProduct(shop, { name: 'Cetirizine', tracksBatches: true });
    const soap = await addProduct(shop, { name: 'Soap' });
    const actor = { businessId: b, userId: shop.owner.id };
    const a = { batchNumber: 'A', expiryDate: inDays(40) };
    const open = (lines: Parameters<typeof openStockOfMany>[2]) =>
      ctx.db.transaction((tx) => openStockOfMany(tx, actor, lines, { kind: 'import', reference: 'x.csv' }));
    expect(
      await open([
        { productId: med, quantity: 5_000, batch: a },
        { productId: soap, quantity: 2_000, batch: a },
        { productId: med, quantity: 3_000, batch: a },
        { productId: med, quantity: 2_000, batch: { batchNumber: '', expiryDate: inDays(10) } },
        { productId: med, quantity: 1_000 },
      ]),
    ).toBe(2);
    expect(await open([{ productId: med, quantity: 500, batch: a }])).toBe(1);
    expect((await batchesOf(ctx.db, b, med)).map((x) => [x.batchNumber, x.quantity])).toEqual([
      ['', 2_000],
      ['A', 8_500],
    ]);
    expect(await batchesOf(ctx.db, b, soap)).toEqual([]);
    expect(await stockOf(ctx.db, b, med)).toBe(11_500);
    const moves = await movementsOf(ctx.db, b, med);
    expect(moves.map((m) => m.quantity).sort((x, y) => x - y)).toEqual([500, 1_000, 2_000, 8_000]);
    // Each balance is the running sum of the product's movements in order; the last is its stock.
    expect(moves.map((m) => m.balance)).toEqual(moves.map((_, i) => moves.slice(0, i + 1).reduce((sum, m) => sum + m.quantity, 0)));
    expect(moves.at(-1)?.balance).toBe(11_500);
    expect((await movementsOf(ctx.db, b, soap)).map((m) => [m.quantity, m.batchId])).toEqual([[2_000, null]]);
    await expectLedgerTrue(ctx.db, b);
  });
});

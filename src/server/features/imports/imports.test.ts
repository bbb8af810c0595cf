import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_PATHS, type ImportSummary } from '#shared/contracts/imports';
import { CATALOG_PATHS } from '#shared/contracts/catalog-paths';
import { imports, products, stockMovements } from '#server/db/schema';
import { createShop } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';
import { commit, csv, preview, settle, upload } from '#testing/imports-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const HEAD = ['Category', 'SKU', 'Barcode', 'Name', 'Selling price', 'Opening stock'];

describe('product imports', () => {
  it('previews, lists bad rows with their row numbers and messages, commits, and a re-import changes nothing', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const rows = [
      HEAD,
      ['Rice', 'R-1', '4790000000011', 'Samba 5kg', '1350.00', '24'],
      ['Rice', 'R-2', '', 'Nadu 5kg', 'abc', '1'],
      ['Rice', 'R-1', '', 'Again', '10', '0'],
      ['Tea', 'T-1', '', 'Dilmah 100g', '450', ''],
    ];
    const p = await preview(shop.ownerApi, b, 'products', 'stock.csv', csv(rows));
    expect(p.status).toBe('ready');
    expect(p.counts).toEqual({ rows: 4, create: 2, update: 0, unchanged: 0, rejected: 2 });
    expect(p.errors).toEqual([
      { row: 3, field: 'sellingPrice', message: 'Selling price must be a number, like 1250.50' },
      { row: 4, field: 'sku', message: 'A product with this SKU already exists' },
    ]);
    const rejected = await shop.ownerApi.get(IMPORT_PATHS.rejected(b, p.id));
    expect(rejected.statusCode).toBe(200);
    expect(rejected.body).toContain('Selling price must be a number');
    expect(rejected.body.split('\r\n')[0]).toBe('\ufeffCategory,SKU,Barcode,Name,Selling price,Opening stock,Row,Errors');

    await commit(shop.ownerApi, b, p.id);
    const made = await ctx.db.select().from(products).where(eq(products.businessId, b));
    expect(made.map((x) => [x.sku, x.stock, x.sellingPriceCents]).sort()).toEqual([
      ['R-1', 24_000, 135_000],
      ['T-1', 0, 45_000],
    ]);
    const moves = await ctx.db.select().from(stockMovements).where(eq(stockMovements.businessId, b));
    expect(moves.map((m) => [m.kind, m.quantity, m.reference])).toEqual([['import', 24_000, 'stock.csv']]);

    const again = await preview(shop.ownerApi, b, 'products', 'stock.csv', csv(rows));
    expect(again.counts).toEqual({ rows: 4, create: 0, update: 0, unchanged: 2, rejected: 2 });
    await commit(shop.ownerApi, b, again.id);
    expect(await ctx.db.select().from(stockMovements).where(eq(stockMovements.businessId, b))).toHaveLength(1);
  });

  it("a new product under a staple food's category is proposed exempt unless its row gives a tax category", async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const rows = [
      [...HEAD, 'Tax category'],
      ['Rice & Grains', 'S-1', '', 'Samba 5kg', '1350', '', ''],
      ['Vegetables', 'S-2', '', 'Carrots 1kg', '400', '', ''],
      ['Household', 'S-3', '', 'Soap', '120', '', ''],
      // The owner's own choice stands: rice crackers in the rice shelf carry VAT.
      ['Rice & Grains', 'S-4', '', 'Rice crackers', '250', '', 'standard'],
    ];
    const p = await preview(shop.ownerApi, b, 'products', 'staples.csv', csv(rows));
    expect(p.counts).toMatchObject({ create: 4, rejected: 0 });
    await commit(shop.ownerApi, b, p.id);
    const made = await ctx.db.select().from(products).where(eq(products.businessId, b));
    expect(Object.fromEntries(made.map((x) => [x.sku, x.taxCategory]))).toEqual({
      'S-1': 'exempt',
      'S-2': 'exempt',
      'S-3': 'standard',
      'S-4': 'standard',
    });
  });

  it('a row that stops passing between preview and commit is rejected then: counted in the outcome and in the rejected rows', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const made = await shop.ownerApi.post(CATALOG_PATHS.products(b), {
      name: 'Sunlight Soap',
      sku: 'M-1',
      sellingPrice: 400,
      mrp: 500,
      stock: 5,
    });
    expect(made.statusCode, made.body).toBe(201);
    const rows = [HEAD, ['Soap', 'M-1', '', 'Sunlight Soap', '450', ''], ['Soap', 'M-2', '', 'Lifebuoy Soap', '120', '']];
    const p = await preview(shop.ownerApi, b, 'products', 'soap.csv', csv(rows));
    expect(p.counts).toEqual({ rows: 2, create: 1, update: 1, unchanged: 0, rejected: 0 });
    expect(p.outcome).toBeNull();
    // Meanwhile the owner lowers the soap's MRP below the file's price.
    const lowered = await shop.ownerApi.put(CATALOG_PATHS.product(made.json().id), {
      name: 'Sunlight Soap',
      sku: 'M-1',
      sellingPrice: 400,
      mrp: 420,
      stock: 5,
    });
    expect(lowered.statusCode, lowered.body).toBe(200);

    const done = await commit(shop.ownerApi, b, p.id);
    expect(done.counts).toEqual(p.counts);
    expect(done.outcome).toEqual({ rows: 2, create: 1, update: 0, unchanged: 0, rejected: 1 });
    expect(done.errors).toEqual([{ row: 2, field: 'sellingPrice', message: 'Selling price cannot exceed the MRP' }]);
    const rejected = await shop.ownerApi.get(IMPORT_PATHS.rejected(b, p.id));
    expect(rejected.body.split('\r\n')[1]).toBe('Soap,M-1,,Sunlight Soap,450,,2,Selling price cannot exceed the MRP');
    const soap = await ctx.db
      .select()
      .from(products)
      .where(and(eq(products.businessId, b), eq(products.sku, 'M-1')));
    expect(soap[0].sellingPriceCents).toBe(40_000);
  });

  it('reads Sinhala and Tamil headers, a BOM and semicolons, and keeps a formula as text', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const text = `\ufeff${csv(
      [
        ['භාණ්ඩයේ නම', 'தமிழ்ப் பெயர்', 'විකුණුම් මිල', 'ஆரம்ப இருப்பு', 'SKU'],
        ['සම්බා සහල්', 'சம்பா அரிசி', '350,00'.replace(',', '.'), '2', 'S-1'],
        ['=HYPERLINK("http://x","y")', '', '10', '', 'S-2'],
      ],
      ';',
    )}`;
    const p = await preview(shop.ownerApi, b, 'products', 'si.csv', text);
    expect(p.mapping).toMatchObject({ name: 0, nameTa: 1, sellingPrice: 2, stock: 3, sku: 4 });
    expect(p.counts).toMatchObject({ create: 2, rejected: 0 });
    await commit(shop.ownerApi, b, p.id);
    const made = await ctx.db.select().from(products).where(eq(products.businessId, b)).orderBy(products.id);
    expect(made.map((x) => [x.name, x.nameTa])).toEqual([
      ['සම්බා සහල්', 'சம்பா அரிசி'],
      ['=HYPERLINK("http://x","y")', null],
    ]);
  });

  it('reads an XLSX formula cell as its formula text, and exports a round trip', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Products');
    ws.addRow(['Name', 'Selling price', 'SKU', 'Barcode', 'Opening stock']);
    ws.addRow([{ formula: 'HYPERLINK("http://x","y")', result: 'y' }, 12.5, 'X-1', '0012345', 3]);
    ws.addRow(['Soap', 99, 'X-2', null, 0]);
    const p = await preview(shop.ownerApi, b, 'products', 'p.xlsx', Buffer.from(await wb.xlsx.writeBuffer()));
    expect(p.format).toBe('xlsx');
    expect(p.counts).toMatchObject({ create: 2, rejected: 0 });
    await commit(shop.ownerApi, b, p.id);
    const [first] = await ctx.db
      .select()
      .from(products)
      .where(and(eq(products.businessId, b), eq(products.sku, 'X-1')));
    expect(first).toMatchObject({ name: '=HYPERLINK("http://x","y")', barcode: '0012345', stock: 3000 });

    for (const format of ['csv', 'xlsx'] as const) {
      const out = await shop.ownerApi.get(IMPORT_PATHS.export(b, 'products', format));
      expect(out.statusCode).toBe(200);
      if (format === 'csv') expect(out.body).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
      const back = await preview(shop.ownerApi, b, 'products', `back.${format}`, out.rawPayload);
      expect(back.counts, JSON.stringify(back.errors)).toEqual({ rows: 2, create: 0, update: 0, unchanged: 2, rejected: 0 });
    }
    const other = await createShop(ctx.app);
    const exported = await shop.ownerApi.get(IMPORT_PATHS.export(b, 'products', 'csv'));
    const restored = await preview(other.ownerApi, other.business.id, 'products', 'restore.csv', exported.rawPayload);
    await commit(other.ownerApi, other.business.id, restored.id);
    const list = (await other.ownerApi.get(CATALOG_PATHS.products(other.business.id))).json<{ name: string; stock: number }[]>();
    expect(list.map((x) => [x.name, x.stock]).sort()).toEqual([
      ['=HYPERLINK("http://x","y")', 3],
      ['Soap', 0],
    ]);
  });

  it('refuses what is not a list, another business never sees an upload, a cashier gets 403', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    expect((await upload(shop.ownerApi, b, 'products', 'x.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]))).statusCode).toBe(415);
    expect((await upload(shop.ownerApi, b, 'products', 'x.csv', 'Name,Selling price\r\n')).statusCode).toBe(422);
    expect((await upload(shop.ownerApi, b, 'gadgets', 'x.csv', 'Name\r\nA')).statusCode).toBe(400);
    expect((await upload(shop.cashierApi, b, 'products', 'x.csv', 'Name\r\nA')).statusCode).toBe(403);
    const p = await preview(shop.ownerApi, b, 'products', 'a.csv', 'Name,Selling price\r\nA,1');
    const other = await createShop(ctx.app);
    expect((await other.ownerApi.get(IMPORT_PATHS.one(other.business.id, p.id))).statusCode).toBe(404);
    expect((await other.ownerApi.get(IMPORT_PATHS.rejected(other.business.id, p.id))).statusCode).toBe(404);
    expect(
      (await other.ownerApi.post(IMPORT_PATHS.commit(other.business.id, p.id), {}, { 'idempotency-key': randomUUID() })).statusCode,
    ).toBe(404);
    expect((await shop.cashierApi.get(IMPORT_PATHS.one(b, p.id))).statusCode).toBe(403);
    expect((await shop.ownerApi.get(IMPORT_PATHS.one(b, randomUUID()))).statusCode).toBe(404);
    expect((await shop.ownerApi.get(IMPORT_PATHS.one(b, 'not-an-id'))).statusCode).toBe(404);
    expect((await shop.ownerApi.post(IMPORT_PATHS.commit(b, p.id), {})).statusCode).toBe(400);
  });

  it('a commit replay answers the same; a second commit is 409; a changed mapping previews again', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const p = await preview(shop.ownerApi, b, 'products', 'a.csv', 'Item,Cost,Price\r\nA,1,2');
    expect(p.mapping).toMatchObject({ name: 0, buyingPrice: 1, sellingPrice: 2 });
    const bad = await shop.ownerApi.put(IMPORT_PATHS.mapping(b, p.id), { mapping: { name: 0, sellingPrice: 0 } });
    expect(bad.statusCode).toBe(400);
    const put = await shop.ownerApi.put(IMPORT_PATHS.mapping(b, p.id), { mapping: { name: 0, sellingPrice: 1 } });
    expect(put.statusCode, put.body).toBe(202);
    const again = await settle(shop.ownerApi, b, p.id);
    expect(again.mapping.buyingPrice).toBeNull();
    expect(again.sample[0]).toEqual({ name: 'A', sellingPrice: '1' });
    const key = { 'idempotency-key': randomUUID() };
    const first = await shop.ownerApi.post(IMPORT_PATHS.commit(b, p.id), {}, key);
    const replay = await shop.ownerApi.post(IMPORT_PATHS.commit(b, p.id), {}, key);
    expect(first.statusCode).toBe(202);
    expect(replay.statusCode).toBe(202);
    expect(replay.json<ImportSummary>().status).toBe('committing');
    await settle(shop.ownerApi, b, p.id);
    expect((await shop.ownerApi.post(IMPORT_PATHS.commit(b, p.id), {}, { 'idempotency-key': randomUUID() })).statusCode).toBe(409);
    const [row] = await ctx.db.select().from(products).where(eq(products.businessId, b));
    expect(row.sellingPriceCents).toBe(100);
  });

  it('a commit left by a stopped process is taken over and writes nothing twice', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const p = await preview(shop.ownerApi, b, 'products', 'a.csv', 'SKU,Name,Selling price,Opening stock\r\nA-1,A,1,5\r\nA-2,B,2,7');
    await commit(shop.ownerApi, b, p.id);
    // As if its process died after the first batch: 'committing', no heartbeat for minutes, from the start again.
    await ctx.db
      .update(imports)
      .set({ status: 'committing', committedRows: 0, heartbeatAt: new Date(Date.now() - 10 * 60_000) })
      .where(and(eq(imports.businessId, b), eq(imports.id, p.id)));
    const done = await settle(shop.ownerApi, b, p.id);
    expect(done.status).toBe('committed');
    expect(await ctx.db.select().from(products).where(eq(products.businessId, b))).toHaveLength(2);
    const moves = await ctx.db.select().from(stockMovements).where(eq(stockMovements.businessId, b));
    expect(moves.map((m) => m.quantity).sort()).toEqual([5000, 7000]);
  });
});

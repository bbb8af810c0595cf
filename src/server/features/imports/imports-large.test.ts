// Imports of a long file: CSV and XLSX with a sprinkle of bad rows, the preview lists exactly
// those, the commit writes the rest, a re-import changes nothing. 10,000 rows here (CI has 2
// cores); IMPORT_TEST_ROWS=50000 runs the full 50,000 rows, and the bench times it
// (bench/imports.ts).
import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { CATALOG_PATHS } from '#shared/contracts/catalog-paths';
import { SALES_PATHS } from '#shared/contracts/sales-paths';
import { products, stockMovements } from '#server/db/schema';
import { createShop, type Api } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';
import { commit, csv, preview } from '#testing/imports-fixtures';

const ROWS = Number(process.env.IMPORT_TEST_ROWS ?? 10_000);
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const HEAD = ['SKU', 'Barcode', 'Name', 'Name (Sinhala)', 'Selling price', 'MRP', 'Opening stock', 'Category'];

/** Every 997th row has a price that is not a number, every 1,499th a selling price above its MRP. */
function generate(n: number) {
  const rows: string[][] = [HEAD];
  const bad = new Map<number, string>();
  for (let i = 1; i <= n; i++) {
    const row = i + 1;
    let price = `${(i % 5000) + 10}.50`;
    let mrp = '';
    if (i % 997 === 0) {
      price = 'Rs. 450';
      bad.set(row, 'Selling price must be a number, like 1250.50');
    } else if (i % 1499 === 0) {
      mrp = '1.00';
      bad.set(row, 'Selling price cannot exceed the MRP');
    }
    rows.push([
      `SKU-${i}`,
      String(4_790_000_000_000 + i),
      `Product ${i}`,
      i % 3 ? '' : `භාණ්ඩය ${i}`,
      price,
      mrp,
      String(i % 50),
      `Cat ${i % 40}`,
    ]);
  }
  return { rows, bad };
}

/** The till of another shop selling every 100 ms while `work` runs: each sale's time, all must be 201. */
async function tillDuring<T>(till: Api, businessId: number, productId: number, work: Promise<T>) {
  const times: number[] = [];
  let done = false;
  const selling = (async () => {
    while (!done) {
      const t = performance.now();
      const res = await till.post(
        SALES_PATHS.sales(businessId),
        { items: [{ productId, quantity: 1 }], paymentMethod: 'cash' },
        { 'idempotency-key': randomUUID() },
      );
      expect(res.statusCode, res.body).toBe(201);
      times.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const result = await work.finally(() => (done = true));
  await selling;
  times.sort((a, b) => a - b);
  return { result, count: times.length, p50: Math.round(times[times.length >> 1] ?? 0), max: Math.round(times[times.length - 1] ?? 0) };
}

async function xlsx(rows: string[][]) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Products');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe(`a ${ROWS}-row product import`, () => {
  for (const format of ['csv', 'xlsx'] as const) {
    it(`${format}: the preview lists exactly the bad rows; commit; re-import changes nothing`, { timeout: 300_000 }, async () => {
      const shop = await createShop(ctx.app);
      const b = shop.business.id;
      const { rows, bad } = generate(ROWS);
      const file = format === 'csv' ? Buffer.from(csv(rows)) : await xlsx(rows);
      const till = await createShop(ctx.app);
      const made = await till.ownerApi.post(CATALOG_PATHS.products(till.business.id), {
        name: 'Tea',
        sellingPrice: '100',
        stock: '1000000',
      });
      expect(made.statusCode, made.body).toBe(201);
      const sell = <T>(work: Promise<T>) => tillDuring(till.cashierApi, till.business.id, made.json<{ id: number }>().id, work);
      let t = performance.now();
      const during = await sell(preview(shop.ownerApi, b, 'products', `big.${format}`, file));
      const p = during.result;
      const previewMs = performance.now() - t;
      expect(p.counts).toEqual({ rows: ROWS, create: ROWS - bad.size, update: 0, unchanged: 0, rejected: bad.size });
      expect(p.errors.map((e) => [e.row, e.message])).toEqual([...bad.entries()].slice(0, 200));
      t = performance.now();
      const duringCommit = await sell(commit(shop.ownerApi, b, p.id));
      const commitMs = performance.now() - t;
      const [{ n, stock }] = await ctx.db
        .select({ n: sql<number>`count(*)::int`, stock: sql<number>`sum(${products.stock})::bigint` })
        .from(products)
        .where(eq(products.businessId, b));
      expect(n).toBe(ROWS - bad.size);
      const [{ moved }] = await ctx.db
        .select({ moved: sql<number>`sum(${stockMovements.quantity})::bigint` })
        .from(stockMovements)
        .where(eq(stockMovements.businessId, b));
      expect(Number(moved)).toBe(Number(stock));
      const again = await preview(shop.ownerApi, b, 'products', `big.${format}`, file);
      expect(again.counts).toEqual({ rows: ROWS, create: 0, update: 0, unchanged: ROWS - bad.size, rejected: bad.size });
      process.stderr.write(
        `[imports] ${ROWS} rows ${format}: preview ${Math.round(previewMs)} ms, commit ${Math.round(commitMs)} ms; till sales during preview ${during.count} (p50 ${during.p50} ms, max ${during.max} ms), during commit ${duringCommit.count} (p50 ${duringCommit.p50} ms, max ${duringCommit.max} ms)\n`,
      );
    });
  }
});

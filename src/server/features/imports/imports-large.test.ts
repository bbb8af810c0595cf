// The proof on a long file: CSV and XLSX with a sprinkle of bad rows, the preview lists
// exactly those, the commit writes the rest, a re-import changes nothing. 10,000 rows here (CI has
// 2 cores); IMPORT_TEST_ROWS=50000 runs the size, and the bench times it (bench/imports.ts).
import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, stockMovements } from '../../db/schema';
import { createShop } from '../../../testing/factories';
import { createTestApp, type TestContext } from '../../../testing/test-app';
import { commit, csv, preview } from './imports-test-helpers';

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
      let t = performance.now();
      const p = await preview(shop.ownerApi, b, 'products', `big.${format}`, file);
      const previewMs = performance.now() - t;
      expect(p.counts).toEqual({ rows: ROWS, create: ROWS - bad.size, update: 0, unchanged: 0, rejected: bad.size });
      expect(p.errors.map((e) => [e.row, e.message])).toEqual([...bad.entries()].slice(0, 200));
      t = performance.now();
      await commit(shop.ownerApi, b, p.id);
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
      process.stderr.write(`[imports] ${ROWS} rows ${format}: preview ${Math.round(previewMs)} ms, commit ${Math.round(commitMs)} ms\n`);
    });
  }
});

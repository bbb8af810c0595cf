import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORTS_PATHS, type SalesSummary } from '#shared/contracts/reports';
import { toZonedDateString } from '#shared/domain/time-zone';
import { createShop } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';
import { getBusinessTimeZone } from '#server/kernel/business-time-zone';
import { RETURNS_PATHS } from '#shared/contracts/returns';
import type { Sale } from '#shared/contracts/sales';
import { addProduct, key, openShift, readSale, returned, sell, type Shop } from '#testing/returns-helpers';

let ctx: TestContext;
let shop: Shop;
let today: string;
const sold: Sale[] = [];

/** Three sales of 3 × 100.00 (no tax); one unit of the first back damaged (CN-000001), two of the second changed-mind (CN-000002), the third voided. */
beforeAll(async () => {
  ctx = await createTestApp();
  shop = await createShop(ctx.app);
  const b = shop.business.id;
  today = toZonedDateString(new Date(), await getBusinessTimeZone(ctx.db, b));
  const tea = await addProduct(shop.ownerApi, b, { name: 'Tea', sellingPrice: 100, vatRate: 0 });
  // the owner's drawer: cash goes back out of it, and a void needs the sale's shift open
  await openShift(shop.ownerApi, b);
  for (let i = 0; i < 3; i++) {
    const sale = await sell(shop.ownerApi, b, { items: [{ productId: tea, quantity: 3 }], paymentMethod: 'cash' });
    sold.push(await readSale(shop.ownerApi, b, sale.id));
  }
  await returned(shop.ownerApi, b, sold[0].id, {
    lines: [{ saleItemId: sold[0].items[0].id!, quantity: 1, restock: false, reason: 'damaged' }],
    refund: [{ method: 'cash', amount: 100 }],
  });
  await returned(shop.ownerApi, b, sold[1].id, {
    lines: [{ saleItemId: sold[1].items[0].id!, quantity: 2, restock: true, reason: 'changed_mind' }],
    refund: [
      { method: 'cash', amount: 150 },
      { method: 'card', amount: 50 },
    ],
  });
  const voided = await shop.ownerApi.post(RETURNS_PATHS.saleVoid(b, sold[2].id), { reason: 'Wrong customer' }, key());
  expect(voided.statusCode, voided.body).toBe(200);
});
afterAll(async () => ctx.close());

const parse = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((l) => l.split(','));

describe('the Reports page and exports show returns', () => {
  it("the sales summary's Returns panel: count, value, voids and the top reasons", async () => {
    const res = await shop.ownerApi.get(`${REPORTS_PATHS.salesSummary(shop.business.id)}?from=${today}&to=${today}`);
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json() as SalesSummary;
    // the figures around the panel are net already: 900 sold, 300 back, 300 voided (the void's sale not counted)
    expect(summary).toMatchObject({ totalSales: 300, salesCount: 2 });
    expect(summary.returns).toEqual({
      count: 2,
      total: 300,
      voidCount: 1,
      voidTotal: 300,
      byReason: [
        { reason: 'changed_mind', count: 1, quantity: 2, total: 200 },
        { reason: 'damaged', count: 1, quantity: 1, total: 100 },
      ],
    });
    const before = await shop.ownerApi.get(`${REPORTS_PATHS.salesSummary(shop.business.id)}?from=2026-01-01&to=2026-01-31`);
    expect(before.json().returns).toEqual({ count: 0, total: 0, voidCount: 0, voidTotal: 0, byReason: [] });
  });

  it('the sales CSV lists returns and voids as negative rows with their credit note numbers', async () => {
    const res = await shop.ownerApi.get(`${REPORTS_PATHS.salesCsv(shop.business.id)}?from=${today}&to=${today}`);
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = parse(res.body);
    expect(header.slice(-3)).toEqual(['Status', 'Type', 'Credit Note Number']);
    const cols = (r: string[]) => [r[0], r[3], r[4], r[7], r[8], r[9], r[10]];
    expect(rows.map(cols)).toEqual([
      [sold[0].invoiceNumber, 'cash', '300.00', '300.00', 'paid', 'sale', ''],
      [sold[1].invoiceNumber, 'cash', '300.00', '300.00', 'paid', 'sale', ''],
      [sold[2].invoiceNumber, 'cash', '300.00', '300.00', 'paid', 'sale', ''],
      [sold[0].invoiceNumber, 'cash', '-100.00', '-100.00', 'refunded', 'return', 'CN-000001'],
      [sold[1].invoiceNumber, 'card+cash', '-200.00', '-200.00', 'refunded', 'return', 'CN-000002'],
      [sold[2].invoiceNumber, 'cash', '-300.00', '-300.00', 'void', 'void', ''],
    ]);
    // the Total column adds up to the net sales
    expect(rows.reduce((a, r) => a + Math.round(Number(r[7]) * 100), 0)).toBe(30_000 * 3 - 60_000);
    expect(rows.every((r) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(r[1]))).toBe(true);
  });

  it("another business's export never holds these returns", async () => {
    const other = await createShop(ctx.app);
    const res = await other.ownerApi.get(`${REPORTS_PATHS.salesCsv(other.business.id)}?from=${today}&to=${today}`);
    expect(parse(res.body)).toHaveLength(1);
    expect((await other.ownerApi.get(REPORTS_PATHS.salesSummary(other.business.id))).json().returns.count).toBe(0);
    expect((await other.ownerApi.get(REPORTS_PATHS.salesCsv(shop.business.id))).statusCode).toBe(404);
    expect((await shop.cashierApi.get(REPORTS_PATHS.salesCsv(shop.business.id))).statusCode).toBe(403);
  });
});

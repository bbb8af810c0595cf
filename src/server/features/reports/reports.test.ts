import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAX_PATHS } from '#shared/contracts/tax';
import { createShop, setTaxConfiguration } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';
import { customers, debtorEntries, debtors, saleItems, sales } from '#server/db/schema';
import { insertProduct } from '#testing/procurement-fixtures';
import { exportRange, getSalesSummary } from './reports.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

/** A minimal RFC 4180 reader for the assertions (quoted fields, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

const DAY = 86_400_000;
// Asia/Colombo is UTC+05:30 all year (no daylight saving), so the test can compute local days itself.
const OFFSET = 5.5 * 3_600_000;
const localDate = (d: Date) => new Date(d.getTime() + OFFSET).toISOString().slice(0, 10);
const localMidnight = (dateStr: string) => new Date(Date.parse(`${dateStr}T00:00:00Z`) - OFFSET);

let invoice = 0;
async function insertSale(
  businessId: number,
  at: Date,
  opts: {
    totalCents: number;
    vatCents?: number;
    nbtCents?: number;
    customerName?: string | null;
    items?: { productId: number; name: string; qty: number; lineTotalCents: number; vatRateBp?: number; lineCostCents?: number }[];
  },
) {
  const vat = opts.vatCents ?? 0;
  const nbt = opts.nbtCents ?? 0;
  const [sale] = await ctx.db
    .insert(sales)
    .values({
      businessId,
      invoiceNumber: `INV-T${String(++invoice).padStart(5, '0')}`,
      customerName: opts.customerName ?? null,
      subtotalCents: opts.totalCents - vat - nbt,
      vatCents: vat,
      nbtCents: nbt,
      totalCents: opts.totalCents,
      paymentMethod: 'cash',
      paymentStatus: 'paid',
      saleDate: at,
    })
    .returning();
  for (const item of opts.items ?? []) {
    await ctx.db.insert(saleItems).values({
      businessId,
      saleId: sale.id,
      productId: item.productId,
      saleDate: at,
      name: item.name,
      unit: 'pieces',
      unitPriceCents: Math.round(item.lineTotalCents / (item.qty / 1000)),
      quantity: item.qty,
      vatRateBp: item.vatRateBp ?? 1800,
      nbtRateBp: 0,
      lineSubtotalCents: item.lineTotalCents - vat,
      vatCents: vat,
      nbtCents: 0,
      lineTotalCents: item.lineTotalCents,
      lineCostCents: item.lineCostCents ?? 0,
    });
  }
  return sale;
}

describe('sales summary', () => {
  it('equals the sums of the sales in each local period; by default the month to date, best sellers by revenue', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const tea = await insertProduct(ctx.db, b, { name: 'Ceylon Tea 100g', sku: 'TEA-1' });
    const milk = await insertProduct(ctx.db, b, { name: 'Milk Powder 400g', sku: 'MILK-4' });
    const now = new Date();
    const inserted: { at: Date; total: number; vat: number }[] = [];
    const offsets = [0, 0.01, 1, 2, 4, 6, 8, 15, 27, 29, 31, 45, 100, 200, 380];
    for (const [i, days] of offsets.entries()) {
      const at = new Date(now.getTime() - days * DAY - 60_000);
      const total = 10_000 + i * 1_234;
      const vat = 500 + i;
      inserted.push({ at, total, vat });
      await insertSale(b, at, {
        totalCents: total,
        vatCents: vat,
        items: [{ productId: i % 2 ? tea.id : milk.id, name: i % 2 ? tea.name : milk.name, qty: 1000 * (i + 1), lineTotalCents: total }],
      });
    }
    const res = await shop.ownerApi.get(`/api/businesses/${b}/sales-summary`);
    expect(res.statusCode).toBe(200);
    const s = res.json();

    const today = localDate(now);
    const todayStart = localMidnight(today);
    const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
    const weekStart = new Date(todayStart.getTime() - ((weekday + 6) % 7) * DAY);
    const monthStart = localMidnight(`${today.slice(0, 8)}01`);
    const yearStart = localMidnight(`${today.slice(0, 5)}01-01`);
    const sum = (from: Date) => inserted.filter((x) => x.at >= from).reduce((acc, x) => acc + x.total, 0) / 100;
    expect(s.todaySales).toBe(sum(todayStart));
    expect(s.weekSales).toBe(sum(weekStart));
    expect(s.monthSales).toBe(sum(monthStart));
    expect(s.yearSales).toBe(sum(yearStart));
    const monthSales = inserted.filter((x) => x.at >= monthStart);
    expect(s.salesCount).toBe(monthSales.length);
    expect(s.averageOrderValue).toBeCloseTo(sum(monthStart) / monthSales.length, 2);
    expect(s.taxSummary.vat).toBe(monthSales.reduce((a, x) => a + x.vat, 0) / 100);

    expect(s.range).toEqual({ from: `${today.slice(0, 8)}01`, to: today });
    expect(s.totalSales).toBe(sum(monthStart));
    expect(s.dailySales).toHaveLength(Number(today.slice(8)));
    expect(s.dailySales.at(-1).date).toBe(today);
    for (const point of s.dailySales) {
      const same = inserted.filter((x) => localDate(x.at) === point.date);
      expect(point.count).toBe(same.length);
      expect(point.total).toBe(same.reduce((a, x) => a + x.total, 0) / 100);
    }
    expect(s.dailySales.reduce((a: number, p: { total: number }) => a + Math.round(p.total * 100), 0) / 100).toBe(sum(monthStart));

    const qtyOf = (odd: boolean) => offsets.map((_, i) => i).filter((i) => inserted[i].at >= monthStart && (i % 2 === 1) === odd);
    const expected = [
      { id: tea.id, name: 'Ceylon Tea 100g', sku: 'TEA-1', idx: qtyOf(true) },
      { id: milk.id, name: 'Milk Powder 400g', sku: 'MILK-4', idx: qtyOf(false) },
    ]
      .filter((p) => p.idx.length)
      .map((p) => ({
        id: p.id,
        name: p.name,
        sku: p.sku,
        quantitySold: p.idx.reduce((a, i) => a + i + 1, 0),
        revenue: p.idx.reduce((a, i) => a + inserted[i].total, 0) / 100,
      }))
      .sort((x, y) => y.revenue - x.revenue);
    type Best = { id: number; name: string; sku: string; quantitySold: number; revenue: number; unit: string };
    expect(
      s.bestSellingProducts.map(({ id, name, sku, quantitySold, revenue }: Best) => ({ id, name, sku, quantitySold, revenue })),
    ).toEqual(expected);
    expect(s.bestSellingProducts.every((p: Best) => p.unit === 'pieces')).toBe(true);
    expect(s.taxSummary.rates).toEqual([
      expect.objectContaining({ vatRate: 18, nbtRate: 0, vat: monthSales.reduce((a, x) => a + x.vat, 0) / 100 }),
    ]);
  });

  it('answers zeros and empty days for a business without sales', async () => {
    const shop = await createShop(ctx.app);
    const s = (await shop.ownerApi.get(`/api/businesses/${shop.business.id}/sales-summary`)).json();
    expect(s).toMatchObject({ todaySales: 0, monthSales: 0, averageOrderValue: 0, salesCount: 0, bestSellingProducts: [] });
    expect(s.dailySales.every((d: { total: number; count: number }) => d.total === 0 && d.count === 0)).toBe(true);
  });
});

describe('cost of goods sold and gross profit', () => {
  it('a sale of an item bought at 60 and sold at 100 shows cost 60 and gross profit 40, and keeps them after a price change', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    // A VAT-registered shop: the 118.00 shelf price holds 18.00 VAT, so net sales are 100.00.
    await setTaxConfiguration(ctx.db, b, { vatRegistered: true, pricesIncludeVat: true });
    const body = { name: 'Tea 100g', category: 'Beverages', sellingPrice: 118, buyingPrice: 60, stock: 10, vatRate: 18 };
    const made = await shop.ownerApi.post(`/api/businesses/${b}/products`, body);
    expect(made.statusCode).toBe(201);
    const productId = made.json().id as number;
    const sale = await shop.cashierApi.post(
      `/api/businesses/${b}/sales`,
      { items: [{ productId, quantity: 1 }], paymentMethod: 'cash' },
      { 'idempotency-key': randomUUID() },
    );
    expect(sale.statusCode).toBe(201);
    const today = localDate(new Date());

    const check = async () => {
      const s = (await shop.ownerApi.get(`/api/businesses/${b}/sales-summary?from=${today}&to=${today}`)).json();
      const profit = { netSales: 100, costOfGoodsSold: 60, grossProfit: 40 };
      expect(s.profit).toEqual(profit);
      expect(s.totalSales).toBe(118);
      expect(s.dailySales).toEqual([{ date: today, total: 118, count: 1, ...profit }]);
      expect(s.bestSellingProducts).toEqual([
        { id: productId, name: 'Tea 100g', sku: null, unit: 'pieces', quantitySold: 1, totalSold: 1, revenue: 118, ...profit },
      ]);
      expect(s.categories).toEqual([{ category: 'Beverages', ...profit }]);
      const panel = (await shop.ownerApi.get(`${TAX_PATHS.panelData(b)}?from=${today}&to=${today}`)).json();
      expect(panel.snapshot).toMatchObject({ totalRevenue: 100, costOfGoodsSold: 60, grossProfit: 40, netProfit: 40, profitMargin: 40 });
    };
    await check();
    // A later buying price is the cost of later sales only.
    const changed = await shop.ownerApi.put(`/api/products/${productId}`, {
      ...body,
      buyingPrice: 90,
      stock: 9,
      stockAdjustment: { reason: 'count_correction' },
    });
    expect(changed.statusCode).toBe(200);
    await check();
  });
});

describe('report range', () => {
  it('drives every figure of the summary; from > to or more than 366 days answers 400', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const tea = await insertProduct(ctx.db, b, { name: 'Tea', buyingPriceCents: 4_000 });
    const item = (lineTotalCents: number) => [{ productId: tea.id, name: tea.name, qty: 1000, lineTotalCents }];
    // 2026-03-01 00:10 and 2026-03-31 23:50 Colombo are in March; 2026-02-28 23:50 and 2026-04-01 00:10 are not.
    await insertSale(b, new Date('2026-02-28T18:40:00Z'), { totalCents: 11_800, items: item(11_800) });
    await insertSale(b, new Date('2026-03-31T18:20:00Z'), { totalCents: 5_000, items: item(5_000) });
    await insertSale(b, new Date('2026-02-28T18:20:00Z'), { totalCents: 700, items: item(700) });
    await insertSale(b, new Date('2026-03-31T18:40:00Z'), { totalCents: 300, items: item(300) });
    const get = (q: string) => shop.ownerApi.get(`/api/businesses/${b}/sales-summary?${q}`);

    const march = (await get('from=2026-03-01&to=2026-03-31')).json();
    expect(march).toMatchObject({ range: { from: '2026-03-01', to: '2026-03-31' }, totalSales: 168, salesCount: 2, averageOrderValue: 84 });
    expect(march.dailySales).toHaveLength(31);
    expect(march.dailySales.filter((d: { count: number }) => d.count).map((d: { date: string }) => d.date)).toEqual([
      '2026-03-01',
      '2026-03-31',
    ]);
    expect(march.bestSellingProducts).toMatchObject([{ id: tea.id, quantitySold: 2, revenue: 168 }]);
    expect(march.taxSummary.rates).toHaveLength(1);
    const day = (await get('from=2026-02-28&to=2026-02-28')).json();
    expect(day).toMatchObject({ totalSales: 7, salesCount: 1, bestSellingProducts: [{ revenue: 7 }] });

    expect((await get('from=2026-04-01&to=2026-03-01')).statusCode).toBe(400);
    expect((await get('from=2025-01-01&to=2026-03-01')).statusCode).toBe(400);
    expect((await get('from=2025-03-01&to=2026-03-01')).statusCode).toBe(200);
    expect((await get('from=yesterday')).statusCode).toBe(400);
    expect((await get('from=9999-12-31&to=9999-12-31')).statusCode).toBe(400);
    expect((await shop.ownerApi.get(`/api/businesses/${b}/reports/sales.csv?from=9999-12-31&to=9999-12-31`)).statusCode).toBe(400);
  });

  it('defaults to the month to date on the shop\u2019s calendar, even when UTC is still on the day before', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    // 2026-11-30 19:00 UTC is 2026-12-01 00:30 in Colombo: the shop's month is December.
    const now = new Date('2026-11-30T19:00:00Z');
    await insertSale(b, new Date('2026-11-30T18:45:00Z'), { totalCents: 2_500 }); // 00:15 on 1 December, Colombo
    await insertSale(b, new Date('2026-11-30T18:00:00Z'), { totalCents: 900 }); // 23:30 on 30 November
    const s = await getSalesSummary(ctx.db, b, now);
    expect(s.range).toEqual({ from: '2026-12-01', to: '2026-12-01' });
    expect(s).toMatchObject({ totalSales: 25, todaySales: 25, salesCount: 1 });
    expect(await exportRange(ctx.db, b, {}, now)).toMatchObject({ from: '2026-12-01', to: '2026-12-01', today: '2026-12-01' });
  });
});

describe('inventory, debtor and CRM summaries', () => {
  it('lists low stock, values categories at buying price and sums debts and customers', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    await insertProduct(ctx.db, b, {
      name: 'Rice 5kg',
      category: 'Grocery',
      stock: 3000,
      buyingPriceCents: 150_000,
      lowStockThreshold: 5000,
    });
    await insertProduct(ctx.db, b, { name: 'Dhal 1kg', category: 'Grocery', stock: 20_500, buyingPriceCents: 40_000 });
    await insertProduct(ctx.db, b, { name: 'Soap', category: null as unknown as string, stock: 0, buyingPriceCents: null });
    const inv = (await shop.ownerApi.get(`/api/businesses/${b}/inventory-summary`)).json();
    expect(inv.lowStockProducts.map((p: { name: string }) => p.name)).toEqual(['Soap', 'Rice 5kg']);
    expect(inv.lowStockProducts[1]).toMatchObject({
      sku: null,
      category: 'Grocery',
      buyingPrice: 1500,
      sellingPrice: 100,
      stock: 3,
      lowStockThreshold: 5,
    });
    expect(inv.categoryBreakdown).toEqual([
      { category: 'Grocery', productCount: 2, stockValue: 3 * 1500 + 20.5 * 400 },
      { category: 'Uncategorized', productCount: 1, stockValue: 0 },
    ]);
    expect(inv.totalValue).toBe(3 * 1500 + 20.5 * 400);

    const [current] = await ctx.db
      .insert(debtors)
      .values({ businessId: b, name: 'Kamal', dueDate: new Date(Date.now() + 10 * DAY) })
      .returning();
    const [late] = await ctx.db
      .insert(debtors)
      .values({ businessId: b, name: 'Sunil', dueDate: new Date(Date.now() - 2 * DAY) })
      .returning();
    await ctx.db.insert(debtorEntries).values([
      { businessId: b, debtorId: current.id, kind: 'charge', amountCents: 250_000 },
      { businessId: b, debtorId: current.id, kind: 'payment', amountCents: 50_000, paymentMethod: 'cash' },
      { businessId: b, debtorId: late.id, kind: 'charge', amountCents: 75_050 },
    ]);
    const debt = (await shop.ownerApi.get(`/api/businesses/${b}/debtor-summary`)).json();
    expect(debt).toEqual({ totalOutstanding: 2000 + 750.5, overdueAmount: 750.5, debtorCount: 2 });

    await ctx.db.insert(customers).values([
      { businessId: b, customerCode: 'C1', firstName: 'Amal', lastPurchaseDate: new Date(Date.now() - 5 * DAY) },
      { businessId: b, customerCode: 'C2', firstName: 'Bimal', lastPurchaseDate: new Date(Date.now() - 200 * DAY) },
      { businessId: b, customerCode: 'C3', firstName: 'Chamari' },
    ]);
    expect((await shop.ownerApi.get(`/api/businesses/${b}/crm-summary`)).json()).toEqual({ totalCustomers: 3, activeCustomers: 1 });
  });
});

describe('CSV exports', () => {
  const body = (raw: string) => {
    expect(raw.charCodeAt(0)).toBe(0xfeff);
    return parseCsv(raw.slice(1));
  };

  it('streams the inventory with a BOM, the date in the file name and formula-looking text neutralised', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    await insertProduct(ctx.db, b, {
      name: '=HYPERLINK("x")',
      sku: '  +1',
      category: '@cat',
      stock: 12_500,
      buyingPriceCents: 12_345,
      sellingPriceCents: 15_000,
    });
    await insertProduct(ctx.db, b, { name: 'Plain, "quoted" name', sku: 'P-1', stock: 0 });
    const res = await shop.ownerApi.get(`/api/businesses/${b}/reports/inventory.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="inventory-report-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = body(res.body);
    expect(rows[0]).toEqual([
      'Name',
      'SKU',
      'Category',
      'Buying Price',
      'Selling Price',
      'Stock',
      'Low Stock Threshold',
      'Status',
      'Sold in Range',
      'Net Sales in Range',
      'Cost of Goods Sold in Range',
      'Gross Profit in Range',
    ]);
    const nothingSold = ['0', '0.00', '0.00', '0.00'];
    expect(rows[1]).toEqual([`'=HYPERLINK("x")`, `'  +1`, `'@cat`, '123.45', '150.00', '12.5', '10', 'In Stock', ...nothingSold]);
    expect(rows[2]).toEqual(['Plain, "quoted" name', 'P-1', '', '', '100.00', '0', '10', 'Out of Stock', ...nothingSold]);
  });

  it('streams the sales of the chosen local date range', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    // 2026-03-01 00:10 and 2026-03-31 23:50 Colombo time are inside; 2026-02-28 23:50 and 2026-04-01 00:10 are not
    const inside1 = await insertSale(b, new Date('2026-02-28T18:40:00Z'), { totalCents: 11_800, vatCents: 1_800, customerName: '-2+3' });
    const inside2 = await insertSale(b, new Date('2026-03-31T18:20:00Z'), { totalCents: 5_000 });
    await insertSale(b, new Date('2026-02-28T18:20:00Z'), { totalCents: 1 });
    await insertSale(b, new Date('2026-03-31T18:40:00Z'), { totalCents: 2 });
    const res = await shop.ownerApi.get(`/api/businesses/${b}/reports/sales.csv?from=2026-03-01&to=2026-03-31`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="sales-report-2026-03-01-to-2026-03-31.csv"');
    const rows = body(res.body);
    expect(rows[0]).toEqual([
      'Invoice Number',
      'Date',
      'Customer',
      'Payment Method',
      'Subtotal',
      'VAT',
      'NBT',
      'Total',
      'Status',
      'Type',
      'Credit Note Number',
    ]);
    expect(rows.slice(1)).toEqual([
      [inside1.invoiceNumber, '2026-03-01 00:10', `'-2+3`, 'cash', '100.00', '18.00', '0.00', '118.00', 'paid', 'sale', ''],
      [inside2.invoiceNumber, '2026-03-31 23:50', 'Walk-in Customer', 'cash', '50.00', '0.00', '0.00', '50.00', 'paid', 'sale', ''],
    ]);
    const bad = await shop.ownerApi.get(`/api/businesses/${b}/reports/sales.csv?from=2026-04-01&to=2026-03-01`);
    expect(bad.statusCode).toBe(400);
  });

  it('the inventory export shows what each product sold in its From–To range', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const tea = await insertProduct(ctx.db, b, { name: 'Tea', stock: 5000, buyingPriceCents: 6_000 });
    const sell = (at: string, qty: number) =>
      insertSale(b, new Date(at), {
        totalCents: 10_000 * qty,
        items: [{ productId: tea.id, name: 'Tea', qty: qty * 1000, lineTotalCents: 10_000 * qty, lineCostCents: 6_000 * qty }],
      });
    await sell('2026-03-01T04:00:00Z', 2); // in March, Colombo
    await sell('2026-02-28T18:20:00Z', 1); // 23:50 on 28 February, Colombo
    const rows = body((await shop.ownerApi.get(`/api/businesses/${b}/reports/inventory.csv?from=2026-03-01&to=2026-03-31`)).body);
    expect(rows[1].slice(0, 1).concat(rows[1].slice(8))).toEqual(['Tea', '2', '200.00', '120.00', '80.00']);
    expect((await shop.ownerApi.get(`/api/businesses/${b}/reports/inventory.csv?from=2026-04-01&to=2026-03-01`)).statusCode).toBe(400);
  });

  it('streams many rows in batches', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const at = new Date();
    await ctx.db.insert(sales).values(
      Array.from({ length: 1203 }, (_, i) => ({
        businessId: b,
        invoiceNumber: `BULK-${i}`,
        subtotalCents: 100,
        vatCents: 0,
        nbtCents: 0,
        totalCents: 100,
        paymentMethod: 'card' as const,
        paymentStatus: 'paid' as const,
        saleDate: at,
      })),
    );
    const res = await shop.ownerApi.get(`/api/businesses/${b}/reports/sales.csv`);
    const rows = body(res.body);
    expect(rows).toHaveLength(1204);
    expect(new Set(rows.slice(1).map((r) => r[0])).size).toBe(1203);
  });
});

describe('tenancy, roles and modules', () => {
  const paths = (id: number) => [
    `/api/businesses/${id}/sales-summary`,
    `/api/businesses/${id}/inventory-summary`,
    `/api/businesses/${id}/debtor-summary`,
    `/api/businesses/${id}/crm-summary`,
    `/api/businesses/${id}/reports/sales.csv`,
    `/api/businesses/${id}/reports/inventory.csv`,
  ];

  it('answers 404 for another business, 403 for a cashier, an unsubscribed module or a pending business', async () => {
    const a = await createShop(ctx.app);
    const other = await createShop(ctx.app);
    for (const p of paths(a.business.id)) {
      expect((await other.ownerApi.get(p)).statusCode, p).toBe(404);
      expect((await a.cashierApi.get(p)).statusCode, p).toBe(403);
    }
    const noReports = await createShop(ctx.app, { modules: ['pos', 'procurement'] });
    for (const p of paths(noReports.business.id)) {
      const res = await noReports.ownerApi.get(p);
      expect(res.statusCode, p).toBe(403);
      expect(res.json().code).toBe('MODULE_NOT_SUBSCRIBED');
    }
    const pending = await createShop(ctx.app, { status: 'pending' });
    expect((await pending.ownerApi.get(paths(pending.business.id)[0])).statusCode).toBe(403);
  });
});

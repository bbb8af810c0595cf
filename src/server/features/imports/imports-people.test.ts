import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_PATHS } from '#shared/contracts/imports';
import { customers, debtorEntries, debtors, suppliers } from '#server/db/schema';
import { createShop } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';
import { commit, csv, preview } from '#testing/imports-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

/** Exports the list, imports it back (nothing changes) and into a new shop (the same list). */
async function roundTrip(kind: 'customers' | 'debtors' | 'suppliers', shop: Awaited<ReturnType<typeof createShop>>, rows: number) {
  const b = shop.business.id;
  for (const format of ['csv', 'xlsx'] as const) {
    const out = await shop.ownerApi.get(IMPORT_PATHS.export(b, kind, format));
    expect(out.statusCode).toBe(200);
    const back = await preview(shop.ownerApi, b, kind, `back.${format}`, out.rawPayload);
    expect(back.counts, JSON.stringify(back.errors)).toEqual({ rows, create: 0, update: 0, unchanged: rows, rejected: 0 });
  }
  const other = await createShop(ctx.app);
  const exported = await shop.ownerApi.get(IMPORT_PATHS.export(b, kind, 'xlsx'));
  const restored = await preview(other.ownerApi, other.business.id, kind, 'restore.xlsx', exported.rawPayload);
  expect(restored.counts).toMatchObject({ create: rows, rejected: 0 });
  await commit(other.ownerApi, other.business.id, restored.id);
  const again = await other.ownerApi.get(IMPORT_PATHS.export(other.business.id, kind, 'csv'));
  expect(again.body).toBe((await shop.ownerApi.get(IMPORT_PATHS.export(b, kind, 'csv'))).body);
}

describe('customer, debtor and supplier imports', () => {
  it('customers: matched by phone, Sinhala and Tamil names, bad rows with messages, round trip', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const file = csv([
      ['පාරිභෝගිකයාගේ නම', 'தொலைபேசி', 'Email', 'City', 'Customer type'],
      ['නිමල් පෙරේරා', '077 123 4567', 'nimal@example.lk', 'Kandy', 'VIP'],
      ['சுரேஷ் குமார்', '+94 71 234 5678', 'not-an-email', '', ''],
      ['Kamal', '0771234567', '', '', ''],
      ['', '0112223334', '', '', ''],
    ]);
    const p = await preview(shop.ownerApi, b, 'customers', 'c.csv', file);
    expect(p.mapping).toMatchObject({ name: 0, phone: 1, email: 2, city: 3, customerType: 4 });
    expect(p.errors).toEqual([
      { row: 3, field: 'email', message: 'Invalid email address' },
      { row: 4, field: 'phone', message: 'A customer with this phone number already exists' },
      { row: 5, field: 'name', message: 'Customer name is required' },
    ]);
    await commit(shop.ownerApi, b, p.id);
    const list = await ctx.db.select().from(customers).where(eq(customers.businessId, b));
    expect(list.map((c) => [c.firstName, c.lastName, c.phone, c.customerType, c.customerCode])).toEqual([
      ['නිමල්', 'පෙරේරා', '0771234567', 'vip', 'CUST-000001'],
    ]);
    const update = await preview(
      shop.ownerApi,
      b,
      'customers',
      'c2.csv',
      'Name,Phone,City\r\nනිමල් පෙරේරා,0771234567,Galle\r\nNew One,,\r\n',
    );
    expect(update.counts).toMatchObject({ create: 1, update: 1, unchanged: 0 });
    await commit(shop.ownerApi, b, update.id);
    await roundTrip('customers', shop, 2);
  });

  it('debtors: the opening balance is a ledger charge of a new debtor only, due dates kept, round trip', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const file = csv([
      ['ණයකරුගේ නම', 'Phone', 'ஆரம்ப நிலுவை', 'Due date', 'Credit limit'],
      ['සුනිල් ප්‍රනාන්දු', '0712345678', '12500.50', '2026-12-31', '50000'],
      ['No Debt', '0719999999', '0', '', ''],
      ['Bad', '0718888888', '-5', 'tomorrow', ''],
    ]);
    const p = await preview(shop.ownerApi, b, 'debtors', 'd.csv', file);
    expect(p.counts).toMatchObject({ create: 2, rejected: 1 });
    expect(p.errors.map((e) => e.message)).toEqual(['Please enter a valid due date', 'Total debt must be greater than 0']);
    await commit(shop.ownerApi, b, p.id);
    const made = await ctx.db.select().from(debtors).where(eq(debtors.businessId, b)).orderBy(debtors.id);
    expect(made.map((d) => d.name)).toEqual(['සුනිල් ප්‍රනාන්දු', 'No Debt']);
    const entries = await ctx.db.select().from(debtorEntries).where(eq(debtorEntries.businessId, b));
    expect(entries.map((e) => [e.debtorId, e.kind, e.amountCents])).toEqual([[made[0].id, 'charge', 1_250_050]]);
    // A different balance for an existing debtor changes no ledger entry.
    const again = await preview(shop.ownerApi, b, 'debtors', 'd2.csv', 'Name,Phone,Opening balance\r\nසුනිල් ප්‍රනාන්දු,0712345678,99\r\n');
    expect(again.counts).toMatchObject({ unchanged: 1 });
    await commit(shop.ownerApi, b, again.id);
    expect(await ctx.db.select().from(debtorEntries).where(eq(debtorEntries.businessId, b))).toHaveLength(1);
    await roundTrip('debtors', shop, 2);
  });

  it('suppliers: matched by phone or name, Tamil headers, round trip', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const p = await preview(
      shop.ownerApi,
      b,
      'suppliers',
      's.csv',
      csv([
        ['விநியோகஸ்தர் பெயர்', 'தொடர்பு நபர்', 'தொலைபேசி', 'வாட் எண்'],
        ['Lanka Rice Mills', 'Ruwan', '0112345678', '123456789-7000'],
        ['Ceylon Tea', '', '', ''],
        ['lanka rice mills', '', '', ''],
      ]),
    );
    expect(p.counts).toMatchObject({ create: 2, rejected: 1 });
    await commit(shop.ownerApi, b, p.id);
    const byPhone = await preview(
      shop.ownerApi,
      b,
      'suppliers',
      's2.csv',
      'Name,Phone\r\nLanka Rice Mills (Pvt),+94 11 234 5678\r\nCeylon Tea,\r\n',
    );
    expect(byPhone.counts).toMatchObject({ update: 1, unchanged: 1, create: 0 });
    await commit(shop.ownerApi, b, byPhone.id);
    const list = await ctx.db.select().from(suppliers).where(eq(suppliers.businessId, b)).orderBy(suppliers.id);
    expect(list.map((s) => [s.name, s.contactPerson, s.phone])).toEqual([
      ['Lanka Rice Mills (Pvt)', 'Ruwan', '+94 11 234 5678'],
      ['Ceylon Tea', null, null],
    ]);
    await roundTrip('suppliers', shop, 2);
  });

  it('templates: the headers and one example row, which imports cleanly; a module not subscribed is 403', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    for (const kind of ['products', 'customers', 'debtors', 'suppliers'] as const) {
      const t = await shop.ownerApi.get(IMPORT_PATHS.template(b, kind, 'xlsx'));
      expect(t.statusCode).toBe(200);
      const p = await preview(shop.ownerApi, b, kind, 't.xlsx', t.rawPayload);
      expect(p.counts, JSON.stringify(p.errors)).toMatchObject({ rows: 1, rejected: kind === 'products' ? 1 : 0 });
    }
    const noCrm = await createShop(ctx.app, { modules: ['pos', 'inventory'] });
    expect((await noCrm.ownerApi.get(IMPORT_PATHS.export(noCrm.business.id, 'customers', 'csv'))).statusCode).toBe(403);
    expect((await noCrm.ownerApi.get(IMPORT_PATHS.template(noCrm.business.id, 'debtors', 'csv'))).statusCode).toBe(403);
    expect((await shop.cashierApi.get(IMPORT_PATHS.export(b, 'products', 'csv'))).statusCode).toBe(403);
  });
});

import { randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETURNS_PATHS } from '#shared/contracts/returns';
import { SALES_PATHS } from '#shared/contracts/sales';
import { TAX_INVOICE_PATHS, taxInvoiceSerialFor } from '#shared/contracts/tax-invoice-paths';
import { toZonedDateString } from '#shared/domain/time-zone';
import { TAX_PATHS } from '#shared/contracts/tax-paths';
import { MODULE_KEYS } from '#shared/permissions';
import { auditTrail, taxInvoices } from '#server/db/schema';
import { createShop, type Api } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';
import { VAT_REGISTERED } from '#testing/tax-configurations';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

type Shop = Awaited<ReturnType<typeof createShop>>;

const REGISTERED = { ...VAT_REGISTERED, pricesIncludeVat: true, tin: '134567890', vatNumber: '134567890-7000' };
const BUYER = {
  buyerName: 'Ceylon Traders (Pvt) Ltd',
  buyerAddress: '45 Galle Road, Colombo 03',
  buyerPhone: '0112 345 678',
  buyerTin: '987654321-7000',
};

/** The n-th serial of a shop on the gazette's pattern (the default), issued today in Colombo: 26DEC_0001_00001. */
const gazette = (n: number) => taxInvoiceSerialFor('gazette', n, toZonedDateString(new Date(), 'Asia/Colombo'));

/** The PDF's text as a reader sees it (Poppler's pdftotext, layout kept). */
const pdfText = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');

async function register(shop: Shop) {
  await shop.ownerApi.post('/api/business-settings', { businessName: 'Lanka Mart', address: '12 Main Street, Kandy', phone: '0812223344' });
  const res = await shop.ownerApi.put(TAX_PATHS.configuration(shop.business.id), REGISTERED);
  expect(res.statusCode, res.body).toBe(200);
}

/** A product at LKR 118.00 (VAT 18%, standard) and one sale of it. */
async function sellTea(shop: Shop, extra: Record<string, unknown> = {}, api: Api = shop.cashierApi) {
  const b = shop.business.id;
  const product = await shop.ownerApi.post(`/api/businesses/${b}/products`, {
    name: 'Ceylon Tea 400g',
    sellingPrice: 118,
    stock: 50,
    vatRate: 18,
  });
  expect(product.statusCode, product.body).toBe(201);
  const sale = await api.post(
    SALES_PATHS.sales(b),
    { items: [{ productId: product.json().id, quantity: 1 }], paymentMethod: 'cash', ...extra },
    { 'idempotency-key': randomUUID() },
  );
  expect(sale.statusCode, sale.body).toBe(201);
  return sale.json() as { id: number; invoiceNumber: string; totalAmount: number; vatAmount: number; subtotal: number };
}

/** Two of one product at LKR 118.00 in one sale (by the owner: its returns need no PIN). */
async function sellTwo(shop: Shop) {
  const b = shop.business.id;
  const product = await shop.ownerApi.post(`/api/businesses/${b}/products`, {
    name: 'Sugar 1kg',
    sellingPrice: 118,
    stock: 50,
    vatRate: 18,
  });
  const sale = await shop.ownerApi.post(
    SALES_PATHS.sales(b),
    { items: [{ productId: product.json().id, quantity: 2 }], paymentMethod: 'cash' },
    { 'idempotency-key': randomUUID() },
  );
  expect(sale.statusCode, sale.body).toBe(201);
  return sale.json() as { id: number };
}

const issue = (api: Api, businessId: number, saleId: number, body: unknown = BUYER, headers?: Record<string, string>) =>
  api.post(TAX_INVOICE_PATHS.taxInvoice(businessId, saleId), body, headers);

describe('POST …/sales/:saleId/tax-invoice', () => {
  it('201: the buyer and the sale’s stored figures, a serial per business, the total in words; audited', async () => {
    const shop = await createShop(ctx.app);
    await register(shop);
    const b = shop.business.id;
    const sale = await sellTea(shop);
    expect([sale.totalAmount, sale.vatAmount, sale.subtotal]).toEqual([118, 18, 100]);
    const res = await issue(shop.cashierApi, b, sale.id);
    expect(res.statusCode, res.body).toBe(201);
    const invoice = res.json();
    expect(invoice).toEqual({
      id: expect.any(Number),
      serialNumber: gazette(1),
      saleId: sale.id,
      issuedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      buyer: { name: BUYER.buyerName, address: BUYER.buyerAddress, phone: BUYER.buyerPhone, tin: BUYER.buyerTin },
      netAmount: 100,
      vatAmount: 18,
      totalAmount: 118,
      totalInWords: 'Rupees One Hundred Eighteen Only',
    });
    expect((await shop.ownerApi.get(TAX_INVOICE_PATHS.taxInvoice(b, sale.id))).json()).toEqual({ ...invoice, printCount: 0 });

    // Discounts come off before VAT: 118.00 less 18.00 → 100.00 with VAT 15.25.
    // (by the owner: a cashier's 15% would need a manager's PIN)
    const discounted = await sellTea(shop, { discountAmount: 18 }, shop.ownerApi);
    const second = await issue(shop.ownerApi, b, discounted.id);
    expect(second.json()).toMatchObject({
      serialNumber: gazette(2),
      buyer: { phone: BUYER.buyerPhone },
      netAmount: 84.75,
      vatAmount: 15.25,
      totalAmount: 100,
      totalInWords: 'Rupees One Hundred Only',
    });
    const audit = await ctx.db
      .select({ action: auditTrail.action, entityId: auditTrail.entityId })
      .from(auditTrail)
      .where(and(eq(auditTrail.businessId, b), eq(auditTrail.entityType, 'tax_invoice')))
      .orderBy(asc(auditTrail.id));
    expect(audit).toEqual([
      { action: 'tax_invoice.issue', entityId: String(invoice.id) },
      { action: 'tax_invoice.issue', entityId: String(second.json().id) },
    ]);
    // Serials are per business: another registered shop starts at its own first.
    const other = await createShop(ctx.app);
    await register(other);
    const theirs = await issue(other.ownerApi, other.business.id, (await sellTea(other)).id);
    expect(theirs.json().serialNumber).toBe(gazette(1));
  });

  it('409 for a second invoice of the same sale, naming the first; the same Idempotency-Key replays the first', async () => {
    const shop = await createShop(ctx.app);
    await register(shop);
    const b = shop.business.id;
    const sale = await sellTea(shop);
    const key = { 'idempotency-key': randomUUID() };
    const first = await issue(shop.cashierApi, b, sale.id, BUYER, key);
    expect(first.statusCode).toBe(201);
    const again = await issue(shop.ownerApi, b, sale.id, { ...BUYER, buyerName: 'Someone Else' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'TAX_INVOICE_ALREADY_ISSUED',
      message: `Tax invoice ${gazette(1)} was already issued for this sale`,
    });
    const replay = await issue(shop.cashierApi, b, sale.id, BUYER, key);
    expect([replay.statusCode, replay.headers['idempotent-replayed']]).toEqual([201, 'true']);
    expect(replay.json()).toEqual(first.json());
    const reused = await issue(shop.cashierApi, b, sale.id, { ...BUYER, buyerTin: '111111111' }, key);
    expect(reused.statusCode).toBe(422);
    const rows = await ctx.db.select().from(taxInvoices).where(eq(taxInvoices.businessId, b));
    expect(rows).toHaveLength(1);
  });

  it('422 with a stable code when the business, or the sale, is not VAT-registered', async () => {
    const shop = await createShop(ctx.app); // new businesses are not registered
    const b = shop.business.id;
    const before = await sellTea(shop);
    const res = await issue(shop.ownerApi, b, before.id);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'VAT_NOT_REGISTERED', message: 'Only a VAT-registered business can issue a tax invoice' });
    // Registered since: a sale made before charged no VAT, so it gets no tax invoice either.
    await register(shop);
    expect((await issue(shop.ownerApi, b, before.id)).json().code).toBe('VAT_NOT_REGISTERED');
    // Deregistered today: no more tax invoices, even for a sale made while registered.
    const during = await sellTea(shop);
    await shop.ownerApi.put(TAX_PATHS.configuration(b), { ...REGISTERED, vatRegistered: false });
    expect((await issue(shop.ownerApi, b, during.id)).statusCode).toBe(422);
    expect(await ctx.db.select().from(taxInvoices).where(eq(taxInvoices.businessId, b))).toEqual([]);
  });

  it('409 for a void or returned sale, and a partly returned one unless issued before; 422 naming the VAT number when unset', async () => {
    const shop = await createShop(ctx.app);
    await register(shop);
    const b = shop.business.id;
    const key = () => ({ 'idempotency-key': randomUUID() });
    const voided = await sellTea(shop, {}, shop.ownerApi);
    expect((await shop.ownerApi.post(RETURNS_PATHS.saleVoid(b, voided.id), { reason: 'Wrong item' }, key())).statusCode).toBe(200);
    const onVoid = await issue(shop.ownerApi, b, voided.id);
    expect([onVoid.statusCode, onVoid.json().code]).toEqual([409, 'TAX_INVOICE_SALE_VOID']);

    // Two of the tea, one given back (partly returned), then the other (returned in full).
    const sale = await sellTea(shop, {}, shop.ownerApi);
    const lines = (await shop.ownerApi.get(SALES_PATHS.sale(b, sale.id))).json().items as { id: number }[];
    const giveBack = () =>
      shop.ownerApi.post(
        RETURNS_PATHS.saleReturns(b, sale.id),
        { lines: [{ saleItemId: lines[0].id, quantity: 1 }], refund: [{ method: 'card', amount: 118 }] },
        key(),
      );
    const twoOf = await sellTwo(shop);
    const twoLines = (await shop.ownerApi.get(SALES_PATHS.sale(b, twoOf.id))).json().items as { id: number }[];
    const backOne = () =>
      shop.ownerApi.post(
        RETURNS_PATHS.saleReturns(b, twoOf.id),
        { lines: [{ saleItemId: twoLines[0].id, quantity: 1 }], refund: [{ method: 'card', amount: 118 }] },
        key(),
      );
    const firstBack = await backOne();
    expect(firstBack.statusCode, firstBack.body).toBe(201);
    const partly = await issue(shop.ownerApi, b, twoOf.id);
    expect([partly.statusCode, partly.json().code]).toEqual([409, 'TAX_INVOICE_SALE_PARTLY_RETURNED']);
    expect((await backOne()).statusCode).toBe(201);
    expect((await issue(shop.ownerApi, b, twoOf.id)).json().code).toBe('TAX_INVOICE_SALE_RETURNED');
    // Issued before the return: it stands (the credit note adjusts it), and a second is still refused as a repeat.
    expect((await issue(shop.ownerApi, b, sale.id)).statusCode).toBe(201);
    expect((await giveBack()).statusCode).toBe(201);
    expect((await issue(shop.ownerApi, b, sale.id)).json().code).toBe('TAX_INVOICE_ALREADY_ISSUED');

    // Registered but no VAT number set: 422 naming the field to fill.
    await shop.ownerApi.put(TAX_PATHS.configuration(b), { ...REGISTERED, vatNumber: '' });
    const fresh = await sellTea(shop, {}, shop.ownerApi);
    const noNumber = await issue(shop.ownerApi, b, fresh.id);
    expect(noNumber.statusCode).toBe(422);
    expect(noNumber.json()).toMatchObject({ code: 'VAT_NUMBER_REQUIRED', fieldErrors: { vatNumber: [expect.any(String)] } });
  });

  it('400 with field errors for a missing or malformed buyer', async () => {
    const shop = await createShop(ctx.app);
    await register(shop);
    const sale = await sellTea(shop);
    const empty = await issue(shop.ownerApi, shop.business.id, sale.id, {});
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().fieldErrors).sort()).toEqual(['buyerAddress', 'buyerName', 'buyerPhone', 'buyerTin']);
    // The purchaser's telephone is a particular the invoice must carry.
    const noPhone = await issue(shop.ownerApi, shop.business.id, sale.id, { ...BUYER, buyerPhone: ' ' });
    expect(noPhone.json().fieldErrors).toEqual({ buyerPhone: ['Buyer phone is required'] });
    const bad = await issue(shop.ownerApi, shop.business.id, sale.id, { ...BUYER, buyerTin: 'TIN 12', buyerPhone: 'call me' });
    expect(bad.json().fieldErrors).toEqual({
      buyerTin: ['Enter the TIN or VAT number in digits, like 134567890 or 134567890-7000'],
      buyerPhone: ['Phone number is not valid'],
    });
    expect((await issue(shop.ownerApi, shop.business.id, sale.id, BUYER, { 'idempotency-key': 'x' })).statusCode).toBe(400);
  });

  it("404 for another business's sale on every route; 404 when none was issued; 403 without the POS module", async () => {
    const shop = await createShop(ctx.app);
    await register(shop);
    const sale = await sellTea(shop);
    const other = await createShop(ctx.app);
    await register(other);
    const ob = other.business.id;
    expect((await issue(other.ownerApi, ob, sale.id)).statusCode).toBe(404);
    expect((await other.ownerApi.get(TAX_INVOICE_PATHS.taxInvoice(ob, sale.id))).json().message).toBe('Sale not found');
    expect((await other.ownerApi.get(TAX_INVOICE_PATHS.taxInvoicePdf(ob, sale.id))).statusCode).toBe(404);
    expect((await other.ownerApi.post(TAX_INVOICE_PATHS.taxInvoicePrints(ob, sale.id))).statusCode).toBe(404);
    expect((await issue(other.ownerApi, shop.business.id, sale.id)).statusCode).toBe(404);
    const none = await shop.ownerApi.get(TAX_INVOICE_PATHS.taxInvoice(shop.business.id, sale.id));
    expect([none.statusCode, none.json().message]).toEqual([404, 'Tax invoice not found']);
    expect((await shop.ownerApi.get(TAX_INVOICE_PATHS.taxInvoicePdf(shop.business.id, sale.id))).statusCode).toBe(404);

    const noPos = await createShop(ctx.app, { modules: MODULE_KEYS.filter((m) => m !== 'pos') });
    const refused = await issue(noPos.ownerApi, noPos.business.id, sale.id);
    expect(refused.statusCode).toBe(403);
    expect((await noPos.cashierApi.get(TAX_INVOICE_PATHS.taxInvoicePdf(noPos.business.id, sale.id))).statusCode).toBe(403);
  });
});

describe('serial number patterns', () => {
  it('the gazette pattern by default; plain TI- when the shop chooses it, one running number across both, issued serials kept', async () => {
    const shop = await createShop(ctx.app);
    await register(shop);
    const b = shop.business.id;
    expect((await shop.ownerApi.get('/api/business-settings')).json()).toMatchObject({
      taxInvoiceSerialPattern: 'gazette',
      taxInvoiceNextNumber: 1,
    });
    const first = await sellTea(shop);
    expect((await issue(shop.cashierApi, b, first.id)).json().serialNumber).toMatch(
      /^\d\d(JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)_0001_00001$/,
    );

    const chosen = await shop.ownerApi.post('/api/business-settings', { taxInvoiceSerialPattern: 'plain' });
    expect([chosen.statusCode, chosen.json().taxInvoiceSerialPattern, chosen.json().taxInvoiceNextNumber]).toEqual([200, 'plain', 2]);
    const second = await sellTea(shop);
    expect((await issue(shop.cashierApi, b, second.id)).json().serialNumber).toBe('TI-000002');
    // The first keeps the serial it was issued with, and its print its MM/DD/YYYY dates.
    expect((await shop.ownerApi.get(TAX_INVOICE_PATHS.taxInvoice(b, first.id))).json().serialNumber).toBe(gazette(1));
    const plainPrint = (await shop.cashierApi.post(TAX_INVOICE_PATHS.taxInvoicePrints(b, second.id))).json();
    expect(plainPrint.document.invoiceDate).toMatch(/^\d{4}-\d\d-\d\d$/);
    const gazettePrint = (await shop.cashierApi.post(TAX_INVOICE_PATHS.taxInvoicePrints(b, first.id))).json();
    expect(gazettePrint.document.invoiceDate).toMatch(/^\d\d\/\d\d\/\d{4}$/);

    const bad = await shop.ownerApi.post('/api/business-settings', { taxInvoiceSerialPattern: 'roman' });
    expect([bad.statusCode, bad.json().fieldErrors]).toEqual([400, { taxInvoiceSerialPattern: ['Choose a serial number pattern'] }]);
  });

  it('the running number keeps counting past 99,999 with a sixth digit, and the settings say which comes next', async () => {
    const shop = await createShop(ctx.app);
    await register(shop);
    const b = shop.business.id;
    const first = await sellTea(shop);
    expect((await issue(shop.cashierApi, b, first.id)).statusCode).toBe(201);
    // As if 99,999 had been issued: the highest running number is what the next one follows.
    await ctx.db.update(taxInvoices).set({ serialNumber: 99_999 }).where(eq(taxInvoices.businessId, b));
    expect((await shop.ownerApi.get('/api/business-settings')).json().taxInvoiceNextNumber).toBe(100_000);
    const next = await issue(shop.cashierApi, b, (await sellTea(shop)).id);
    expect(next.json().serialNumber).toBe(gazette(100_000));
    expect(next.json().serialNumber).toMatch(/^\d\d[A-Z]{3}_0001_100000$/);
    expect((await shop.cashierApi.get('/api/business-settings')).json().taxInvoiceNextNumber).toBe(100_001);
  });
});

describe('at the same time', () => {
  it('invoices issued at once get distinct serials with no gaps; prints at once, one original', async () => {
    const shop = await createShop(ctx.app);
    await register(shop);
    const b = shop.business.id;
    const sales: Awaited<ReturnType<typeof sellTea>>[] = [];
    for (let i = 0; i < 4; i++) sales.push(await sellTea(shop));
    const issued = await Promise.all(sales.map((s) => issue(shop.cashierApi, b, s.id)));
    expect(issued.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect(issued.map((r) => r.json().serialNumber as string).sort()).toEqual([gazette(1), gazette(2), gazette(3), gazette(4)]);
    const twice = await Promise.all([issue(shop.ownerApi, b, sales[0].id), issue(shop.cashierApi, b, sales[0].id)]);
    expect(twice.map((r) => r.statusCode)).toEqual([409, 409]);
    const prints = await Promise.all([0, 1, 2].map(() => shop.cashierApi.post(TAX_INVOICE_PATHS.taxInvoicePrints(b, sales[1].id))));
    expect(prints.map((r) => r.json().printCount as number).sort()).toEqual([1, 2, 3]);
    expect(prints.filter((r) => r.json().copy === false)).toHaveLength(1);
  });
});

describe('printing a tax invoice: A4 PDF and 80 mm share one counter', () => {
  it('the first print is the original with every Gazette field; every later one says COPY', async () => {
    const shop = await createShop(ctx.app);
    await register(shop);
    const b = shop.business.id;
    const sale = await sellTea(shop);
    expect((await issue(shop.cashierApi, b, sale.id)).statusCode).toBe(201);
    const first = await shop.ownerApi.get(TAX_INVOICE_PATHS.taxInvoicePdf(b, sale.id));
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toBe(`attachment; filename="tax-invoice-${gazette(1)}.pdf"`);
    const text = pdfText(first.rawPayload);
    expect(text).toContain('TAX INVOICE');
    expect(text).not.toMatch(/\bCOPY\b/);
    for (const field of [
      'Lanka Mart',
      '12 Main Street, Kandy',
      '0812223344',
      'TIN: 134567890',
      'VAT registration no.: 134567890-7000',
      BUYER.buyerName,
      BUYER.buyerAddress,
      BUYER.buyerPhone,
      `TIN / VAT no.: ${BUYER.buyerTin}`,
      `Serial number: ${gazette(1)}`,
      'Date of supply:',
      'Place of supply: 12 Main Street, Kandy',
      `Receipt reference: ${sale.invoiceNumber}`,
      'Total in words: Rupees One Hundred Eighteen Only',
      'Mode of payment: Cash',
    ])
      expect(text).toContain(field);
    expect(text).toMatch(/Ceylon Tea 400g\s+1\s+100\.00\s+18%\s+LKR 100\.00/);
    expect(text).toMatch(/Taxable value @ 18%\s+LKR 100\.00/);
    // The gazette's pattern: the serial YYMMM_0001_XXXXX, the dates MM/DD/YYYY.
    expect(text).toMatch(/Serial number: \d\d[A-Z]{3}_0001_00001/);
    expect(text).toMatch(/Date of invoice: \d\d\/\d\d\/\d{4}/);
    expect(text).toMatch(/Date of supply: \d\d\/\d\d\/\d{4}/);
    expect(text).toMatch(/Net amount \(value of supply excl\. VAT\)\s+LKR 100\.00/);
    expect(text).toMatch(/VAT @ 18%\s+LKR 18\.00/);
    expect(text).toMatch(/Total amount \(incl\. VAT\)\s+LKR 118\.00/);

    const second = await shop.cashierApi.get(TAX_INVOICE_PATHS.taxInvoicePdf(b, sale.id));
    expect(pdfText(second.rawPayload)).toMatch(/\bCOPY\b/);
    expect(second.headers['content-disposition']).toBe(`attachment; filename="tax-invoice-${gazette(1)}-copy.pdf"`);
    const roll = await shop.cashierApi.post(TAX_INVOICE_PATHS.taxInvoicePrints(b, sale.id));
    expect(roll.statusCode).toBe(200);
    expect(roll.json()).toMatchObject({ copy: true, printCount: 3, document: { serialNumber: gazette(1), copy: true } });
    expect((await shop.ownerApi.get(TAX_INVOICE_PATHS.taxInvoice(b, sale.id))).json().printCount).toBe(3);
    const prints = await ctx.db
      .select({ after: auditTrail.after })
      .from(auditTrail)
      .where(and(eq(auditTrail.businessId, b), eq(auditTrail.action, 'tax_invoice.print')))
      .orderBy(asc(auditTrail.id));
    expect(prints.map((p) => (p.after as { format: string }).format)).toEqual(['pdf', 'pdf', 'roll-80mm']);
  });

  it('an 80 mm print first is the original, and then the PDF is the COPY; the document holds every field', async () => {
    const shop = await createShop(ctx.app);
    await register(shop);
    const b = shop.business.id;
    const sale = await sellTea(shop, { paymentMethod: 'card' });
    await issue(shop.cashierApi, b, sale.id);
    const roll = await shop.cashierApi.post(TAX_INVOICE_PATHS.taxInvoicePrints(b, sale.id));
    expect(roll.json()).toMatchObject({
      copy: false,
      printCount: 1,
      document: {
        copy: false,
        serialNumber: gazette(1),
        invoiceNumber: sale.invoiceNumber,
        placeOfSupply: '12 Main Street, Kandy',
        supplier: {
          name: 'Lanka Mart',
          address: '12 Main Street, Kandy',
          phone: '0812223344',
          tin: '134567890',
          vatNumber: '134567890-7000',
        },
        buyer: { tin: BUYER.buyerTin },
        lines: [
          {
            description: 'Ceylon Tea 400g',
            quantity: 1,
            unit: 'pieces',
            unitPrice: 100,
            vatRate: 18,
            taxCategory: 'standard',
            amount: 100,
          },
        ],
        pricesIncludeVat: true,
        vatRates: [18],
        netAmount: 100,
        vatAmount: 18,
        totalAmount: 118,
        totalInWords: 'Rupees One Hundred Eighteen Only',
        paymentMethod: 'card',
        payments: [{ method: 'card', amount: 118 }],
        supplies: { taxable: [{ rate: 18, value: 100, vat: 18 }], zeroRated: 0, exempt: 0 },
      },
    });
    expect(pdfText((await shop.ownerApi.get(TAX_INVOICE_PATHS.taxInvoicePdf(b, sale.id))).rawPayload)).toMatch(/\bCOPY\b/);
  });
});

describe('the particulars of a mixed, split-paid sale', () => {
  it('both telephones, taxable and exempt values apart with VAT against the taxable only, net unit prices, each payment', async () => {
    const shop = await createShop(ctx.app);
    await register(shop);
    const b = shop.business.id;
    const add = async (body: Record<string, unknown>) => {
      const res = await shop.ownerApi.post(`/api/businesses/${b}/products`, { stock: 50, ...body });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    };
    const tea = await add({ name: 'Ceylon Tea 400g', sellingPrice: 118, vatRate: 18 });
    const rice = await add({ name: 'Samba Rice 1kg', sellingPrice: 220, taxCategory: 'exempt' });
    // 3 × 118.00 (net 300.00, VAT 54.00) + 220.00 exempt = 574.00, paid 300.00 cash and 274.00 by card.
    const res = await shop.ownerApi.post(
      SALES_PATHS.sales(b),
      {
        items: [
          { productId: tea, quantity: 3 },
          { productId: rice, quantity: 1 },
        ],
        payments: [
          { method: 'cash', amount: 300 },
          { method: 'card', amount: 274 },
        ],
      },
      { 'idempotency-key': randomUUID() },
    );
    expect(res.statusCode, res.body).toBe(201);
    const sale = res.json();
    expect([sale.totalAmount, sale.vatAmount, sale.paymentMethod]).toEqual([574, 54, 'split']);
    expect((await issue(shop.cashierApi, b, sale.id)).statusCode).toBe(201);

    const text = pdfText((await shop.ownerApi.get(TAX_INVOICE_PATHS.taxInvoicePdf(b, sale.id))).rawPayload);
    expect(text).toMatch(/Telephone: 0812223344/); // the supplier's: the shop's
    expect(text).toMatch(/Telephone: 0112 345 678/); // the purchaser's
    expect(text).toMatch(/Unit price \(excl\./);
    expect(text).toMatch(/Ceylon Tea 400g\s+3\s+100\.00\s+18%\s+LKR 300\.00/);
    expect(text).toMatch(/Samba Rice 1kg\s+1\s+220\.00\s+Exempt\s+LKR 220\.00/);
    expect(text).toMatch(/Taxable value @ 18%\s+LKR 300\.00/);
    expect(text).toMatch(/VAT @ 18%\s+LKR 54\.00/);
    expect(text).toMatch(/Exempt supplies\s+LKR 220\.00/);
    expect(text).toMatch(/Net amount \(value of supply excl\. VAT\)\s+LKR 520\.00/);
    expect(text).toMatch(/Total amount \(incl\. VAT\)\s+LKR 574\.00/);
    expect(text).toContain('Mode of payment: Cash LKR 300.00, Card LKR 274.00');
    expect(text).not.toContain('Split');

    const roll = (await shop.cashierApi.post(TAX_INVOICE_PATHS.taxInvoicePrints(b, sale.id))).json();
    expect(roll.document).toMatchObject({
      supplier: { phone: '0812223344' },
      buyer: { phone: BUYER.buyerPhone },
      payments: [
        { method: 'cash', amount: 300 },
        { method: 'card', amount: 274 },
      ],
      supplies: { taxable: [{ rate: 18, value: 300, vat: 54 }], zeroRated: 0, exempt: 220 },
    });
    expect(roll.document.lines.map((l: { unitPrice: number; amount: number }) => [l.unitPrice, l.amount])).toEqual([
      [100, 300],
      [220, 220],
    ]);
  });
});

describe('credit notes of an invoiced sale', () => {
  it('name the tax invoice they adjust and its purchaser, with the reason; a sale with none names only the receipt', async () => {
    const shop = await createShop(ctx.app);
    await register(shop);
    const b = shop.business.id;
    const giveBack = async (saleId: number, note?: string) => {
      const [line] = (await shop.ownerApi.get(SALES_PATHS.sale(b, saleId))).json().items as { id: number }[];
      const res = await shop.ownerApi.post(
        RETURNS_PATHS.saleReturns(b, saleId),
        { lines: [{ saleItemId: line.id, quantity: 1, reason: 'damaged' }], refund: [{ method: 'card', amount: 118 }], note },
        { 'idempotency-key': randomUUID() },
      );
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    };
    const invoiced = await sellTwo(shop);
    expect((await issue(shop.ownerApi, b, invoiced.id)).statusCode).toBe(201);
    const note = await giveBack(invoiced.id, 'Seal broken');
    const adjusts = { serialNumber: gazette(1), buyerName: BUYER.buyerName, buyerAddress: BUYER.buyerAddress, buyerTin: BUYER.buyerTin };
    expect(note).toMatchObject({ creditNoteNumber: 'CN-000001', reason: 'Seal broken', taxInvoice: adjusts });
    // A reprint reads the same, and so does the list.
    expect((await shop.ownerApi.get(RETURNS_PATHS.return(b, note.id))).json().taxInvoice).toEqual(adjusts);
    const listed = (await shop.ownerApi.get(RETURNS_PATHS.returns(b))).json().returns as { id: number; taxInvoice: unknown }[];
    expect(listed.find((r) => r.id === note.id)?.taxInvoice).toEqual(adjusts);

    const plain = await sellTwo(shop);
    const other = await giveBack(plain.id);
    expect(other).toMatchObject({ creditNoteNumber: 'CN-000002', taxInvoice: null, reason: null });
    expect(other.lines[0].reason).toBe('damaged');
  });
});

/**
 * Goods returned to a supplier as debit notes, on the real database: stock leaves through the
 * ledger, what the shop owes falls, the period's input VAT falls by the returned share (exactly the
 * GRN's once all is back), numbers run DN-000001, DN-000002; the refusals; the A4 PDF.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDITOR_PATHS } from '#shared/contracts/creditors';
import { PROCUREMENT_PATHS } from '#shared/contracts/procurement';
import { TAX_PATHS } from '#shared/contracts/tax';
import { toZonedDateString } from '#shared/domain/time-zone';
import { stockMovements } from '#server/db/schema';
import { adjustStock } from '#server/features/inventory';
import { createShop } from '#testing/factories';
import { insertProduct, productRow } from '#testing/procurement-fixtures';
import { createTestApp, type TestContext } from '#testing/test-app';
import { VAT_REGISTERED } from '#testing/tax-configurations';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

type Shop = Awaited<ReturnType<typeof createShop>>;
const today = () => toZonedDateString(new Date(), 'Asia/Colombo');
const key = () => ({ 'idempotency-key': randomUUID() });
const pdfText = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');

const REGISTERED = VAT_REGISTERED;

/** A VAT-registered shop with a GRN on credit: 10 biscuits at 500.00 (5,000.00) with 899.99 input VAT on tax invoice TI-5521. */
async function creditGrn() {
  const shop = await createShop(ctx.app);
  const b = shop.business.id;
  expect((await shop.ownerApi.put(TAX_PATHS.configuration(b), REGISTERED)).statusCode).toBe(200);
  const product = await insertProduct(ctx.db, b, { name: 'Maliban Marie 80g', stock: 0 });
  const supplier = (
    await shop.ownerApi.post(PROCUREMENT_PATHS.suppliers(b), { name: 'Maliban Distributors', vatNumber: '114025367-7000' })
  ).json();
  const order = await shop.ownerApi.post(PROCUREMENT_PATHS.createPurchaseOrder, {
    supplierId: supplier.id,
    status: 'approved',
    items: [{ productId: product.id, quantity: 10, unitPrice: 500 }],
  });
  const grn = await shop.ownerApi.post(PROCUREMENT_PATHS.createGrn, {
    purchaseOrderId: order.json().id,
    receivedDate: today(),
    items: [{ productId: product.id, receivedQuantity: 10 }],
    inputVat: '899.99',
    supplierInvoiceNumber: 'TI-5521',
    supplierInvoiceDate: today(),
    onCredit: true,
  });
  expect(grn.statusCode, grn.body).toBe(201);
  return { shop, product, supplier: supplier as { id: number }, grn: grn.json() as { id: number; grnNumber: string } };
}

const returnOf = (shop: Shop, grnId: number, quantity: number, productId: number, headers: Record<string, string> = key()) =>
  shop.ownerApi.post(PROCUREMENT_PATHS.grnReturns(grnId), { lines: [{ productId, quantity }], reason: 'Damaged packets' }, headers);

async function periodInputVat(shop: Shop) {
  const res = await shop.ownerApi.post(TAX_PATHS.calculate(shop.business.id), { period: today().slice(0, 7) });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { inputVat: number }).inputVat;
}

const ledgerOf = async (shop: Shop, supplierId: number) =>
  (await shop.ownerApi.get(CREDITOR_PATHS.ledger(shop.business.id, supplierId))).json() as {
    balance: number;
    entries: { kind: string; reference: string; credit: number }[];
  };

describe('returning goods to a supplier', () => {
  it('writes numbered debit notes that take stock, what is owed and input VAT back', async () => {
    const { shop, product, supplier, grn } = await creditGrn();
    expect(await periodInputVat(shop)).toBe(899.99);

    const first = await returnOf(shop, grn.id, 3, product.id);
    expect(first.statusCode, first.body).toBe(201);
    // 3 of 10: 5,000.00 × 3/10 = 1,500.00; 899.99 × 3/10 = 269.997 → 270.00.
    expect(first.json()).toMatchObject({
      number: 'DN-000001',
      grnId: grn.id,
      grnNumber: grn.grnNumber,
      supplierId: supplier.id,
      supplierName: 'Maliban Distributors',
      date: today(),
      reason: 'Damaged packets',
      lines: [{ productId: product.id, name: 'Maliban Marie 80g', quantity: 3, unitCost: 500, amount: 1500, inputVat: 270 }],
      subtotal: 1500,
      inputVat: 270,
      total: 1770,
    });
    expect((await productRow(ctx.db, shop.business.id, product.id)).stock).toBe(7000);
    const [movement] = await ctx.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.businessId, shop.business.id), eq(stockMovements.kind, 'supplier_return')));
    expect(movement).toMatchObject({ quantity: -3000, balance: 7000, reference: 'DN-000001', referenceId: first.json().id });
    // Owed 5,000.00 for the GRN, less the returned 1,500.00 (the GRN raised it by its total before VAT).
    const ledger = await ledgerOf(shop, supplier.id);
    expect(ledger.balance).toBe(3500);
    expect(ledger.entries.at(-1)).toMatchObject({ kind: 'debit_note', reference: 'DN-000001', credit: 1500 });
    // 899.99 − 270.00 = 629.99.
    expect(await periodInputVat(shop)).toBe(629.99);
    // The tax panel shows the reversal as its own figure beside input VAT.
    const b = shop.business.id;
    const panel = (await shop.ownerApi.get(`${TAX_PATHS.panelData(b)}?from=${today()}&to=${today()}`)).json();
    expect(panel.snapshot).toMatchObject({ inputVat: 629.99, debitNoteInputVat: 270 });
    // And the VAT return (CSV) gives the reversal its own line.
    const csv = (await shop.ownerApi.post(TAX_PATHS.exportReport(b), { format: 'csv', period: today().slice(0, 7) })).body;
    expect(csv).toMatch(/Debit notes to suppliers,,,,Input VAT reversed by goods returned[^\r\n]*,270\.00/);

    // The other 7: 899.99 − 270.00 = 629.99, so all of the GRN's input VAT is reversed exactly.
    const second = await returnOf(shop, grn.id, 7, product.id);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toMatchObject({ number: 'DN-000002', subtotal: 3500, inputVat: 629.99, total: 4129.99 });
    expect(await periodInputVat(shop)).toBe(0);
    expect((await ledgerOf(shop, supplier.id)).balance).toBe(0);
    expect((await productRow(ctx.db, shop.business.id, product.id)).stock).toBe(0);

    const list = (await shop.ownerApi.get(PROCUREMENT_PATHS.debitNotes)).json() as { debitNotes: { number: string }[] };
    expect(list.debitNotes.map((d) => d.number)).toEqual(['DN-000002', 'DN-000001']);
    // A GRN with debit notes is no longer edited or deleted.
    const deleted = await shop.ownerApi.delete(PROCUREMENT_PATHS.grn(grn.id), key());
    expect(deleted.statusCode).toBe(409);
  });

  it('refuses more than was received, other shops, cashiers, a missing key; a key replayed answers one note', async () => {
    const { shop, product, grn } = await creditGrn();
    const tooMany = await returnOf(shop, grn.id, 10.5, product.id);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().code).toBe('RETURN_EXCEEDS_RECEIVED');
    const notOnGrn = await shop.ownerApi.post(
      PROCUREMENT_PATHS.grnReturns(grn.id),
      { lines: [{ productId: product.id + 100_000, quantity: 1 }], reason: 'Wrong item' },
      key(),
    );
    expect(notOnGrn.json().code).toBe('RETURN_EXCEEDS_RECEIVED');

    const early = await shop.ownerApi.post(
      PROCUREMENT_PATHS.grnReturns(grn.id),
      { lines: [{ productId: product.id, quantity: 1 }], reason: 'Wrong item', date: '2020-01-01' },
      key(),
    );
    expect(early.statusCode).toBe(422);
    expect(early.json().code).toBe('DEBIT_NOTE_BEFORE_GRN');

    const other = await createShop(ctx.app);
    expect((await returnOf(other, grn.id, 1, product.id)).statusCode).toBe(404);
    const cashier = await shop.cashierApi.post(
      PROCUREMENT_PATHS.grnReturns(grn.id),
      { lines: [{ productId: product.id, quantity: 1 }], reason: 'x' },
      key(),
    );
    expect(cashier.statusCode).toBe(403);

    const bare = await shop.ownerApi.post(PROCUREMENT_PATHS.grnReturns(grn.id), {
      lines: [{ productId: product.id, quantity: 1 }],
      reason: 'x',
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');

    const same = key();
    const once = await returnOf(shop, grn.id, 2, product.id, same);
    const again = await returnOf(shop, grn.id, 2, product.id, same);
    expect(once.statusCode, once.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(once.json().id);
    expect((await shop.ownerApi.get(PROCUREMENT_PATHS.debitNotes)).json().debitNotes).toHaveLength(1);
    expect((await productRow(ctx.db, shop.business.id, product.id)).stock).toBe(8000);

    expect((await other.ownerApi.get(PROCUREMENT_PATHS.debitNote(once.json().id))).statusCode).toBe(404);
    expect((await other.ownerApi.get(PROCUREMENT_PATHS.debitNotePdf(once.json().id))).statusCode).toBe(404);
  });

  it('refuses a return the shelf cannot cover (409): nothing is written', async () => {
    const { shop, product, grn } = await creditGrn();
    // 9 of the 10 broke on the shelf: 1 is left.
    await adjustStock(ctx.db, { businessId: shop.business.id, userId: null }, { productId: product.id, to: 1000, reason: 'damaged' });
    const res = await returnOf(shop, grn.id, 2, product.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('INSUFFICIENT_STOCK_FOR');
    expect((await shop.ownerApi.get(PROCUREMENT_PATHS.debitNotes)).json().debitNotes).toEqual([]);
    expect((await productRow(ctx.db, shop.business.id, product.id)).stock).toBe(1000);
  });

  it('prints an A4 debit note naming the GRN and the supplier’s tax invoice', async () => {
    const { shop, product, grn } = await creditGrn();
    await shop.ownerApi.post('/api/business-settings', { businessName: 'Lanka Mart', address: '12 Main Street, Kandy' });
    const note = (await returnOf(shop, grn.id, 2, product.id)).json();
    const res = await shop.ownerApi.get(PROCUREMENT_PATHS.debitNotePdf(note.id));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('DEBIT NOTE');
    expect(text).toContain('DN-000001');
    expect(text).toContain(grn.grnNumber);
    expect(text).toContain('TI-5521');
    expect(text).toContain('Maliban Distributors');
    expect(text).toContain('114025367-7000');
    expect(text).toContain('Lanka Mart');
    // The shop's own TIN and VAT number come from its tax configuration, not only from Settings.
    expect(text).toContain('TIN/VAT: 123456789 / 123456789-7000');
    expect(text).toMatch(/Maliban Marie 80g\s+2\s+LKR 500\.00\s+LKR 1,000\.00\s+LKR 180\.00/);
    expect(text).toContain('Damaged packets');
  });
});

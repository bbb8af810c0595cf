import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShop } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';
import { insertProduct } from '#testing/procurement-fixtures';
import { catalogue } from '#server/lib/pdf/document-labels';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

/** The PDF's text as a reader sees it (Poppler's pdftotext, layout kept). */
const pdfText = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');

async function orderOf(shop: Awaited<ReturnType<typeof createShop>>) {
  const b = shop.business.id;
  await shop.ownerApi.post('/api/business-settings', { businessName: 'Lanka Mart', address: '12 Main Street, Kandy', phone: '0812223344' });
  const tea = await insertProduct(ctx.db, b, { name: 'Ceylon Tea 400g' });
  const sugar = await insertProduct(ctx.db, b, { name: 'White Sugar 1kg' });
  const sup = await shop.ownerApi.post(`/api/businesses/${b}/suppliers`, {
    name: 'Hayleys Distributors (Pvt) Ltd',
    contactPerson: 'Ruwan Jayasinghe',
    phone: '0112345678',
  });
  const res = await shop.ownerApi.post('/api/purchase-orders', {
    supplierId: sup.json().id,
    items: [
      { productId: tea.id, quantity: 12, unitPrice: 1000 },
      { productId: sugar.id, quantity: 2.5, unitPrice: 265.5 },
    ],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; orderNumber: string };
}

describe('GET /api/purchase-orders/:id/pdf', () => {
  it('answers an A4 PDF with the business, the supplier, the lines and the total', async () => {
    const shop = await createShop(ctx.app);
    const order = await orderOf(shop);
    const res = await shop.ownerApi.get(`/api/purchase-orders/${order.id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="purchase-order-${order.orderNumber}.pdf"`);
    const text = pdfText(res.rawPayload);
    expect(text).toContain(`Purchase Order ${order.orderNumber}`);
    expect(text).toContain('Lanka Mart');
    expect(text).toContain('12 Main Street, Kandy');
    expect(text).toContain('Hayleys Distributors (Pvt) Ltd');
    expect(text).toContain('Ruwan Jayasinghe');
    expect(text).toMatch(/Ceylon Tea 400g\s+12\s+LKR 1,000\.00\s+LKR 12,000\.00/);
    expect(text).toMatch(/White Sugar 1kg\s+2\.5\s+LKR 265\.50\s+LKR 663\.75/);
    expect(text).toContain('Total: LKR 12,663.75');
    // A4: 595 × 842 points
    expect(res.rawPayload.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
  });

  it("another business's order answers 404; a cashier 403", async () => {
    const shop = await createShop(ctx.app);
    const order = await orderOf(shop);
    const other = await createShop(ctx.app);
    expect((await other.ownerApi.get(`/api/purchase-orders/${order.id}/pdf`)).statusCode).toBe(404);
    expect((await shop.cashierApi.get(`/api/purchase-orders/${order.id}/pdf`)).statusCode).toBe(403);
  });
});

describe('the purchase order PDF in the receipt language', () => {
  it('prints Tamil labels and ரூ., and names typed in Sinhala in the embedded Noto font', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    await shop.ownerApi.post('/api/business-settings', { businessName: 'ශ්‍රී ලංකා වෙළඳසැල', receiptLanguage: 'ta' });
    const rice = await insertProduct(ctx.db, b, { name: 'කොට්ටු සහල් 5kg' });
    const sup = await shop.ownerApi.post(`/api/businesses/${b}/suppliers`, { name: 'கொழும்பு விநியோகம்', phone: '0112345678' });
    const order = await shop.ownerApi.post('/api/purchase-orders', {
      supplierId: sup.json().id,
      items: [{ productId: rice.id, quantity: 4, unitPrice: 1250 }],
    });
    expect(order.statusCode, order.body).toBe(201);
    const res = await shop.ownerApi.get(`/api/purchase-orders/${order.json().id}/pdf`);
    const text = pdfText(res.rawPayload);
    const ta = catalogue('ta', 'procurement') as { status: Record<string, string> };
    expect(text).toContain('ශ්‍රී ලංකා වෙළඳසැල');
    expect(text).toContain('කොට්ටු සහල් 5kg');
    expect(text).toContain('கொழும்பு விநியோகம்');
    expect(text).toContain(ta.status.pending);
    expect(text).toContain('ரூ. 5,000.00');
    expect(text).not.toContain('LKR');
    const fonts = execFileSync('pdffonts', ['-'], { input: res.rawPayload }).toString('utf8');
    expect(fonts).toMatch(/NotoSansSinhala/);
    expect(fonts).toMatch(/NotoSansTamil/);
  });
});

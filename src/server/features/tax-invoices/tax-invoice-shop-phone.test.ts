import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SALES_PATHS } from '#shared/contracts/sales';
import { TAX_INVOICE_PATHS } from '#shared/contracts/tax-invoice-paths';
import { TAX_PATHS } from '#shared/contracts/tax-paths';
import { createShop } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';
import { VAT_REGISTERED } from '#testing/tax-configurations';

// A tax invoice prints the supplier's telephone as a required particular: a shop without one set
// is told to fill it before the invoice is issued.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const REGISTERED = { ...VAT_REGISTERED, pricesIncludeVat: true, tin: '134567890', vatNumber: '134567890-7000' };
const BUYER = {
  buyerName: 'Ceylon Traders (Pvt) Ltd',
  buyerAddress: '45 Galle Road, Colombo 03',
  buyerPhone: '0112345678',
  buyerTin: '987654321',
};

describe('a tax invoice needs the shop’s telephone', () => {
  it('422 SHOP_PHONE_REQUIRED on the phone field while none is set; 201 once Settings has one', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    // A name and an address, no phone: neither in Settings nor on the business record.
    const settings = await shop.ownerApi.post('/api/business-settings', { businessName: 'Lanka Mart', address: '12 Main Street, Kandy' });
    expect(settings.statusCode, settings.body).toBeLessThan(300);
    expect((await shop.ownerApi.put(TAX_PATHS.configuration(b), REGISTERED)).statusCode).toBe(200);
    const product = await shop.ownerApi.post(`/api/businesses/${b}/products`, { name: 'Tea', sellingPrice: 118, stock: 5 });
    const sale = await shop.cashierApi.post(
      SALES_PATHS.sales(b),
      { items: [{ productId: product.json().id, quantity: 1 }], paymentMethod: 'cash' },
      { 'idempotency-key': randomUUID() },
    );
    expect(sale.statusCode, sale.body).toBe(201);
    const issue = () => shop.cashierApi.post(TAX_INVOICE_PATHS.taxInvoice(b, sale.json().id), BUYER);

    const refused = await issue();
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'SHOP_PHONE_REQUIRED',
      message: 'Enter the shop’s phone number in Settings before issuing a tax invoice: the invoice prints it',
      fieldErrors: { phone: [expect.any(String)] },
    });
    // Nothing was issued, and no serial number was taken.
    expect((await shop.ownerApi.get(TAX_INVOICE_PATHS.taxInvoice(b, sale.json().id))).statusCode).toBe(404);

    const phoned = await shop.ownerApi.post('/api/business-settings', {
      businessName: 'Lanka Mart',
      address: '12 Main Street, Kandy',
      phone: '081 222 3344',
    });
    expect(phoned.statusCode, phoned.body).toBeLessThan(300);
    const issued = await issue();
    expect(issued.statusCode, issued.body).toBe(201);
    expect(issued.json().serialNumber).toMatch(/_0001_00001$/);
  });
});

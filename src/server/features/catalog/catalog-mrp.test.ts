import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShop, setTaxConfiguration } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';

// The tax data a product and a supplier carry: a product's MRP and tax category, a supplier's VAT number.
let ctx: TestContext;
let shop: Awaited<ReturnType<typeof createShop>>;
let other: Awaited<ReturnType<typeof createShop>>;
beforeAll(async () => {
  ctx = await createTestApp();
  shop = await createShop(ctx.app);
  other = await createShop(ctx.app);
});
afterAll(async () => ctx.close());

const productsUrl = (id: number) => `/api/businesses/${id}/products`;
const ABOVE_MRP = 'Selling price cannot exceed the MRP';

describe('maximum retail price, VAT added on top', () => {
  it('refuses a price whose VAT takes the customer above the MRP; exempt and at-the-MRP prices save', async () => {
    const wholesale = await createShop(ctx.app);
    const b = wholesale.business.id;
    await setTaxConfiguration(ctx.db, b, { vatRegistered: true, pricesIncludeVat: false });
    // 100.00 + 18% = 118.00 > MRP 110.00.
    const over = await wholesale.ownerApi.post(productsUrl(b), { name: 'Jam', sellingPrice: 100, mrp: 110, stock: 1 });
    expect(over.statusCode).toBe(400);
    expect(over.json().fieldErrors).toEqual({ sellingPrice: ['With VAT added the customer pays LKR 118.00, above the MRP'] });
    // 100.00 + 18% = 118.00 = MRP 118.00.
    const at = await wholesale.ownerApi.post(productsUrl(b), { name: 'Jam', sellingPrice: 100, mrp: 118, stock: 1 });
    expect(at.statusCode).toBe(201);
    // Exempt: no VAT added, 100.00 ≤ MRP 110.00.
    const exempt = await wholesale.ownerApi.post(productsUrl(b), {
      name: 'Rice',
      sellingPrice: 100,
      mrp: 110,
      stock: 1,
      taxCategory: 'exempt',
    });
    expect(exempt.statusCode).toBe(201);
  });
});

describe('maximum retail price', () => {
  it('refuses a selling price above the MRP on create, with the field error on sellingPrice', async () => {
    const res = await shop.ownerApi.post(productsUrl(shop.business.id), {
      name: 'Milo 400g',
      sellingPrice: '1250.01',
      mrp: '1250',
      stock: 1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'SELLING_PRICE_ABOVE_MRP', fieldErrors: { sellingPrice: [ABOVE_MRP] } });
    const list = await shop.ownerApi.get(productsUrl(shop.business.id));
    expect(list.json().some((p: { name: string }) => p.name === 'Milo 400g')).toBe(false);
  });

  it('accepts a price equal to the MRP, and no MRP at all', async () => {
    const equal = await shop.ownerApi.post(productsUrl(shop.business.id), {
      name: 'Anchor 400g',
      sellingPrice: 1150,
      mrp: '1150.00',
      stock: 1,
    });
    expect(equal.statusCode).toBe(201);
    expect(equal.json()).toMatchObject({ sellingPrice: 1150, mrp: 1150 });
    const none = await shop.ownerApi.post(productsUrl(shop.business.id), { name: 'Loose Sugar', sellingPrice: 270, mrp: '', stock: 1 });
    expect(none.statusCode).toBe(201);
    expect(none.json().mrp).toBeNull();
    const nullMrp = await shop.ownerApi.post(productsUrl(shop.business.id), { name: 'Goraka', sellingPrice: 150, mrp: null, stock: 1 });
    expect(nullMrp.json().mrp).toBeNull();
  });

  it('refuses an update that puts the price above the MRP and changes nothing; a lower price saves', async () => {
    const p = (
      await shop.ownerApi.post(productsUrl(shop.business.id), { name: 'Dilmah 100g', sellingPrice: 560, mrp: 600, stock: 2 })
    ).json();
    const base = { name: p.name, sellingPrice: 560, mrp: 600, stock: 2 };
    const up = await shop.ownerApi.put(`/api/products/${p.id}`, { ...base, sellingPrice: 600.5 });
    expect(up.statusCode).toBe(400);
    expect(up.json().fieldErrors.sellingPrice).toEqual([ABOVE_MRP]);
    const down = await shop.ownerApi.put(`/api/products/${p.id}`, { ...base, mrp: 550 });
    expect(down.statusCode).toBe(400);
    expect(down.json().fieldErrors.sellingPrice).toEqual([ABOVE_MRP]);
    const list = await shop.ownerApi.get(productsUrl(shop.business.id));
    expect(list.json().find((x: { id: number }) => x.id === p.id)).toMatchObject({ sellingPrice: 560, mrp: 600 });
    const ok = await shop.ownerApi.put(`/api/products/${p.id}`, { ...base, sellingPrice: 580, mrp: 580 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ sellingPrice: 580, mrp: 580 });
    const cleared = await shop.ownerApi.put(`/api/products/${p.id}`, { ...base, sellingPrice: 700, mrp: null });
    expect(cleared.json()).toMatchObject({ sellingPrice: 700, mrp: null });
  });

  it('reports an unreadable MRP on mrp, not the price rule', async () => {
    const res = await shop.ownerApi.post(productsUrl(shop.business.id), { name: 'X', sellingPrice: 10, mrp: 'Rs. 5', stock: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.mrp).toEqual(['MRP must be a number, like 1250.50']);
    expect(res.json().fieldErrors.sellingPrice).toBeUndefined();
  });
});

describe('tax category', () => {
  it('defaults to standard and round-trips through create, update and the list', async () => {
    const std = await shop.ownerApi.post(productsUrl(shop.business.id), { name: 'Soap', sellingPrice: 95, stock: 1 });
    expect(std.json().taxCategory).toBe('standard');
    const rice = await shop.ownerApi.post(productsUrl(shop.business.id), {
      name: 'Nadu Rice',
      sellingPrice: 220,
      stock: 5,
      unit: 'kg',
      taxCategory: 'exempt',
    });
    expect(rice.statusCode).toBe(201);
    expect(rice.json().taxCategory).toBe('exempt');
    const up = await shop.ownerApi.put(`/api/products/${std.json().id}`, {
      name: 'Soap',
      sellingPrice: 95,
      stock: 1,
      taxCategory: 'zero_rated',
    });
    expect(up.json().taxCategory).toBe('zero_rated');
    const list = (await shop.ownerApi.get(productsUrl(shop.business.id))).json() as { id: number; taxCategory: string }[];
    expect(list.find((p) => p.id === rice.json().id)?.taxCategory).toBe('exempt');
    expect(list.find((p) => p.id === std.json().id)?.taxCategory).toBe('zero_rated');
  });

  it('refuses an unknown category with 400 on taxCategory', async () => {
    const res = await shop.ownerApi.post(productsUrl(shop.business.id), { name: 'Y', sellingPrice: 1, stock: 1, taxCategory: 'luxury' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.taxCategory).toEqual(['Tax category must be standard, zero-rated or exempt']);
  });
});

describe('tenancy and roles', () => {
  it("answers 404 for another business's product, even with a valid MRP, and a cashier may not set one", async () => {
    const theirs = (
      await other.ownerApi.post(productsUrl(other.business.id), { name: 'Theirs', sellingPrice: 10, mrp: 12, stock: 1 })
    ).json();
    const put = await shop.ownerApi.put(`/api/products/${theirs.id}`, { name: 'Mine', sellingPrice: 10, mrp: 11, stock: 1 });
    expect(put.statusCode).toBe(404);
    const again = (await other.ownerApi.get(productsUrl(other.business.id))).json();
    expect(again.find((p: { id: number }) => p.id === theirs.id)).toMatchObject({ name: 'Theirs', mrp: 12 });
    const cashier = await shop.cashierApi.post(productsUrl(shop.business.id), { name: 'Z', sellingPrice: 1, mrp: 2, stock: 1 });
    expect(cashier.statusCode).toBe(403);
  });
});

describe('supplier VAT number', () => {
  it('round-trips (trimmed), clears with empty text, and refuses more than 30 characters', async () => {
    const url = `/api/businesses/${shop.business.id}/suppliers`;
    const created = await shop.ownerApi.post(url, { name: 'Keells Wholesale', vatNumber: ' 114025367-7000 ' });
    expect(created.statusCode).toBe(201);
    expect(created.json().vatNumber).toBe('114025367-7000');
    const plain = await shop.ownerApi.post(url, { name: 'Village Farmer' });
    expect(plain.json().vatNumber).toBeNull();
    const listed = (await shop.ownerApi.get(url)).json() as { id: number; vatNumber: string | null }[];
    expect(listed.find((s) => s.id === created.json().id)?.vatNumber).toBe('114025367-7000');
    const cleared = await shop.ownerApi.patch(`/api/suppliers/${created.json().id}`, { vatNumber: '' });
    expect(cleared.json().vatNumber).toBeNull();
    const tooLong = await shop.ownerApi.post(url, { name: 'Long', vatNumber: '1'.repeat(31) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fieldErrors.vatNumber).toEqual(['VAT number must be at most 30 characters']);
    const foreign = await other.ownerApi.patch(`/api/suppliers/${created.json().id}`, { vatNumber: '999' });
    expect(foreign.statusCode).toBe(404);
  });
});

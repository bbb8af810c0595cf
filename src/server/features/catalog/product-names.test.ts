import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesListPath, type SalesListPage } from '#shared/contracts/sales-list';
import { sales } from '#server/db/schema';
import { createShop } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';

// A product's name in Sinhala and Tamil; customers and suppliers named in any script.
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
type Named = { id: number; name: string; nameSi?: string | null; nameTa?: string | null };
const SRI = 'ශ්\u200dරී';

describe('products in Sinhala and Tamil', () => {
  it('creates, lists, updates and clears nameSi and nameTa (trimmed, joiners inside kept)', async () => {
    const res = await shop.ownerApi.post(productsUrl(shop.business.id), {
      name: 'Sugar 1kg',
      nameSi: `  සීනි 1kg\u200b `,
      nameTa: 'சீனி 1kg',
      sellingPrice: 290,
      stock: 10,
    });
    expect(res.statusCode).toBe(201);
    const sugar = res.json();
    expect(sugar).toMatchObject({ name: 'Sugar 1kg', nameSi: 'සීනි 1kg', nameTa: 'சீனி 1kg' });
    const plain = (await shop.ownerApi.post(productsUrl(shop.business.id), { name: 'Soap', sellingPrice: 95, stock: 1 })).json();
    expect(plain).toMatchObject({ nameSi: null, nameTa: null });

    const list: Named[] = (await shop.ownerApi.get(productsUrl(shop.business.id))).json();
    expect(list.find((p) => p.id === sugar.id)).toMatchObject({ nameSi: 'සීනි 1kg', nameTa: 'சீனி 1kg' });
    const inventory = (await shop.ownerApi.get(`/api/businesses/${shop.business.id}/inventory`)).json();
    expect(inventory.products.find((p: Named) => p.id === sugar.id)).toMatchObject({ nameSi: 'සීනි 1kg' });

    const upd = await shop.ownerApi.put(`/api/products/${sugar.id}`, {
      name: 'Sugar 1kg',
      nameSi: `${SRI} සීනි`,
      nameTa: '',
      sellingPrice: 290,
      stock: 10,
    });
    expect(upd.statusCode).toBe(200);
    expect(upd.json()).toMatchObject({ nameSi: `${SRI} සීනි`, nameTa: null });
    const cleared = await shop.ownerApi.put(`/api/products/${sugar.id}`, { name: 'Sugar 1kg', nameSi: null, sellingPrice: 290, stock: 10 });
    expect(cleared.json()).toMatchObject({ nameSi: null, nameTa: null });
  });

  it('gives the till the names it has, and omits the ones it has not', async () => {
    const s = await createShop(ctx.app);
    await s.ownerApi.post(productsUrl(s.business.id), { name: 'Rice', nameSi: 'හාල්', nameTa: 'அரிசி', sellingPrice: 200, stock: 5 });
    await s.ownerApi.post(productsUrl(s.business.id), { name: 'Dhal', nameTa: 'பருப்பு', sellingPrice: 300, stock: 5 });
    const pos = (await s.cashierApi.get(`/api/businesses/${s.business.id}/pos`)).json();
    const byName = new Map<string, Named>(pos.products.map((p: Named) => [p.name, p]));
    expect(byName.get('Rice')).toMatchObject({ nameSi: 'හාල්', nameTa: 'அரிசி' });
    expect(byName.get('Dhal')).toMatchObject({ nameTa: 'பருப்பு' });
    expect(byName.get('Dhal')).not.toHaveProperty('nameSi');
  });

  it.each(['nameSi', 'nameTa'])('answers 400 on %s longer than 200 characters (code points)', async (field) => {
    const fits = await shop.ownerApi.post(productsUrl(shop.business.id), {
      name: 'Fits',
      [field]: 'අ'.repeat(200),
      sellingPrice: 1,
      stock: 1,
    });
    expect(fits.statusCode).toBe(201);
    const res = await shop.ownerApi.post(productsUrl(shop.business.id), {
      name: 'Long',
      [field]: 'அ'.repeat(201),
      sellingPrice: 1,
      stock: 1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toEqual(['At most 200 characters']);
  });

  it("keeps one business's names from another", async () => {
    const mine = (
      await shop.ownerApi.post(productsUrl(shop.business.id), { name: 'Coconut Oil', nameSi: 'පොල් තෙල්', sellingPrice: 900, stock: 2 })
    ).json();
    expect((await other.ownerApi.get(productsUrl(shop.business.id))).statusCode).toBe(404);
    const theirs: Named[] = (await other.ownerApi.get(productsUrl(other.business.id))).json();
    expect(theirs.some((p) => p.id === mine.id || p.nameSi === 'පොල් තෙල්')).toBe(false);
    const pos = (await other.cashierApi.get(`/api/businesses/${other.business.id}/pos`)).json();
    expect(pos.products.some((p: Named) => p.nameSi === 'පොල් තෙල්')).toBe(false);
    const put = await other.ownerApi.put(`/api/products/${mine.id}`, { name: 'x', nameSi: 'x', sellingPrice: 1, stock: 2 });
    expect(put.statusCode).toBe(404);
  });
});

describe('customers and suppliers in any script', () => {
  it('accepts Sinhala and Tamil names as written (NFC, joiners inside kept)', async () => {
    const b = shop.business.id;
    const si = await shop.ownerApi.post(`/api/businesses/${b}/customers`, { name: `${SRI}යා පෙරේරා`, phone: '0771234001' });
    const ta = await shop.ownerApi.post(`/api/businesses/${b}/customers`, { name: 'க\u0bc7\u0bbeபால் செல்வம்', phone: '0771234002' });
    expect(si.statusCode).toBe(201);
    expect(ta.statusCode).toBe(201);
    const customers = (await shop.ownerApi.get(`/api/businesses/${b}/customers`)).json();
    const names = (Array.isArray(customers) ? customers : customers.customers).map((c: { name: string }) => c.name);
    expect(names).toEqual(expect.arrayContaining([`${SRI}යා පෙරේරා`, 'கோபால் செல்வம்'.normalize('NFC')]));

    const sup = await shop.ownerApi.post(`/api/businesses/${b}/suppliers`, { name: 'ලංකා සීනි සමාගම', email: '' });
    const supTa = await shop.ownerApi.post(`/api/businesses/${b}/suppliers`, { name: 'யாழ் அரிசி ஆலை', email: '' });
    expect([sup.statusCode, supTa.statusCode]).toEqual([201, 201]);
    expect(sup.json().name).toBe('ලංකා සීනි සමාගම');
    expect(supTa.json().name).toBe('யாழ் அரிசி ஆலை');
  });

  it('finds sales by a customer named in Sinhala or Tamil, however the name is typed', async () => {
    const b = shop.business.id;
    const tea = (await shop.ownerApi.post(productsUrl(b), { name: 'Tea', sellingPrice: 100, stock: 10 })).json();
    const ids: number[] = [];
    for (const name of [`${SRI}යා පෙරේරා`, 'கோபால் செல்வம்']) {
      const res = await shop.cashierApi.post(
        `/api/businesses/${b}/sales`,
        { items: [{ productId: tea.id, quantity: 1 }], paymentMethod: 'cash' },
        { 'idempotency-key': randomUUID() },
      );
      expect(res.statusCode).toBe(201);
      await ctx.db.update(sales).set({ customerName: name }).where(eq(sales.id, res.json().id));
      ids.push(res.json().id);
    }
    const find = async (q: string) => {
      const res = await shop.ownerApi.get(`${salesListPath(b)}?customer=${encodeURIComponent(q)}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as SalesListPage).sales.map((x) => x.id);
    };
    expect(await find(`${SRI}යා`)).toEqual([ids[0]]);
    expect(await find('ශ්රීයා')).toEqual([ids[0]]);
    expect(await find('க\u0bc7\u0bbeபால்')).toEqual([ids[1]]);
    expect(await find('செல்வம்')).toEqual([ids[1]]);
  });
});

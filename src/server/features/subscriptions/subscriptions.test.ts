import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeSubscriptionPrice } from '#shared/domain/subscription-pricing';
import { businesses, businessUsers, modules, storedFiles, subscriptions } from '#server/db/schema';
import { apiClient, createShop, createSuperAdmin, createUser, sessionCookieFor } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';
import { applicationFields, PDF_BYTES, pngSlip, PNG_BYTES, postMultipart } from '#testing/multipart-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

async function newApplicant() {
  const user = await createUser(ctx.db, { role: 'admin' });
  return { user, api: apiClient(ctx.app, await sessionCookieFor(ctx.app, user.id)) };
}

async function modulePrices(ids: number[]) {
  const all = await ctx.db.select().from(modules);
  return all.filter((m) => ids.includes(m.id)).map((m) => m.monthlyPriceCents);
}

async function countRows() {
  const b = await ctx.db.select({ id: businesses.id }).from(businesses);
  const s = await ctx.db.select({ id: subscriptions.id }).from(subscriptions);
  const f = await ctx.db.select({ id: storedFiles.id }).from(storedFiles);
  return { businesses: b.length, subscriptions: s.length, files: f.length, onDisk: readdirSync(ctx.uploadsDir).length };
}

describe('POST /api/subscriptions', () => {
  it('creates a pending business and subscription owned by the applicant, priced by the server', async () => {
    const { user, api } = await newApplicant();
    const res = await postMultipart(api, '/api/subscriptions', { ...applicationFields(), monthlyAmount: '1', setupFee: '0' }, pngSlip());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    const expected = computeSubscriptionPrice({ modulePricesCents: await modulePrices([1, 2]), isFirstApplication: true });
    expect(body.monthlyAmount).toBe(expected.monthlyAmountCents / 100);
    expect(body.setupFee).toBe(1500);
    expect(body.status).toBe('pending');

    const [biz] = await ctx.db.select().from(businesses).where(eq(businesses.id, body.businessId));
    expect(biz).toMatchObject({ status: 'pending', name: 'Lanka Traders', registrationNumber: 'PV 998877', ownerName: 'Kamal Silva' });
    const [member] = await ctx.db.select().from(businessUsers).where(eq(businessUsers.userId, user.id));
    expect(member).toMatchObject({ businessId: biz.id, role: 'owner' });
    const [sub] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.id, body.subscriptionId));
    expect(sub).toMatchObject({ status: 'pending', kind: 'initial', selectedModules: [1, 2], paymentProofType: 'image/png' });
    // stored under a random name, never the client's
    expect(sub.paymentProofPath).toMatch(/^[a-f0-9]{32}$/);
    // in PostgreSQL, so every node serves it; nothing on this node's disk
    const [stored] = await ctx.db.select().from(storedFiles).where(eq(storedFiles.id, sub.paymentProofPath!));
    expect(stored).toMatchObject({ businessId: biz.id, kind: 'payment_proof', contentType: 'image/png', size: PNG_BYTES.length });
    expect(stored.content.equals(PNG_BYTES)).toBe(true);
    expect(readdirSync(ctx.uploadsDir)).toEqual([]);

    // the applicant's next request sees the pending business
    const me = await api.get('/api/auth/user');
    expect(me.json().business).toMatchObject({ id: biz.id, status: 'pending' });
    const view = await api.get(`/api/businesses/${biz.id}/subscription`);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      status: 'pending',
      businessStatus: 'pending',
      setupFee: 1500,
      selectedModules: [1, 2],
      paymentProofUrl: `/api/subscriptions/${sub.id}/payment-proof`,
      rejectionReason: null,
      business: { name: 'Lanka Traders', ownerName: 'Kamal Silva' },
    });
    expect((await api.get(`/api/businesses/${biz.id}/subscribed-modules`)).json()).toEqual([]);
  });

  it('prices all seven modules as the complete package (15,000) and accepts a PDF slip', async () => {
    const { api } = await newApplicant();
    const res = await postMultipart(api, '/api/subscriptions', applicationFields({ selectedModules: '[1,2,3,4,5,6,7]' }), {
      filename: 'slip.pdf',
      contentType: 'application/pdf',
      data: PDF_BYTES,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().monthlyAmount).toBe(15000);
    expect(res.json().setupFee).toBe(1500);
  });

  it('refuses a second application while one is pending (409) and creates nothing', async () => {
    const { api } = await newApplicant();
    expect((await postMultipart(api, '/api/subscriptions', applicationFields(), pngSlip())).statusCode).toBe(201);
    const before = await countRows();
    const again = await postMultipart(api, '/api/subscriptions', applicationFields(), pngSlip());
    expect(again.statusCode).toBe(409);
    expect(await countRows()).toEqual(before);
  });

  it('refuses an owner of an active business (409): add-ons are the way to grow', async () => {
    const { ownerApi } = await createShop(ctx.app);
    const res = await postMultipart(ownerApi, '/api/subscriptions', applicationFields(), pngSlip());
    expect(res.statusCode).toBe(409);
  });

  it.each([
    ['no modules', applicationFields({ selectedModules: '[]' }), pngSlip(), 400, 'No Modules Selected'],
    ['a missing modules field', (({ selectedModules: _s, ...rest }) => rest)(applicationFields()), pngSlip(), 400, 'No Modules Selected'],
    ['no payment proof', applicationFields(), undefined, 400, 'Payment Proof Required'],
    [
      'an empty file',
      applicationFields(),
      { filename: 'slip.png', contentType: 'image/png', data: Buffer.alloc(0) },
      400,
      'Payment Proof Required',
    ],
    [
      'a text file renamed .png',
      applicationFields(),
      { filename: 'slip.png', contentType: 'image/png', data: Buffer.from('just some text, not an image') },
      415,
      'Invalid File Type',
    ],
    [
      'an HTML file claiming PDF',
      applicationFields(),
      { filename: 'slip.pdf', contentType: 'application/pdf', data: Buffer.from('<html><script>alert(1)</script></html>') },
      415,
      'Invalid File Type',
    ],
    [
      'a GIF (a real image, but not a slip type)',
      applicationFields(),
      { filename: 'slip.png', contentType: 'image/png', data: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1') },
      415,
      'Invalid File Type',
    ],
    [
      'a 6 MB PNG',
      applicationFields(),
      { filename: 'big.png', contentType: 'image/png', data: Buffer.concat([PNG_BYTES, Buffer.alloc(6 * 1024 * 1024)]) },
      413,
      'File Too Large',
    ],
  ])('answers %s with the spec message and creates nothing', async (_name, fields, file, status, message) => {
    const { user, api } = await newApplicant();
    const before = await countRows();
    const res = await postMultipart(api, '/api/subscriptions', fields as Record<string, string>, file);
    expect(res.statusCode).toBe(status);
    expect(res.json().message.startsWith(message)).toBe(true);
    expect(await countRows()).toEqual(before);
    expect(await ctx.db.select().from(businessUsers).where(eq(businessUsers.userId, user.id))).toEqual([]);
  });

  it('answers 400 with field errors for missing business details', async () => {
    const { api } = await newApplicant();
    const res = await postMultipart(api, '/api/subscriptions', applicationFields({ businessName: ' ', email: 'nope' }), pngSlip());
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.businessName).toContain('Business name is required');
    expect(res.json().fieldErrors.email).toContain('Please enter a valid email address');
  });

  it('refuses unknown module ids', async () => {
    const { api } = await newApplicant();
    const res = await postMultipart(api, '/api/subscriptions', applicationFields({ selectedModules: '[1,99]' }), pngSlip());
    expect(res.statusCode).toBe(400);
  });

  it('answers 401 anonymous and 403 to a cashier', async () => {
    expect((await postMultipart(apiClient(ctx.app), '/api/subscriptions', applicationFields(), pngSlip())).statusCode).toBe(401);
    const { cashierApi } = await createShop(ctx.app);
    expect((await postMultipart(cashierApi, '/api/subscriptions', applicationFields(), pngSlip())).statusCode).toBe(403);
  });
});

describe('a pending business', () => {
  it('gets 403 with a clear message from every endpoint that needs an active business', async () => {
    const { api } = await newApplicant();
    const res = await postMultipart(api, '/api/subscriptions', applicationFields(), pngSlip());
    const id = res.json().businessId;
    for (const r of [
      await api.get(`/api/businesses/${id}/users`),
      await postMultipart(api, '/api/subscriptions/addon', { selectedModules: '[3]' }, pngSlip()),
    ]) {
      expect(r.statusCode).toBe(403);
      expect(r.json().message).toMatch(/pending approval/);
    }
  });
});

describe('GET /api/businesses/:id/subscription', () => {
  it("answers 404 for another business's id and 403 to a cashier", async () => {
    const a = await createShop(ctx.app);
    const b = await createShop(ctx.app);
    expect((await a.ownerApi.get(`/api/businesses/${b.business.id}/subscription`)).statusCode).toBe(404);
    expect((await a.cashierApi.get(`/api/businesses/${a.business.id}/subscription`)).statusCode).toBe(403);
    const own = await a.ownerApi.get(`/api/businesses/${a.business.id}/subscription`);
    expect(own.statusCode).toBe(200);
    expect(own.json().status).toBe('active');
    expect(own.json().selectedModules).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

describe('GET /api/subscriptions/:id/payment-proof', () => {
  it("serves the slip as an attachment to the business's admins and the super admin only", async () => {
    const { user, api } = await newApplicant();
    const applied = (await postMultipart(api, '/api/subscriptions', applicationFields(), pngSlip())).json();
    const url = `/api/subscriptions/${applied.subscriptionId}/payment-proof`;

    const own = await api.get(url);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['content-disposition']).toMatch(/^attachment; filename="slip\.png"$/);
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.rawPayload.equals(PNG_BYTES)).toBe(true);

    const { api: superApi } = await createSuperAdmin(ctx.app);
    expect((await superApi.get(url)).statusCode).toBe(200);

    const stranger = await createShop(ctx.app);
    expect((await stranger.ownerApi.get(url)).statusCode).toBe(404);
    expect((await stranger.cashierApi.get(url)).statusCode).toBe(404);
    expect((await apiClient(ctx.app).get(url)).statusCode).toBe(401);
    expect(user.id).toBeTruthy();
  });

  it('stores a JPEG slip longer than the sniffed head byte for byte, typed by its content', async () => {
    const { api } = await newApplicant();
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(20_000)]);
    const file = { filename: 'slip.pdf', contentType: 'application/pdf', data: jpeg };
    const applied = (await postMultipart(api, '/api/subscriptions', applicationFields(), file)).json();
    const res = await api.get(`/api/subscriptions/${applied.subscriptionId}/payment-proof`);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.rawPayload.equals(jpeg)).toBe(true);
  });
});

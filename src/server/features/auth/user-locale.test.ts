import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '#shared/contracts/auth-paths';
import { apiClient, createShop } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

// A signed-in user's language is kept on the server, so every device and every
// sign-in opens in it; each user has their own (the owner in English, the cashier in Sinhala).
describe('PATCH /api/auth/user { locale }', () => {
  it('keeps each user their own language, null until they choose', async () => {
    const shop = await createShop(ctx.app);
    expect((await shop.cashierApi.get(AUTH_PATHS.user)).json().locale).toBeNull();

    const res = await shop.cashierApi.patch(AUTH_PATHS.user, { locale: 'si' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ locale: 'si', role: 'cashier', business: { id: shop.business.id } });
    expect((await shop.cashierApi.get(AUTH_PATHS.user)).json().locale).toBe('si');

    await shop.ownerApi.patch(AUTH_PATHS.user, { locale: 'ta' });
    expect((await shop.ownerApi.get(AUTH_PATHS.user)).json().locale).toBe('ta');
    expect((await shop.cashierApi.get(AUTH_PATHS.user)).json().locale).toBe('si');
  });

  it.each([
    [{ locale: 'fr' }, 'locale'],
    [{ locale: null }, 'locale'],
    [{}, 'locale'],
    [{ locale: 'si', role: 'super_admin' }, '_'], // an unknown key is the form's own error
  ])('refuses %j with a field error and changes nothing', async (body, field) => {
    const shop = await createShop(ctx.app);
    const res = await shop.cashierApi.patch(AUTH_PATHS.user, body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors ?? {})).toContain(field);
    const me = (await shop.cashierApi.get(AUTH_PATHS.user)).json();
    expect(me).toMatchObject({ locale: null, role: 'cashier' });
  });

  it('answers 401 to a visitor', async () => {
    expect((await apiClient(ctx.app).patch(AUTH_PATHS.user, { locale: 'si' })).statusCode).toBe(401);
  });
});

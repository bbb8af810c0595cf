import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAX_PATHS } from '#shared/contracts/tax';
import { createShop } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';
import { SRI_LANKA_RATES } from '#testing/tax-configurations';

// The SSCL registration's dates as the tax panel saves them: a cancellation ends a registration.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const CONFIG = SRI_LANKA_RATES;

describe('PUT …/tax/configuration: SSCL cancellation date', () => {
  it('400 on ssclCancelledFrom before the registration or without one; nothing saved; a later cancellation saves', async () => {
    const shop = await createShop(ctx.app);
    const url = TAX_PATHS.configuration(shop.business.id);
    const before = await shop.ownerApi.put(url, { ...CONFIG, ssclRegisteredFrom: '2025-04-01', ssclCancelledFrom: '2025-03-31' });
    expect(before.statusCode).toBe(400);
    expect(before.json()).toMatchObject({
      code: 'SSCL_CANCELLED_BEFORE_REGISTERED',
      fieldErrors: { ssclCancelledFrom: ['The SSCL cancellation date cannot be before the registration date'] },
      fieldCodes: { ssclCancelledFrom: [{ code: 'SSCL_CANCELLED_BEFORE_REGISTERED' }] },
    });
    const alone = await shop.ownerApi.put(url, { ...CONFIG, ssclCancelledFrom: '2025-03-31' });
    expect(alone.statusCode).toBe(400);
    expect(alone.json().fieldErrors).toEqual({ ssclCancelledFrom: ['Enter the SSCL registration date before a cancellation date'] });
    expect((await shop.ownerApi.get(url)).json()).toMatchObject({ id: null, history: [] });

    const ok = await shop.ownerApi.put(url, { ...CONFIG, ssclRegisteredFrom: '2025-04-01', ssclCancelledFrom: '2026-01-01' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ ssclRegisteredFrom: '2025-04-01', ssclCancelledFrom: '2026-01-01' });
  });
});

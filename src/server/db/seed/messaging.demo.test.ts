import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#testing/test-app';
import { ensureDemoAccount } from './demo';
import { businessUsers, messages } from '../schema';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

describe('the demo shop’s message log', () => {
  it('holds a WhatsApp receipt prepared and an SMS sent', async () => {
    const userId = await ensureDemoAccount(ctx.db);
    const [{ businessId }] = await ctx.db.select().from(businessUsers).where(eq(businessUsers.userId, userId));
    const rows = await ctx.db.select().from(messages).where(eq(messages.businessId, businessId));
    expect(rows.map((m) => `${m.channel}:${m.status}`).sort()).toEqual(expect.arrayContaining(['sms:sent', 'whatsapp:prepared']));
    expect(rows.find((m) => m.channel === 'whatsapp' && m.purpose === 'receipt')?.shareLinkId).not.toBeNull();
  });
});

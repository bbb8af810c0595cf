import { randomBytes } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles, subscriptions } from '#server/db/schema';
import { apiClient, createUser, sessionCookieFor } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';
import { applicationFields, pngSlip, postMultipart } from '#testing/multipart-fixtures';
import { moveProofsIntoDatabase } from './proof-store';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

/** An application whose slip an older Kade wrote to DATA_DIR/uploads: no stored_files row, a file on disk. */
async function slipOnDisk() {
  const user = await createUser(ctx.db, { role: 'admin' });
  const api = apiClient(ctx.app, await sessionCookieFor(ctx.app, user.id));
  const applied = (await postMultipart(api, '/api/subscriptions', applicationFields(), pngSlip())).json();
  const [sub] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.id, applied.subscriptionId));
  await ctx.db.delete(storedFiles).where(eq(storedFiles.id, sub.paymentProofPath!));
  const bytes = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(9000)]);
  writeFileSync(path.join(ctx.uploadsDir, sub.paymentProofPath!), bytes);
  return { api, url: `/api/subscriptions/${sub.id}/payment-proof`, name: sub.paymentProofPath!, businessId: sub.businessId, bytes };
}

describe('slips written to disk by earlier versions', () => {
  it('are served from disk until moved, then moved into PostgreSQL once, byte for byte, and served from there', async () => {
    const old = await slipOnDisk();
    const orphan = path.join(ctx.uploadsDir, randomBytes(16).toString('hex'));
    writeFileSync(orphan, 'an upload whose application failed');

    const before = await old.api.get(old.url);
    expect(before.statusCode).toBe(200);
    expect(before.rawPayload.equals(old.bytes)).toBe(true);

    expect(await moveProofsIntoDatabase(ctx.db, ctx.uploadsDir)).toEqual({ moved: 1, left: 1 });
    expect(existsSync(path.join(ctx.uploadsDir, old.name))).toBe(false);
    expect(existsSync(orphan)).toBe(true);
    const [row] = await ctx.db.select().from(storedFiles).where(eq(storedFiles.id, old.name));
    expect(row).toMatchObject({ businessId: old.businessId, contentType: 'image/png', size: old.bytes.length });

    const after = await old.api.get(old.url);
    expect(after.statusCode).toBe(200);
    expect(after.rawPayload.equals(old.bytes)).toBe(true);
    expect(await moveProofsIntoDatabase(ctx.db, ctx.uploadsDir)).toEqual({ moved: 0, left: 1 });
  });

  it('answer 404 when neither the database nor the disk has the slip', async () => {
    const old = await slipOnDisk();
    await moveProofsIntoDatabase(ctx.db, ctx.uploadsDir);
    await ctx.db.delete(storedFiles).where(eq(storedFiles.id, old.name));
    expect((await old.api.get(old.url)).statusCode).toBe(404);
  });
});

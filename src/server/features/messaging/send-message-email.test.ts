import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShop } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';
import { sendMessage } from './send-message';

// E-mail through the campaigns' mailer, against a real SMTP server on 127.0.0.1.
let ctx: TestContext;
let smtp: SMTPServer;
let port = 0;
const received: Array<{ rcptTo: string[]; raw: string }> = [];

beforeAll(async () => {
  ctx = await createTestApp();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address === 'nobody@example.lk') return callback(Object.assign(new Error('No such mailbox here'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ rcptTo: session.envelope.rcptTo.map((a) => a.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await ctx.close();
});

describe('sendMessage by e-mail', () => {
  it('sends over SMTP to that address only and logs it sent; a refused address is logged failed with the server’s words', async () => {
    const shop = await createShop(ctx.app);
    const mail = { url: `smtp://127.0.0.1:${port}`, from: 'Kade <no-reply@kade.test>', timeoutMs: 5000 };
    const input = {
      businessId: shop.business.id,
      channel: 'email' as const,
      subject: 'Your receipt INV-000001',
      body: 'Thank you! https://kade.test/r/abc',
      purpose: 'receipt' as const,
      userId: shop.owner.id,
    };
    const sent = await sendMessage(ctx.db, { ...input, to: ' kamala@example.lk ' }, { mail });
    expect(sent).toMatchObject({ status: 'sent', to: 'kamala@example.lk', subject: 'Your receipt INV-000001', error: null });
    expect(received).toHaveLength(1);
    expect(received[0].rcptTo).toEqual(['kamala@example.lk']);
    expect(received[0].raw).toContain('Subject: Your receipt INV-000001');
    expect(received[0].raw).toContain('https://kade.test/r/abc');

    const refused = await sendMessage(ctx.db, { ...input, to: 'nobody@example.lk' }, { mail });
    expect(refused.status).toBe('failed');
    expect(refused.error).toContain('No such mailbox here');
    await expect(sendMessage(ctx.db, { ...input, to: 'not an address' }, { mail })).rejects.toMatchObject({ statusCode: 400 });
  });
});

import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail } from '#server/db/schema';
import { createShop, type Api } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';

type Received = { rcptTo: string[]; mailFrom: string; raw: string };

/** A real SMTP server on 127.0.0.1 that keeps what it receives and can refuse chosen recipients. */
async function startSmtp() {
  const received: Received[] = [];
  const reject = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (reject.has(address.address)) {
        const err = Object.assign(new Error('No such mailbox here'), { responseCode: 550 });
        return callback(err);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          rcptTo: session.envelope.rcptTo.map((a) => a.address),
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { server, port, received, reject, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A header of a raw message, unfolded. */
function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}
function body(raw: string): string {
  return raw
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n\n')
    .replace(/=\r?\n/g, '');
}

async function settle(api: Api, id: number) {
  for (let i = 0; i < 500; i++) {
    const res = await api.get(`/api/campaigns/${id}`);
    expect(res.statusCode).toBe(200);
    if (res.json().status !== 'sending') return res.json();
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`campaign ${id} still sending`);
}

async function seed(ctx: TestContext) {
  const shop = await createShop(ctx.app);
  const url = `/api/businesses/${shop.business.id}/customers`;
  const add = async (body: Record<string, unknown>) => {
    const res = await shop.ownerApi.post(url, body);
    expect(res.statusCode).toBe(201);
    return res.json() as { id: number; email: string | null };
  };
  const tag = `${shop.business.id}`;
  const ann = await add({ name: 'Anura Mail', email: `anura.${tag}@example.lk`, emailOptIn: true, customerType: 'vip' });
  const bim = await add({ name: 'Bimal NoMail', email: `bimal.${tag}@example.lk`, emailOptIn: false, customerType: 'vip' });
  const cha = await add({ name: 'Chamari Mail', email: `chamari.${tag}@example.lk`, emailOptIn: true, customerType: 'regular' });
  const dil = await add({ name: 'Dilan NoAddress', emailOptIn: true, customerType: 'regular' });
  return { shop, ann, bim, cha, dil, campaigns: `/api/businesses/${shop.business.id}/campaigns` };
}

describe('e-mail campaigns over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let ctx: TestContext;
  beforeAll(async () => {
    smtp = await startSmtp();
    ctx = await createTestApp({ mail: { url: `smtp://127.0.0.1:${smtp.port}`, from: 'Kade <no-reply@kade.test>', timeoutMs: 2000 } });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('sends one message to each opted-in customer, To: that customer only, and records the statuses', async () => {
    const { shop, ann, bim, cha, campaigns } = await seed(ctx);
    expect((await shop.ownerApi.get(`${campaigns}/settings`)).json()).toEqual({ emailConfigured: true });
    const before = smtp.received.length;

    const res = await shop.ownerApi.post(campaigns, {
      name: 'Avurudu offers',
      message: 'Avurudu sale: 20% off everything!',
      channel: 'email',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().recipientCount).toBe(2);
    const done = await settle(shop.ownerApi, res.json().id);

    expect(done).toMatchObject({ status: 'sent', sentCount: 2, failedCount: 0, optedOutCount: 0, pendingCount: 0 });
    expect(done.statusMessage).toBe('Sent to 2 of 2 recipients.');
    expect(done.recipients.map((r: { status: string }) => r.status)).toEqual(['sent', 'sent']);

    const mine = smtp.received.slice(before);
    expect(mine).toHaveLength(2);
    for (const address of [ann.email, cha.email]) {
      const msgs = mine.filter((m) => m.rcptTo.includes(address!));
      expect(msgs).toHaveLength(1);
      const [m] = msgs;
      expect(m.rcptTo).toEqual([address]);
      expect(m.mailFrom).toBe('no-reply@kade.test');
      const to = header(m.raw, 'To')!;
      expect(to).toContain(address);
      expect(to.match(/@/g)).toHaveLength(1);
      expect(header(m.raw, 'Cc')).toBeUndefined();
      expect(header(m.raw, 'Bcc')).toBeUndefined();
      expect(header(m.raw, 'From')).toContain('no-reply@kade.test');
      expect(header(m.raw, 'From')).toContain(shop.business.name);
      expect(header(m.raw, 'Subject')).toBe('Avurudu offers');
      expect(header(m.raw, 'Content-Type')).toMatch(/^text\/plain/);
      expect(body(m.raw)).toContain('Avurudu sale: 20% off everything!');
      expect(body(m.raw)).toContain('To stop receiving them');
    }
    expect(mine.some((m) => m.rcptTo.includes(bim.email!))).toBe(false);

    const audits = await ctx.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.businessId, shop.business.id), eq(auditTrail.action, 'campaign.send')));
    expect(audits).toHaveLength(1);
    expect(audits[0].entityId).toBe(String(res.json().id));

    // Nothing left to send.
    const again = await shop.ownerApi.post(`/api/campaigns/${res.json().id}/send`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Nothing to send: every recipient was sent the e-mail or opted out.');
    expect(smtp.received.length).toBe(before + 2);
  });

  it('a recipient the server refuses is failed, the others sent: partially sent, no 500; /send retries and honours a later opt-out', async () => {
    const { shop, ann, cha, campaigns } = await seed(ctx);
    smtp.reject.add(ann.email!);
    const before = smtp.received.length;
    const res = await shop.ownerApi.post(campaigns, { name: 'Weekend', message: 'Open on Sunday', channel: 'email' });
    expect(res.statusCode).toBe(201);
    const id = res.json().id as number;
    const done = await settle(shop.ownerApi, id);
    expect(done).toMatchObject({ status: 'partially_sent', sentCount: 1, failedCount: 1, pendingCount: 0 });
    const failed = done.recipients.find((r: { customerId: number }) => r.customerId === ann.id);
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatch(/550|No such mailbox/);
    expect(done.recipients.find((r: { customerId: number }) => r.customerId === cha.id).status).toBe('sent');
    expect(smtp.received.slice(before).map((m) => m.rcptTo)).toEqual([[cha.email]]);

    // The server accepts again, but Anura opted out meanwhile: the retry skips her and sends nothing.
    smtp.reject.delete(ann.email!);
    expect((await shop.ownerApi.put(`/api/customers/${ann.id}`, { name: 'Anura Mail', emailOptIn: false })).statusCode).toBe(200);
    const retry = await shop.ownerApi.post(`/api/campaigns/${id}/send`);
    expect(retry.statusCode).toBe(202);
    const after = await settle(shop.ownerApi, id);
    expect(after).toMatchObject({ status: 'sent', sentCount: 1, failedCount: 0, optedOutCount: 1 });
    expect(after.recipients.find((r: { customerId: number }) => r.customerId === ann.id)).toMatchObject({
      status: 'opted_out',
      error: 'Customer opted out of e-mail',
    });
    expect(smtp.received.length).toBe(before + 1);
  });

  it('a failed recipient is sent on /send once the server accepts', async () => {
    const { shop, cha, campaigns } = await seed(ctx);
    smtp.reject.add(cha.email!);
    const res = await shop.ownerApi.post(campaigns, {
      name: 'Regulars',
      message: 'Thanks!',
      channel: 'email',
      segment: { customerTypes: ['regular'] },
    });
    const id = res.json().id as number;
    expect(await settle(shop.ownerApi, id)).toMatchObject({ status: 'failed', sentCount: 0, failedCount: 1, recipientCount: 1 });
    smtp.reject.delete(cha.email!);
    const before = smtp.received.length;
    expect((await shop.ownerApi.post(`/api/campaigns/${id}/send`)).statusCode).toBe(202);
    expect(await settle(shop.ownerApi, id)).toMatchObject({ status: 'sent', sentCount: 1, failedCount: 0 });
    expect(smtp.received.slice(before).map((m) => m.rcptTo)).toEqual([[cha.email]]);
  });

  it('/send: another business gets 404, a cashier 403, an SMS campaign 400, an unsubscribed business 403', async () => {
    const { shop, campaigns } = await seed(ctx);
    const created = (await shop.ownerApi.post(campaigns, { name: 'X', message: 'Y', channel: 'email' })).json();
    await settle(shop.ownerApi, created.id);
    const before = smtp.received.length;
    const other = await createShop(ctx.app);
    expect((await other.ownerApi.post(`/api/campaigns/${created.id}/send`)).statusCode).toBe(404);
    expect((await other.ownerApi.get(`/api/businesses/${shop.business.id}/campaigns/settings`)).statusCode).toBe(404);
    expect((await shop.cashierApi.post(`/api/campaigns/${created.id}/send`)).statusCode).toBe(403);
    expect((await shop.cashierApi.get(`${campaigns}/settings`)).statusCode).toBe(403);
    const sms = (await shop.ownerApi.post(campaigns, { name: 'S', message: 'T', channel: 'sms' })).json();
    const smsSend = await shop.ownerApi.post(`/api/campaigns/${sms.id}/send`);
    expect(smsSend.statusCode).toBe(400);
    expect(smsSend.json().message).toBe('Only e-mail campaigns are sent by the server');
    const noCrm = await createShop(ctx.app, { modules: [] });
    expect((await noCrm.ownerApi.get(`/api/businesses/${noCrm.business.id}/campaigns/settings`)).statusCode).toBe(403);
    expect(smtp.received.length).toBe(before);
  });
});

describe('e-mail campaigns with a silent SMTP server', () => {
  let ctx: TestContext;
  let silent: net.Server;
  const sockets = new Set<net.Socket>();
  beforeAll(async () => {
    // Accepts connections and never says a word.
    silent = net.createServer((s) => {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as AddressInfo).port;
    ctx = await createTestApp({ mail: { url: `smtp://127.0.0.1:${port}`, from: 'no-reply@kade.test', timeoutMs: 300 } });
  });
  afterAll(async () => {
    await ctx.close();
    for (const s of sockets) s.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it('answers at once, then records every recipient as failed with the timeout', async () => {
    const { shop, campaigns } = await seed(ctx);
    const started = Date.now();
    const res = await shop.ownerApi.post(campaigns, { name: 'Slow', message: 'Hello', channel: 'email' });
    expect(res.statusCode).toBe(201);
    expect(res.json().status).toBe('sending');
    expect(Date.now() - started).toBeLessThan(2000);
    const done = await settle(shop.ownerApi, res.json().id);
    expect(done).toMatchObject({ status: 'failed', sentCount: 0, failedCount: 2 });
    for (const r of done.recipients) expect(r.error).toMatch(/timeout|timed out|No answer|Greeting never received/i);
  });
});

describe('e-mail campaigns without SMTP', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  it('are recorded, not sent, and /send explains why', async () => {
    const { shop, campaigns } = await seed(ctx);
    expect((await shop.ownerApi.get(`${campaigns}/settings`)).json()).toEqual({ emailConfigured: false });
    const res = await shop.ownerApi.post(campaigns, { name: 'News', message: 'Hi', channel: 'email' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'not_sent',
      statusMessage: 'Recorded, not sent: SMTP not configured.',
      recipientCount: 2,
      sentCount: 0,
      pendingCount: 2,
    });
    expect(res.json().recipients.map((r: { status: string }) => r.status)).toEqual(['pending', 'pending']);
    const send = await shop.ownerApi.post(`/api/campaigns/${res.json().id}/send`);
    expect(send.statusCode).toBe(409);
    expect(send.json().message).toBe('E-mail cannot be sent: SMTP not configured.');
    expect((await shop.ownerApi.get(`/api/campaigns/${res.json().id}`)).json().status).toBe('not_sent');
  });
});

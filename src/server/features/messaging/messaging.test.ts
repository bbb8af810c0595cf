import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGING_PATHS } from '#shared/contracts/messaging';
import { businessSettings, messages, shareLinks } from '#server/db/schema';
import { createShop } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';
import { PUBLIC_PAGE_LIMIT } from './messaging.routes';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

type Shop = Awaited<ReturnType<typeof createShop>>;
let ipCounter = 0;
/** Each test's public requests come from their own address: the per-IP limit is tested on its own. */
const nextIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

const openPage = (path: string, ip = nextIp()) => ctx.app.inject({ method: 'GET', url: path, remoteAddress: ip });
const pathOf = (url: string) => new URL(url).pathname;

async function aSale(shop: Shop, name = 'Samba rice 5kg', price = 1250) {
  const product = await shop.ownerApi.post(`/api/businesses/${shop.business.id}/products`, {
    name,
    sellingPrice: price,
    stock: 100,
    vatRate: 0,
  });
  expect(product.statusCode).toBe(201);
  const res = await shop.cashierApi.post(
    `/api/businesses/${shop.business.id}/sales`,
    { items: [{ productId: product.json().id, quantity: 2 }], paymentMethod: 'cash' },
    { 'idempotency-key': randomUUID() },
  );
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; invoiceNumber: string; totalAmount: number };
}

async function shopWithSettings() {
  const shop = await createShop(ctx.app);
  await ctx.db
    .insert(businessSettings)
    .values({
      businessId: shop.business.id,
      businessName: 'Perera Stores',
      address: '12 Galle Road, Colombo',
      phone: '011 234 5678',
      email: 'owner-secret@perera.lk',
    })
    .onConflictDoUpdate({
      target: businessSettings.businessId,
      set: { businessName: 'Perera Stores', address: '12 Galle Road, Colombo', phone: '011 234 5678', email: 'owner-secret@perera.lk' },
    });
  return shop;
}

describe('a receipt share link and its public page', () => {
  it('shows that receipt only, in the link’s language, with no-index, no-store and a strict CSP', async () => {
    const shop = await shopWithSettings();
    const sale = await aSale(shop);
    const other = await aSale(shop, 'Dhal 1kg', 400);
    const res = await shop.cashierApi.post(MESSAGING_PATHS.saleShareLink(shop.business.id, sale.id), { locale: 'si' });
    expect(res.statusCode).toBe(201);
    const link = res.json();
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.url).toMatch(new RegExp(`^http://localhost(:80)?/r/${link.token}$`));
    expect(link.text).toContain(sale.invoiceNumber);
    expect(link.text).toContain(link.url);
    expect(link.text).toContain('රු. 2,500.00');
    expect(link.whatsappUrl).toBe(`https://wa.me/?text=${encodeURIComponent(link.text)}`);
    // Only the hash is stored.
    const [row] = await ctx.db.select().from(shareLinks).where(eq(shareLinks.id, link.id));
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(link.token);
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(29.9 * 24 * 3600 * 1000);

    const page = await openPage(pathOf(link.url));
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    expect(csp).not.toContain('unsafe-inline');
    expect(page.headers['set-cookie']).toBeUndefined();
    const html = page.body;
    expect(html).toContain('<html lang="si">');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).not.toContain('<script');
    expect(html).toContain('Perera Stores');
    expect(html).toContain('12 Galle Road, Colombo');
    expect(html).toContain(sale.invoiceNumber);
    expect(html).toContain('Samba rice 5kg');
    expect(html).toContain('රු. 2,500.00');
    expect(html).toContain('බිල');
    // Nothing else: not the other sale, not the shop's e-mail or settings.
    expect(html).not.toContain(other.invoiceNumber);
    expect(html).not.toContain('Dhal');
    expect(html).not.toContain('owner-secret@perera.lk');
    expect(html).not.toContain(shop.owner.email);
  });

  it('answers one identical 404 page to a guessed, a malformed, an expired and a revoked token', async () => {
    const shop = await shopWithSettings();
    const sale = await aSale(shop);
    const make = async () => (await shop.ownerApi.post(MESSAGING_PATHS.saleShareLink(shop.business.id, sale.id), { locale: 'en' })).json();
    const expired = await make();
    await ctx.db
      .update(shareLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shareLinks.id, expired.id));
    const revoked = await make();
    expect((await shop.ownerApi.delete(MESSAGING_PATHS.shareLink(shop.business.id, revoked.id))).statusCode).toBe(200);
    const live = await make();
    expect((await openPage(pathOf(live.url))).statusCode).toBe(200);

    const answers = await Promise.all(
      [
        `/r/${'A'.repeat(43)}`,
        `/r/${live.token.slice(0, 42)}x`,
        '/r/not-a-token',
        `/r/${'z'.repeat(300)}`,
        '/r/%3Cscript%3E',
        pathOf(expired.url),
        pathOf(revoked.url),
      ].map((p) => openPage(p)),
    );
    for (const a of answers) {
      expect(a.statusCode).toBe(404);
      expect(a.body).toBe(answers[0].body);
      expect(a.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(a.headers['cache-control']).toBe('private, no-store');
      expect(a.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
    expect(answers[0].body).not.toContain(shop.business.name);
    // Revoked shows in the list.
    const list = (await shop.ownerApi.get(MESSAGING_PATHS.shareLinks(shop.business.id))).json();
    expect(list.find((l: { id: number }) => l.id === revoked.id).revokedAt).not.toBeNull();
    expect(list.find((l: { id: number }) => l.id === live.id).label).toBe(sale.invoiceNumber);
  });

  it('is rate-limited per address: 429 past the limit, another address still served', async () => {
    const ip = nextIp();
    let last = 0;
    for (let i = 0; i <= PUBLIC_PAGE_LIMIT.max; i++) last = (await openPage(`/r/guess-${i}`, ip)).statusCode;
    expect(last).toBe(429);
    expect((await openPage('/r/guess', nextIp())).statusCode).toBe(404);
  });

  it('another business’s sale, debtor or supplier answers 404; a cashier shares receipts but not statements', async () => {
    const a = await shopWithSettings();
    const b = await shopWithSettings();
    const saleOfB = await aSale(b);
    expect((await a.ownerApi.post(MESSAGING_PATHS.saleShareLink(a.business.id, saleOfB.id), {})).statusCode).toBe(404);
    expect((await a.ownerApi.post(MESSAGING_PATHS.saleShareLink(b.business.id, saleOfB.id), {})).statusCode).toBe(404);
    const debtorOfB = (
      await b.ownerApi.post(`/api/businesses/${b.business.id}/debtors`, { name: 'Kamala', phone: '0771234567', totalDebt: 100 })
    ).json();
    expect((await a.ownerApi.post(MESSAGING_PATHS.debtorShareLink(a.business.id, debtorOfB.id), {})).statusCode).toBe(404);
    const supplierOfB = (await b.ownerApi.post(`/api/businesses/${b.business.id}/suppliers`, { name: 'Lanka Distributors' })).json();
    expect((await a.ownerApi.post(MESSAGING_PATHS.supplierShareLink(a.business.id, supplierOfB.id), {})).statusCode).toBe(404);

    expect((await b.cashierApi.post(MESSAGING_PATHS.saleShareLink(b.business.id, saleOfB.id), {})).statusCode).toBe(201);
    expect((await b.cashierApi.post(MESSAGING_PATHS.debtorShareLink(b.business.id, debtorOfB.id), {})).statusCode).toBe(403);
    expect((await b.cashierApi.post(MESSAGING_PATHS.supplierShareLink(b.business.id, supplierOfB.id), {})).statusCode).toBe(403);
    expect((await b.cashierApi.get(MESSAGING_PATHS.shareLinks(b.business.id))).statusCode).toBe(403);
    expect((await b.cashierApi.get(MESSAGING_PATHS.messages(b.business.id))).statusCode).toBe(403);
  });

  it('a debtor’s statement link shows the statement with its balances, and the text names the closing balance', async () => {
    const shop = await shopWithSettings();
    const debtor = (
      await shop.ownerApi.post(`/api/businesses/${shop.business.id}/debtors`, {
        name: 'Kamala Silva',
        phone: '0771234567',
        totalDebt: 1500,
      })
    ).json();
    const res = await shop.ownerApi.post(MESSAGING_PATHS.debtorShareLink(shop.business.id, debtor.id), { locale: 'en' });
    expect(res.statusCode).toBe(201);
    const link = res.json();
    expect(link.text).toContain('Balance LKR 1,500.00');
    expect(link.recipient).toEqual({ kind: 'debtor', id: debtor.id });
    const page = await openPage(pathOf(link.url));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Kamala Silva');
    expect(page.body).toContain('Closing balance');
    expect(page.body).toContain('LKR 1,500.00');
    expect(page.body).not.toContain('0771234567');
  });

  it('a supplier’s statement link shows the statement page', async () => {
    const shop = await shopWithSettings();
    const supplier = (
      await shop.ownerApi.post(`/api/businesses/${shop.business.id}/suppliers`, { name: 'Lanka Distributors', phone: '0779876543' })
    ).json();
    const res = await shop.ownerApi.post(MESSAGING_PATHS.supplierShareLink(shop.business.id, supplier.id), {
      locale: 'ta',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(res.statusCode).toBe(201);
    const link = res.json();
    expect(link.whatsappUrl.startsWith('https://wa.me/94779876543?text=')).toBe(true);
    expect(link.recipient).toEqual({ kind: 'supplier', id: supplier.id });
    const page = await openPage(pathOf(link.url));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="ta">');
    expect(page.body).toContain('Lanka Distributors');
    expect(page.body).toContain('2026-01-01 – 2026-01-31');
    expect(page.body).toContain('கணக்கு அறிக்கை');
    const bad = await shop.ownerApi.post(MESSAGING_PATHS.supplierShareLink(shop.business.id, supplier.id), {
      from: '2026-02-01',
      to: '2026-01-01',
    });
    expect(bad.statusCode).toBe(400);
    for (const range of [{ from: '2026-02-31' }, { to: '2026-13-01' }, { from: '2999-01-01' }]) {
      const res = await shop.ownerApi.post(MESSAGING_PATHS.supplierShareLink(shop.business.id, supplier.id), range);
      expect(res.statusCode, JSON.stringify(range)).toBe(400);
    }
  });
});

// --- The SMS gateway, against a stub HTTP server started here ------------------------------------
type Recorded = { method: string; url: string; headers: IncomingMessage['headers']; body: string };
let stub: Server;
let stubUrl = '';
const recorded: Recorded[] = [];
let stubMode: 'ok' | 'error' | 'refuse' | 'hang' = 'ok';

beforeAll(async () => {
  stub = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      recorded.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      if (stubMode === 'hang') return; // never answers
      if (stubMode === 'error') {
        res.writeHead(500, { 'content-type': 'text/plain' });
        return res.end('Internal gateway error');
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(stubMode === 'refuse' ? '{"status":"error","message":"Invalid sender"}' : '{"status":"success","data":"Sent"}');
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
});
afterAll(async () => {
  stub.closeAllConnections();
  await new Promise<void>((resolve) => stub.close(() => resolve()));
});

describe('the SMS gateway', () => {
  it('keeps the key masked, and a POST form gateway receives exactly the configured request', async () => {
    const shop = await shopWithSettings();
    const put = await shop.ownerApi.put(MESSAGING_PATHS.smsGateway(shop.business.id), {
      url: `${stubUrl}/api/v1/send`,
      method: 'POST',
      bodyFormat: 'form',
      toParam: 'to',
      messageParam: 'message',
      senderParam: 'sender_id',
      senderId: 'PereraStore',
      keyPlacement: 'param',
      keyName: 'api_key',
      apiKey: 'secret-key-1234567890',
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().gateway.apiKeyMasked).toBe('••••7890');
    expect(JSON.stringify(put.json())).not.toContain('secret-key');
    expect(JSON.stringify((await shop.ownerApi.get(MESSAGING_PATHS.smsGateway(shop.business.id))).json())).not.toContain('secret-key');
    expect(JSON.stringify((await shop.ownerApi.get(`/api/businesses/${shop.business.id}/settings`)).json())).not.toContain('secret-key');
    expect((await shop.cashierApi.get(MESSAGING_PATHS.smsGateway(shop.business.id))).statusCode).toBe(403);
    expect((await shop.cashierApi.get(MESSAGING_PATHS.channels(shop.business.id))).json()).toEqual({ sms: true, email: false });

    const sale = await aSale(shop);
    const link = (await shop.cashierApi.post(MESSAGING_PATHS.saleShareLink(shop.business.id, sale.id), { locale: 'en' })).json();
    recorded.length = 0;
    stubMode = 'ok';
    const sent = await shop.cashierApi.post(MESSAGING_PATHS.sendShareLink(shop.business.id, link.id), {
      channel: 'sms',
      to: '077 123 4567',
      token: link.token,
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().message).toMatchObject({
      channel: 'sms',
      status: 'sent',
      to: '94771234567',
      purpose: 'receipt',
      error: null,
      body: link.text,
    });
    expect(recorded).toHaveLength(1);
    expect(recorded[0].method).toBe('POST');
    expect(recorded[0].url).toBe('/api/v1/send');
    expect(recorded[0].headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(recorded[0].body).toBe(
      new URLSearchParams([
        ['to', '94771234567'],
        ['message', link.text],
        ['sender_id', 'PereraStore'],
        ['api_key', 'secret-key-1234567890'],
      ]).toString(),
    );
    // A key saved once is kept when the form sends none.
    await shop.ownerApi.put(MESSAGING_PATHS.smsGateway(shop.business.id), {
      url: `${stubUrl}/send?user=perera`,
      method: 'GET',
      toParam: 'recipient',
      messageParam: 'text',
      keyPlacement: 'header',
      keyName: 'Authorization',
      keyPrefix: 'Bearer ',
    });
    recorded.length = 0;
    const test = await shop.ownerApi.post(MESSAGING_PATHS.smsTest(shop.business.id), { to: '0771234567', locale: 'en' });
    expect(test.statusCode).toBe(201);
    expect(test.json()).toMatchObject({ status: 'sent', purpose: 'other' });
    expect(recorded[0].method).toBe('GET');
    const url = new URL(recorded[0].url, stubUrl);
    expect(url.pathname).toBe('/send');
    expect([...url.searchParams.entries()]).toEqual([
      ['user', 'perera'],
      ['recipient', '94771234567'],
      ['text', 'Test message from Perera Stores (Kade): the SMS gateway works.'],
    ]);
    expect(recorded[0].headers.authorization).toBe('Bearer secret-key-1234567890');
    expect(recorded[0].body).toBe('');
  });

  it('a JSON body; a failing, refusing or silent gateway → a failed message with its error, logged, never a 500', async () => {
    const shop = await shopWithSettings();
    await shop.ownerApi.put(MESSAGING_PATHS.smsGateway(shop.business.id), {
      url: `${stubUrl}/json`,
      method: 'POST',
      bodyFormat: 'json',
      toParam: 'mobile',
      messageParam: 'msg',
      keyPlacement: 'header',
      keyName: 'X-API-Key',
      apiKey: 'k-abcdefghij',
    });
    const sale = await aSale(shop);
    const link = (await shop.ownerApi.post(MESSAGING_PATHS.saleShareLink(shop.business.id, sale.id), {})).json();
    const send = () =>
      shop.ownerApi.post(MESSAGING_PATHS.sendShareLink(shop.business.id, link.id), { channel: 'sms', to: '0771234567', token: link.token });
    recorded.length = 0;
    stubMode = 'ok';
    expect((await send()).json().message.status).toBe('sent');
    expect(recorded[0].headers['x-api-key']).toBe('k-abcdefghij');
    expect(recorded[0].headers['content-type']).toBe('application/json');
    expect(JSON.parse(recorded[0].body)).toEqual({ mobile: '94771234567', msg: link.text });

    stubMode = 'error';
    const failed = await send();
    expect(failed.statusCode).toBe(201);
    expect(failed.json().message).toMatchObject({ status: 'failed', sentAt: null });
    expect(failed.json().message.error).toContain('500');
    stubMode = 'refuse';
    expect((await send()).json().message).toMatchObject({ status: 'failed' });
    stubMode = 'ok';

    const log = (await shop.ownerApi.get(MESSAGING_PATHS.messages(shop.business.id))).json();
    expect(log.map((m: { status: string }) => m.status)).toEqual(['failed', 'failed', 'sent']);
    const rows = await ctx.db.select().from(messages).where(eq(messages.businessId, shop.business.id));
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.shareLinkId === link.id)).toBe(true);

    // A wrong token cannot send the link's message; a malformed number is refused (400) and nothing is logged.
    expect(
      (
        await shop.ownerApi.post(MESSAGING_PATHS.sendShareLink(shop.business.id, link.id), {
          channel: 'sms',
          to: '0771234567',
          token: 'x'.repeat(43),
        })
      ).statusCode,
    ).toBe(404);
    const badNumber = await shop.ownerApi.post(MESSAGING_PATHS.sendShareLink(shop.business.id, link.id), {
      channel: 'sms',
      to: '12',
      token: link.token,
    });
    expect(badNumber.statusCode).toBe(400);
    expect(badNumber.json().fieldCodes.to[0].code).toBe('RECIPIENT_PHONE_INVALID');
    expect(await ctx.db.select().from(messages).where(eq(messages.businessId, shop.business.id))).toHaveLength(3);
  });

  it('times out a silent gateway as a failed message', async () => {
    const { sendMessage } = await import('./send-message');
    const shop = await shopWithSettings();
    await shop.ownerApi.put(MESSAGING_PATHS.smsGateway(shop.business.id), {
      url: `${stubUrl}/slow`,
      toParam: 'to',
      messageParam: 'text',
      keyPlacement: 'none',
    });
    stubMode = 'hang';
    try {
      const m = await sendMessage(
        ctx.db,
        {
          businessId: shop.business.id,
          channel: 'sms',
          to: '0771234567',
          body: 'Hello',
          purpose: 'reminder',
          userId: null,
          recipient: null,
        },
        { smsTimeoutMs: 300 },
      );
      expect(m).toMatchObject({ status: 'failed', error: 'No answer from the gateway within 0 s' });
    } finally {
      stubMode = 'ok';
    }
  });

  it('WhatsApp is prepared and logged per recipient; e-mail without SMTP fails as not configured; no gateway → SMS failed', async () => {
    const shop = await shopWithSettings();
    const debtor = (
      await shop.ownerApi.post(`/api/businesses/${shop.business.id}/debtors`, { name: 'Kamala', phone: '0771234567', totalDebt: 100 })
    ).json();
    const product = (
      await shop.ownerApi.post(`/api/businesses/${shop.business.id}/products`, {
        name: 'Tea',
        sellingPrice: 100,
        stock: 10,
        vatRate: 0,
      })
    ).json();
    const sale = (
      await shop.cashierApi.post(
        `/api/businesses/${shop.business.id}/sales`,
        { items: [{ productId: product.id, quantity: 1 }], paymentMethod: 'credit', debtorInfo: { name: 'Kamala', phone: '077 123 4567' } },
        { 'idempotency-key': randomUUID() },
      )
    ).json();
    const link = (await shop.cashierApi.post(MESSAGING_PATHS.saleShareLink(shop.business.id, sale.id), { locale: 'ta' })).json();
    expect(link.recipient).toEqual({ kind: 'debtor', id: debtor.id });
    expect(link.whatsappUrl.startsWith('https://wa.me/94771234567?text=')).toBe(true);
    const wa = await shop.cashierApi.post(MESSAGING_PATHS.sendShareLink(shop.business.id, link.id), {
      channel: 'whatsapp',
      to: '0771234567',
      token: link.token,
    });
    expect(wa.statusCode).toBe(201);
    expect(wa.json().message).toMatchObject({ status: 'prepared', channel: 'whatsapp', recipientKind: 'debtor', recipientId: debtor.id });
    expect(wa.json().whatsappUrl).toBe(link.whatsappUrl);
    const mail = await shop.cashierApi.post(MESSAGING_PATHS.sendShareLink(shop.business.id, link.id), {
      channel: 'email',
      to: 'kamala@example.lk',
      token: link.token,
    });
    expect(mail.json().message).toMatchObject({ status: 'failed', error: 'E-mail cannot be sent: SMTP not configured.' });
    const sms = await shop.cashierApi.post(MESSAGING_PATHS.sendShareLink(shop.business.id, link.id), {
      channel: 'sms',
      to: '0771234567',
      token: link.token,
    });
    expect(sms.json().message).toMatchObject({ status: 'failed', error: 'SMS cannot be sent: no SMS gateway is configured in Settings.' });

    const mine = await shop.ownerApi.get(`${MESSAGING_PATHS.messages(shop.business.id)}?recipientKind=debtor&recipientId=${debtor.id}`);
    expect(mine.json().map((m: { channel: string }) => m.channel)).toEqual(['sms', 'email', 'whatsapp']);
    const other = await shop.ownerApi.get(
      `${MESSAGING_PATHS.messages(shop.business.id)}?recipientKind=debtor&recipientId=${debtor.id + 1000}`,
    );
    expect(other.json()).toEqual([]);
  });
});

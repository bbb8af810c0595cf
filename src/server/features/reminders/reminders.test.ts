/**
 * Payment reminders through the API: the SMS gateway stub receives exactly the reminders
 * due, none for opted-out customers, none in quiet hours; a second run the same day sends nothing
 * new. WhatsApp reminders are prepared with their wa.me link and marked sent once. Times are fixed
 * instants in the shop's zone (Asia/Colombo, UTC+5:30).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGING_PATHS } from '#shared/contracts/messaging';
import { REMINDER_PATHS } from '#shared/contracts/reminders';
import { createShop } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';
import { eq } from 'drizzle-orm';
import { ensureDemoAccount } from '#server/db/seed/demo';
import { businessUsers } from '#server/db/schema';
import { startReminderJob } from './reminders.job';
import { listReminders, runReminders } from './reminders.service';

let ctx: TestContext;
let stub: Server;
let stubUrl: string;
const received: { url: string; body: string }[] = [];
let failNext = false;

beforeAll(async () => {
  ctx = await createTestApp();
  stub = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({ url: req.url ?? '', body });
      res.statusCode = failNext ? 500 : 200;
      res.end(failNext ? 'gateway down' : '{"status":"ok"}');
    });
  });
  await new Promise<void>((r) => stub.listen(0, '127.0.0.1', r));
  stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}/sms`;
});
afterAll(async () => {
  await new Promise((r) => stub.close(r));
  await ctx.close();
});

// 2026-11-25 10:00 and 21:30 in Colombo.
const MORNING = new Date('2026-11-25T04:30:00Z');
const NIGHT = new Date('2026-11-25T16:00:00Z');

const settings = (channel: 'sms' | 'whatsapp') => ({
  enabled: true,
  daysAfterDue: 3,
  repeatEveryDays: 7,
  quietFrom: '20:00',
  quietTo: '08:00',
  language: 'en',
  channel,
});

async function shopWithDebts(channel: 'sms' | 'whatsapp') {
  const shop = await createShop(ctx.app);
  const b = shop.business.id;
  const gw = await shop.ownerApi.put(MESSAGING_PATHS.smsGateway(b), {
    url: stubUrl,
    method: 'POST',
    bodyFormat: 'form',
    toParam: 'to',
    messageParam: 'message',
    keyPlacement: 'param',
    keyName: 'api_key',
    apiKey: 'secret-key',
  });
  expect(gw.statusCode, gw.body).toBe(200);
  // WhatsApp is run through the API at the real time of day: no quiet hours for it.
  const quiet = channel === 'whatsapp' ? { quietFrom: '00:00', quietTo: '00:00' } : {};
  const put = await shop.ownerApi.put(REMINDER_PATHS.settings(b), { ...settings(channel), ...quiet });
  expect(put.statusCode, put.body).toBe(200);
  const debtor = async (name: string, phone: string, dueDate: string, totalDebt = 1500) => {
    const res = await shop.ownerApi.post(`/api/businesses/${b}/debtors`, { name, phone, dueDate, totalDebt });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const due = await debtor('Kamal Perera', '0771234567', '2026-11-15');
  const lately = await debtor('Saman Silva', '0772345678', '2026-11-24');
  const optedOut = await debtor('Nimali Fernando', '0773456789', '2026-11-01');
  // Nimali is a CRM customer who did not agree to SMS.
  await shop.ownerApi.post(`/api/businesses/${b}/customers`, { name: 'Nimali Fernando', phone: '0773456789', smsOptIn: false });
  const consenting = await debtor('Ruwan Jayasuriya', '0774567890', '2026-10-01');
  await shop.ownerApi.post(`/api/businesses/${b}/customers`, { name: 'Ruwan Jayasuriya', phone: '0774567890', smsOptIn: true });
  const paid = await debtor('Paid Up', '0775678901', '2026-10-01');
  const pay = await shop.ownerApi.post(
    `/api/debtors/${paid}/payments`,
    { amount: 1500, paymentMethod: 'cash', paymentDate: '2026-11-20' },
    { 'idempotency-key': crypto.randomUUID() },
  );
  expect(pay.statusCode, pay.body).toBe(201);
  return { shop, b, due, lately, optedOut, consenting };
}

describe('payment reminders', () => {
  it('SMS: exactly the debts due, none opted out, none in quiet hours, nothing new on a second run', async () => {
    const s = await shopWithDebts('sms');
    received.length = 0;
    expect(await runReminders(ctx.db, s.b, NIGHT)).toMatchObject({ quiet: true, sent: 0 });
    expect(received).toHaveLength(0);

    expect(await runReminders(ctx.db, s.b, MORNING)).toEqual({
      date: '2026-11-25',
      quiet: false,
      prepared: 0,
      sent: 2,
      failed: 0,
      skipped: 1,
    });
    const to = received.map((r) => new URLSearchParams(r.body).get('to')).sort();
    expect(to).toEqual(['94771234567', '94774567890']);
    const first = new URLSearchParams(received.find((r) => r.body.includes('94771234567'))!.body);
    expect(first.get('api_key')).toBe('secret-key');
    expect(first.get('message')).toMatch(/Dear Kamal Perera, LKR 1,500\.00 was due on 2026-11-15\./);

    // Again the same day (the job's next tick, or Run now): nothing new.
    expect(await runReminders(ctx.db, s.b, new Date('2026-11-25T09:00:00Z'))).toMatchObject({ sent: 0, skipped: 0 });
    expect(received).toHaveLength(2);

    const list = (await s.shop.ownerApi.get(REMINDER_PATHS.list(s.b, '2026-11-25'))).json();
    expect(
      list.reminders
        .map((r: { debtorName: string; status: string; skipReason: string | null }) => [r.debtorName, r.status, r.skipReason])
        .sort(),
    ).toEqual([
      ['Kamal Perera', 'sent', null],
      ['Nimali Fernando', 'skipped', 'opted_out'],
      ['Ruwan Jayasuriya', 'sent', null],
    ]);
    // Logged per customer as a sent reminder message.
    const log = (await s.shop.ownerApi.get(`${MESSAGING_PATHS.messages(s.b)}?recipientKind=debtor&recipientId=${s.due}`)).json();
    expect(JSON.stringify(log)).toContain('reminder');

    // A week later: reminded again, and Saman (due 2026-11-24) is now 3+ days late.
    received.length = 0;
    const week = await runReminders(ctx.db, s.b, new Date('2026-12-02T04:30:00Z'));
    expect(week).toMatchObject({ sent: 3, skipped: 1 });
    expect(received.map((r) => new URLSearchParams(r.body).get('to')).sort()).toEqual(['94771234567', '94772345678', '94774567890']);
  });

  it('a gateway that fails records the reminder as failed with its error, and it is tried again the next day', async () => {
    const s = await shopWithDebts('sms');
    received.length = 0;
    failNext = true;
    try {
      expect(await runReminders(ctx.db, s.b, MORNING)).toMatchObject({ sent: 0, failed: 2 });
    } finally {
      failNext = false;
    }
    const list = (await s.shop.ownerApi.get(REMINDER_PATHS.list(s.b, '2026-11-25'))).json();
    expect(list.reminders.filter((r: { status: string }) => r.status === 'failed')).toHaveLength(2);
    expect(await runReminders(ctx.db, s.b, new Date('2026-11-26T04:30:00Z'))).toMatchObject({ sent: 2 });
  });

  it('WhatsApp: prepared with the wa.me link and the text; marked sent once (409 after)', async () => {
    const s = await shopWithDebts('whatsapp');
    received.length = 0;
    const run = await s.shop.ownerApi.post(REMINDER_PATHS.run(s.b), {});
    expect(run.statusCode, run.body).toBe(200);
    expect(received).toHaveLength(0);
    const day = run.json().date as string;
    const list = (await s.shop.ownerApi.get(REMINDER_PATHS.list(s.b, day))).json();
    const kamal = list.reminders.find((r: { debtorId: number }) => r.debtorId === s.due);
    expect(kamal).toMatchObject({ status: 'prepared', channel: 'whatsapp' });
    expect(kamal.whatsappUrl).toMatch(/^https:\/\/wa\.me\/94771234567\?text=/);
    expect(decodeURIComponent(kamal.whatsappUrl.split('text=')[1])).toBe(kamal.text);
    const sent = await s.shop.ownerApi.post(REMINDER_PATHS.sent(s.b, kamal.id), {});
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().reminders.find((r: { id: number }) => r.id === kamal.id).status).toBe('sent');
    const again = await s.shop.ownerApi.post(REMINDER_PATHS.sent(s.b, kamal.id), {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This reminder was already sent or skipped');
  });

  it('settings: validated (400 with field errors), admins only (cashier 403), another business 404', async () => {
    const s = await shopWithDebts('sms');
    const bad = await s.shop.ownerApi.put(REMINDER_PATHS.settings(s.b), { ...settings('sms'), quietFrom: '25:00', repeatEveryDays: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toMatchObject({
      quietFrom: ['Enter a time like 08:00'],
      repeatEveryDays: ['Enter a whole number of days from 1 to 365'],
    });
    expect((await s.shop.cashierApi.get(REMINDER_PATHS.settings(s.b))).statusCode).toBe(403);
    expect((await s.shop.cashierApi.post(REMINDER_PATHS.run(s.b), {})).statusCode).toBe(403);
    const other = await createShop(ctx.app);
    const list = (await s.shop.ownerApi.get(REMINDER_PATHS.list(s.b, '2026-11-25'))).json();
    expect((await other.ownerApi.get(REMINDER_PATHS.list(s.b))).statusCode).toBe(404);
    await runReminders(ctx.db, s.b, MORNING);
    const id = (await s.shop.ownerApi.get(REMINDER_PATHS.list(s.b, '2026-11-25'))).json().reminders[0]?.id ?? list.reminders[0]?.id;
    expect((await other.ownerApi.post(REMINDER_PATHS.sent(other.business.id, id), {})).statusCode).toBe(404);
    const view = (await s.shop.ownerApi.get(REMINDER_PATHS.settings(s.b))).json();
    expect(view).toMatchObject({ enabled: true, channel: 'sms', channelReady: true });
  });
});

describe('the daily job', () => {
  it('runs every shop that turned reminders on, by itself, and stops cleanly', async () => {
    const s = await shopWithDebts('whatsapp');
    const warnings: unknown[] = [];
    const job = startReminderJob(ctx.db, {}, { warn: (o) => warnings.push(o) }, 50);
    try {
      await expect
        .poll(async () => (await listReminders(ctx.db, s.b, undefined, new Date())).reminders.length, { timeout: 20_000 })
        .toBeGreaterThanOrEqual(2);
    } finally {
      await job.stop();
    }
    expect(warnings).toEqual([]);
  });
});

describe('the demo shop', () => {
  it('reminds by WhatsApp: today it has prepared the reminder of its debtor who is 15 days late', async () => {
    const userId = await ensureDemoAccount(ctx.db);
    const [{ businessId }] = await ctx.db.select().from(businessUsers).where(eq(businessUsers.userId, userId));
    const list = await listReminders(ctx.db, businessId, undefined, new Date());
    expect(list.reminders).toHaveLength(1);
    expect(list.reminders[0]).toMatchObject({ channel: 'whatsapp', status: 'prepared' });
    expect(list.reminders[0].whatsappUrl).toMatch(/^https:\/\/wa\.me\/94719002002\?text=/);
  });
});

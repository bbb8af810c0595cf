import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShop } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

async function seed() {
  const shop = await createShop(ctx.app);
  const url = `/api/businesses/${shop.business.id}/customers`;
  const add = async (body: Record<string, unknown>) => (await shop.ownerApi.post(url, body)).json();
  const a = await add({ name: 'Anura Opted', phone: '0771000001', email: 'a@x.lk', smsOptIn: true, emailOptIn: true, customerType: 'vip' });
  const b = await add({ name: 'Bimal NoSms', phone: '0771000002', smsOptIn: false, whatsappOptIn: false, customerType: 'vip' });
  const c = await add({ name: '=HYPERLINK("x") Evil', phone: '0771000003', smsOptIn: true, customerType: 'regular' });
  const d = await add({ name: 'Dasun NoPhone', smsOptIn: true, emailOptIn: true, customerType: 'vip' });
  return { shop, a, b, c, d };
}

describe('marketing campaigns', () => {
  it('records only opted-in recipients with the needed contact, within the segment', async () => {
    const { shop, a, c } = await seed();
    const url = `/api/businesses/${shop.business.id}/campaigns`;
    const sms = await shop.ownerApi.post(url, { name: 'Avurudu', message: 'Avurudu sale -20%!', channel: 'sms' });
    expect(sms.statusCode).toBe(201);
    expect(
      sms
        .json()
        .recipients.map((r: { customerId: number }) => r.customerId)
        .sort(),
    ).toEqual([a.id, c.id].sort());
    expect(sms.json()).toMatchObject({ status: 'recorded', recipientCount: 2 });

    const vipSms = await shop.ownerApi.post(url, { name: 'VIP', message: 'Hi', channel: 'sms', segment: { customerTypes: ['vip'] } });
    expect(vipSms.json().recipients.map((r: { customerId: number }) => r.customerId)).toEqual([a.id]);

    const wa = await shop.ownerApi.post(url, {
      name: 'WA',
      message: 'Hello & welcome',
      channel: 'whatsapp',
      segment: { tiers: ['bronze'] },
    });
    const links = wa.json().recipients.map((r: { link: string }) => r.link);
    expect(links).toContain('https://wa.me/94771000001?text=Hello%20%26%20welcome');
    expect(links.some((l: string) => l.includes('94771000002'))).toBe(false); // opted out of WhatsApp

    const mail = await shop.ownerApi.post(url, { name: 'Mail', message: 'News', channel: 'email' });
    expect(mail.json()).toMatchObject({ status: 'not_sent', statusMessage: 'Recorded, not sent: SMTP not configured.', recipientCount: 1 });

    const none = await shop.ownerApi.post(url, { name: 'Gold', message: 'x', channel: 'sms', segment: { tiers: ['gold'] } });
    expect(none.json().recipientCount).toBe(0);

    const listed = (await shop.ownerApi.get(url)).json();
    expect(listed).toHaveLength(5);
    expect((await shop.ownerApi.post(url, { name: '', message: 'x', channel: 'sms' })).statusCode).toBe(400);
    expect((await shop.ownerApi.post(url, { name: 'x', message: 'x', channel: 'fax' })).statusCode).toBe(400);
  });

  it('recipients CSV is UTF-8 with BOM and formula-safe; other businesses get 404', async () => {
    const { shop } = await seed();
    const created = (
      await shop.ownerApi.post(`/api/businesses/${shop.business.id}/campaigns`, { name: 'S', message: '+Win a prize', channel: 'sms' })
    ).json();
    const res = await shop.ownerApi.get(`/api/campaigns/${created.id}/recipients.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.headers['content-disposition']).toContain(`campaign-${created.id}-recipients.csv`);
    const body = res.rawPayload.toString('utf8');
    expect(body.charCodeAt(0)).toBe(0xfeff);
    const lines = body.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('Name,Phone,Message');
    expect(lines).toContain("Anura Opted,0771000001,'+Win a prize");
    expect(lines).toContain(`"'=HYPERLINK(""x"") Evil",0771000003,'+Win a prize`);
    const other = await createShop(ctx.app);
    expect((await other.ownerApi.get(`/api/campaigns/${created.id}/recipients.csv`)).statusCode).toBe(404);
    expect((await other.ownerApi.get(`/api/campaigns/${created.id}`)).statusCode).toBe(404);
    expect((await shop.cashierApi.get(`/api/campaigns/${created.id}/recipients.csv`)).statusCode).toBe(403);
  });
});

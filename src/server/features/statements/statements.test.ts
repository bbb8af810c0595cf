import { execFileSync } from 'node:child_process';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEBTOR_PATHS, type DebtorLedger } from '#shared/contracts/debtors';
import { STATEMENT_PATHS } from '#shared/contracts/statement-paths';
import type { Statement } from '#shared/contracts/statements';
import { toZonedDateString } from '#shared/domain/time-zone';
import { createShop } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';
import { debtorEntries } from '#server/db/schema';
import { addProduct, key, readSale, returned, sell, type Shop } from '#testing/returns-helpers';

// A debtor's statement is its ledger over a range, rendered as JSON, PDF and text.
let ctx: TestContext;
let shop: Shop;
let b: number;
let debtorId: number;
let invoices: string[];
let creditNote: string;

/** The PDF's text as a reader sees it (Poppler's pdftotext, layout kept). */
const pdfText = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');

/**
 * Kamala's book: a credit sale of 2,000 on 10 September, one of 500 on 5 October, a return of
 * 1,000 off the first on 12 October, a payment of 300 on 3 November (the entries' days are set
 * after the fact; the shop's payment terms are the default 30 days).
 */
beforeAll(async () => {
  ctx = await createTestApp();
  shop = await createShop(ctx.app);
  b = shop.business.id;
  const rice = await addProduct(shop.ownerApi, b, { name: 'Rice 5kg', sellingPrice: 1000, vatRate: 0 });
  const dhal = await addProduct(shop.ownerApi, b, { name: 'Dhal 1kg', sellingPrice: 500, vatRate: 0 });
  const debtorInfo = { name: 'Kamala Silva', phone: '0771234567' };
  const first = await sell(shop.ownerApi, b, { items: [{ productId: rice, quantity: 2 }], paymentMethod: 'credit', debtorInfo });
  const second = await sell(shop.ownerApi, b, { items: [{ productId: dhal, quantity: 1 }], paymentMethod: 'credit', debtorInfo });
  invoices = [first.invoiceNumber, second.invoiceNumber];
  const lineId = (await readSale(shop.ownerApi, b, first.id)).items[0].id!;
  const ret = await returned(shop.ownerApi, b, first.id, {
    lines: [{ saleItemId: lineId, quantity: 1, restock: true, reason: 'changed_mind' }],
    refund: [{ method: 'credit', amount: 1000 }],
  });
  creditNote = ret.creditNoteNumber!;
  debtorId = ((await shop.ownerApi.get(DEBTOR_PATHS.list(b))).json() as Array<{ id: number }>)[0].id;
  const paid = await shop.ownerApi.post(DEBTOR_PATHS.payments(debtorId), { amount: 300, paymentDate: '2026-11-03' }, key());
  expect(paid.statusCode, paid.body).toBe(201);
  const entries = await ctx.db
    .select({ id: debtorEntries.id })
    .from(debtorEntries)
    .where(eq(debtorEntries.debtorId, debtorId))
    .orderBy(asc(debtorEntries.id));
  expect(entries).toHaveLength(4);
  const days = ['2026-09-10T10:00:00+05:30', '2026-10-05T23:30:00+05:30', '2026-10-12T09:00:00+05:30', '2026-11-03T00:15:00+05:30'];
  for (const [i, e] of entries.entries())
    await ctx.db
      .update(debtorEntries)
      .set({ entryDate: sql`${days[i]}::timestamptz` })
      .where(eq(debtorEntries.id, e.id));
});
afterAll(async () => ctx.close());

/** What the debtor's ledger (GET …/ledger) says was owed at the end of `day` (the shop's calendar). */
async function ledgerBalanceAt(day: string): Promise<number> {
  const ledger = (await shop.ownerApi.get(DEBTOR_PATHS.ledger(debtorId))).json() as DebtorLedger;
  const upTo = (iso: string) => toZonedDateString(new Date(iso), 'Asia/Colombo') <= day;
  const cents = (n: number) => Math.round(n * 100);
  const charged = ledger.invoices.filter((i) => upTo(i.date)).reduce((s, i) => s + cents(i.amount), 0);
  const paid = ledger.payments.filter((p) => upTo(p.paymentDate)).reduce((s, p) => s + cents(p.amount), 0);
  const credited = ledger.credits.filter((c) => upTo(c.date)).reduce((s, c) => s + cents(c.amount), 0);
  return (charged - paid - credited) / 100;
}

const statementOf = async (from: string, to: string) => {
  const res = await shop.ownerApi.get(STATEMENT_PATHS.debtor(b, debtorId, { from, to }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Statement;
};

describe("a debtor's statement", () => {
  it('opens and closes at the balances the ledger gives on those days, with each entry and the balance after it', async () => {
    const oct = await statementOf('2026-10-01', '2026-10-31');
    expect(oct.openingBalance).toBe(await ledgerBalanceAt('2026-09-30'));
    expect(oct.closingBalance).toBe(await ledgerBalanceAt('2026-10-31'));
    expect(oct).toMatchObject({
      party: { kind: 'debtor', id: debtorId, name: 'Kamala Silva', phone: '0771234567' },
      from: '2026-10-01',
      to: '2026-10-31',
      openingBalance: 2000,
      closingBalance: 1500,
    });
    expect(oct.lines).toEqual([
      { date: '2026-10-05', kind: 'sale', reference: invoices[1], debit: 500, credit: 0, balance: 2500 },
      { date: '2026-10-12', kind: 'credit', reference: creditNote, debit: 0, credit: 1000, balance: 1500 },
    ]);
    // On 31 October the return settled the oldest sale first: 1,000 of it is 21 days late; the 500 is due 4 November.
    expect(oct.ageing).toEqual({ current: 500, days1to30: 1000, days31to60: 0, days61to90: 0, over90: 0, total: 1500 });

    const nov = await statementOf('2026-11-01', '2026-11-30');
    expect(nov.openingBalance).toBe(await ledgerBalanceAt('2026-10-31'));
    expect(nov.closingBalance).toBe(await ledgerBalanceAt('2026-11-30'));
    expect(nov.lines).toEqual([{ date: '2026-11-03', kind: 'payment', reference: '', debit: 0, credit: 300, balance: 1200 }]);
    // On 30 November the first sale (due 10 October) is 51 days late, the second (due 4 November) 26.
    expect(nov.ageing).toEqual({ current: 0, days1to30: 500, days31to60: 700, days61to90: 0, over90: 0, total: 1200 });

    const all = await statementOf('2026-01-01', '2026-12-31');
    expect(all.openingBalance).toBe(0);
    expect(all.lines).toHaveLength(4);
    expect(all.closingBalance).toBe(await ledgerBalanceAt('2026-12-31'));
    expect(all.ageing).toEqual({ current: 0, days1to30: 0, days31to60: 500, days61to90: 700, over90: 0, total: 1200 });
  });

  it('defaults to the month to date; from after to, or a day not on the calendar, answers 400', async () => {
    const res = await shop.ownerApi.get(STATEMENT_PATHS.debtor(b, debtorId));
    expect(res.statusCode).toBe(200);
    const today = toZonedDateString(new Date(), 'Asia/Colombo');
    expect(res.json()).toMatchObject({ from: `${today.slice(0, 8)}01`, to: today });
    const backwards = await shop.ownerApi.get(STATEMENT_PATHS.debtor(b, debtorId, { from: '2026-10-31', to: '2026-10-01' }));
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().code).toBe('STATEMENT_RANGE_INVALID');
    expect((await shop.ownerApi.get(STATEMENT_PATHS.debtorPdf(b, debtorId, { from: '2026-02-31' }))).statusCode).toBe(400);
  });

  it('is an A4 PDF to download, with the closing balance in it', async () => {
    const res = await shop.ownerApi.get(STATEMENT_PATHS.debtorPdf(b, debtorId, { from: '2026-10-01', to: '2026-10-31', lang: 'en' }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="statement-debtor-${debtorId}-2026-10-01-2026-10-31.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.rawPayload.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Statement of account');
    expect(text).toContain('Kamala Silva');
    expect(text).toMatch(/Opening balance\s+LKR 2,000\.00/);
    expect(text).toMatch(new RegExp(`Sale ${invoices[1]}\\s+LKR 500\\.00\\s+LKR 2,500\\.00`));
    expect(text).toMatch(/Closing balance\s+LKR 1,500\.00/);
    expect(text).toMatch(/1–30 days overdue\s+LKR 1,000\.00/);
  });

  it('in Sinhala: the words and the sign in Sinhala, read back as typed', async () => {
    const res = await shop.ownerApi.get(STATEMENT_PATHS.debtorPdf(b, debtorId, { from: '2026-10-01', to: '2026-10-31', lang: 'si' }));
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('ගිණුම් ප්‍රකාශය');
    expect(text).toContain('අවසාන ශේෂය');
    expect(text).toContain('ගෙවිය යුතු මුදල: රු. 1,500.00');
  });

  it('is a short text with the numbers', async () => {
    const res = await shop.ownerApi.get(STATEMENT_PATHS.debtorText(b, debtorId, { from: '2026-10-01', to: '2026-10-31', lang: 'en' }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toContain('Customer: Kamala Silva');
    expect(lines).toContain('Period: 2026-10-01 to 2026-10-31');
    expect(lines).toContain('Opening balance: LKR 2,000.00');
    expect(lines).toContain('Purchases on credit: LKR 500.00');
    expect(lines).toContain('Payments and credits: LKR 1,000.00');
    expect(lines).toContain('Closing balance: LKR 1,500.00');
    expect(lines).toContain('Not yet due: LKR 500.00');
    expect(lines).toContain('1–30 days overdue: LKR 1,000.00');
    expect(res.body).not.toContain('31–60');
    const ta = await shop.ownerApi.get(STATEMENT_PATHS.debtorText(b, debtorId, { from: '2026-10-01', to: '2026-10-31', lang: 'ta' }));
    expect(ta.body).toContain('இறுதி இருப்பு: ரூ. 1,500.00');
  });

  it("another business's debtor answers 404; a cashier 403", async () => {
    const other = await createShop(ctx.app);
    const ob = other.business.id;
    for (const path of [STATEMENT_PATHS.debtor, STATEMENT_PATHS.debtorPdf, STATEMENT_PATHS.debtorText]) {
      // The other owner naming our debtor in their own business; or our business: 404 either way.
      expect((await other.ownerApi.get(path(ob, debtorId))).statusCode).toBe(404);
      expect((await other.ownerApi.get(path(b, debtorId))).statusCode).toBe(404);
      expect((await shop.cashierApi.get(path(b, debtorId))).statusCode).toBe(403);
    }
  });
});

describe("a supplier's statement as PDF and text", () => {
  it('renders the creditors’ statement; another business’s supplier 404, a cashier 403', async () => {
    const sup = await shop.ownerApi.post(`/api/businesses/${b}/suppliers`, { name: 'Hayleys Distributors', phone: '0112345678' });
    expect(sup.statusCode, sup.body).toBe(201);
    const id = sup.json().id as number;
    const pdf = await shop.ownerApi.get(STATEMENT_PATHS.supplierPdf(b, id, { from: '2026-10-01', to: '2026-10-31', lang: 'en' }));
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="statement-supplier-${id}-2026-10-01-2026-10-31.pdf"`);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Hayleys Distributors');
    expect(text).toMatch(/Closing balance\s+LKR 0\.00/);
    const txt = await shop.ownerApi.get(STATEMENT_PATHS.supplierText(b, id, { from: '2026-10-01', to: '2026-10-31', lang: 'en' }));
    expect(txt.statusCode).toBe(200);
    expect(txt.body).toContain('Supplier: Hayleys Distributors');
    expect(txt.body).toContain('Closing balance: LKR 0.00');
    const other = await createShop(ctx.app);
    expect((await other.ownerApi.get(STATEMENT_PATHS.supplierPdf(other.business.id, id))).statusCode).toBe(404);
    expect((await other.ownerApi.get(STATEMENT_PATHS.supplierText(other.business.id, id))).statusCode).toBe(404);
    expect((await shop.cashierApi.get(STATEMENT_PATHS.supplierPdf(b, id))).statusCode).toBe(403);
  });
});

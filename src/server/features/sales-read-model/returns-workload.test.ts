/**
 * Returns and voids in the read model, through the API: a mixed workload of sales (cash, card,
 * credit, split, weighed goods, a discount), returns (to cash, card and the debt), an exchange and
 * a void. Afterwards the invariants hold and the read model = Σ sales − Σ returns − voids, summed
 * here from the API's answers (never by SQL), on live rows and again once the day is rolled up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETURNS_PATHS, type ReturnRequest, type SaleReturn } from '#shared/contracts/returns';
import type { Sale } from '#shared/contracts/sales';
import { SHIFT_PATHS } from '#shared/contracts/shifts';
import { returnedShare, returnTotals } from '#shared/domain/returns';
import { checkInvariants, formatViolations } from '#testing/invariants';
import { createTestApp, type TestContext } from '#testing/test-app';
import { addProduct, key, openShift, readSale, returned, sell, vatShop } from '#testing/returns-helpers';
import { rollUpSales } from '#server/features/rollups';
import { netSalesByTender, netSalesTotals, openSalesRange } from './sales-read-model.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const c = (n: number) => Math.round(n * 100);
const k = (n: number) => Math.round(n * 1000);

/** The refund a return of these quantities gives, as shared/domain/returns.ts shares the sale's lines. */
function refundOf(sale: Sale, lines: Array<{ item: number; quantity: number }>): number {
  return returnTotals(
    lines.map((l) => {
      const it = sale.items[l.item];
      return returnedShare(
        {
          quantity: k(it.quantity),
          returnedQuantity: k(it.returnedQuantity ?? 0),
          unit: it.unit,
          lineTotalCents: c(it.total),
          vatCents: c(it.vatAmount),
          nbtCents: c(it.nbtAmount),
          discountShareCents: c(it.discountShare),
          lineCostCents: 0,
        },
        k(l.quantity),
      );
    }),
  ).totalCents;
}

describe('a mixed workload of sales, returns, an exchange and a void', () => {
  it('keeps every invariant, and the read model is Σ sales − Σ returns − voids, live and rolled up', async () => {
    const shop = await vatShop(ctx.app, ctx.db);
    const b = shop.business.id;
    const api = shop.ownerApi;
    const shift = await openShift(api, b, 2000);
    const rice = await addProduct(api, b, { name: 'Nadu rice', unit: 'kg', sellingPrice: 245.5, vatRate: 18 });
    const milk = shop.productId;
    const sales: Sale[] = [];
    const returns: SaleReturn[] = [];
    const voids: Sale[] = [];
    const sold = async (body: Record<string, unknown>) => {
      const s = await sell(api, b, body);
      sales.push(s);
      return readSale(api, b, s.id);
    };
    const giveBack = async (sale: Sale, lines: Array<{ item: number; quantity: number }>, method: 'cash' | 'card' | 'credit') => {
      const body: ReturnRequest = {
        lines: lines.map((l) => ({ saleItemId: sale.items[l.item].id!, quantity: l.quantity, restock: true, reason: 'changed_mind' })),
        refund: [{ method, amount: refundOf(sale, lines) / 100 }],
      };
      returns.push(await returned(api, b, sale.id, body));
    };

    const a = await sold({
      items: [
        { productId: milk, quantity: 3 },
        { productId: rice, quantity: 2.5 },
      ],
      discountPercent: 5,
      paymentMethod: 'cash',
    });
    const card = await sold({ items: [{ productId: milk, quantity: 2 }], paymentMethod: 'card' });
    const credit = await sold({
      items: [{ productId: milk, quantity: 2 }],
      paymentMethod: 'credit',
      debtorInfo: { name: 'Nimal', phone: '0771234567' },
    });
    const split = await sold({
      items: [{ productId: milk, quantity: 1 }],
      payments: [
        { method: 'cash', amount: 500 },
        { method: 'card', amount: 680 },
      ],
    });
    const wrong = await sold({ items: [{ productId: rice, quantity: 4 }], paymentMethod: 'cash' });

    await giveBack(
      a,
      [
        { item: 0, quantity: 1 },
        { item: 1, quantity: 0.75 },
      ],
      'cash',
    );
    await giveBack(card, [{ item: 0, quantity: 1 }], 'card');
    await giveBack(credit, [{ item: 0, quantity: 1 }], 'credit');
    await giveBack(split, [{ item: 0, quantity: 1 }], 'cash');
    // An exchange: the card sale's other milk back for 1 kg of rice, the difference paid back in cash.
    const cardNow = await readSale(api, b, card.id);
    const back = refundOf(cardNow, [{ item: 0, quantity: 1 }]);
    const ex = await api.post(
      RETURNS_PATHS.saleExchange(b, card.id),
      {
        return: { lines: [{ saleItemId: cardNow.items[0].id!, quantity: 1 }], refund: [{ method: 'cash', amount: back / 100 }] },
        sale: { items: [{ productId: rice, quantity: 1 }], paymentMethod: 'cash' },
      },
      key(),
    );
    expect(ex.statusCode, ex.body).toBe(201);
    returns.push(ex.json().return);
    sales.push(ex.json().sale);
    const v = await api.post(RETURNS_PATHS.saleVoid(b, wrong.id), { reason: 'Rang up the wrong customer' }, key());
    expect(v.statusCode, v.body).toBe(200);
    voids.push(v.json());

    // Σ from the answers: every sale, less every return and every void (a void takes its sale's count out).
    const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
    const want = {
      count: sales.length - voids.length,
      totalCents:
        sum(sales.map((s) => c(s.totalAmount))) - sum(returns.map((r) => c(r.totalAmount))) - sum(voids.map((s) => c(s.totalAmount))),
      vatCents: sum(sales.map((s) => c(s.vatAmount))) - sum(returns.map((r) => c(r.vatAmount))) - sum(voids.map((s) => c(s.vatAmount))),
    };
    const byMethod = new Map<string, number>();
    const bump = (m: string, cents: number) => byMethod.set(m, (byMethod.get(m) ?? 0) + cents);
    for (const s of sales) for (const p of s.payments) bump(p.method, c(p.amount));
    for (const r of returns) for (const f of r.refund) bump(f.method, -c(f.amount));
    for (const s of voids) for (const p of s.payments) bump(p.method, -c(p.amount));

    const check = async () => {
      const report = await checkInvariants(ctx.db, { businessId: b });
      expect(formatViolations(report)).toBe('');
      expect(report.checked).toMatchObject({ returns: returns.length + voids.length });
      const range = await openSalesRange(ctx.db, b, {});
      expect(await netSalesTotals(ctx.db, range)).toMatchObject(want);
      const tenders = await netSalesByTender(ctx.db, range);
      expect(Object.fromEntries(tenders.map((t) => [t.method, t.amountCents]))).toEqual(Object.fromEntries(byMethod));
      return range;
    };
    expect((await check()).rolled).toBeNull();
    // Roll today up (as the roller will after midnight): the same figures from the roll-ups.
    await rollUpSales(ctx.db, new Date(Date.now() + 36 * 3_600_000));
    expect((await check()).rolled).not.toBeNull();

    // The drawer: every cash refund came out of the owner's shift, the void's too.
    const x = (await api.get(SHIFT_PATHS.report(b, shift.id))).json();
    const cashRefunds = sum(returns.flatMap((r) => r.refund.filter((f) => f.method === 'cash').map((f) => c(f.amount))));
    const voidCash = sum(voids.flatMap((s) => s.payments.filter((p) => p.method === 'cash').map((p) => c(p.amount))));
    expect(c(x.cashRefunds)).toBe(cashRefunds + voidCash);
    expect(c(x.refunds)).toBe(sum(returns.map((r) => c(r.totalAmount))) + c(wrong.totalAmount));
    expect(x.voids).toEqual({ count: 1, amount: wrong.totalAmount });
    expect(c(x.expectedCash)).toBe(200_000 + c(x.cashSales) - c(x.cashRefunds));
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exchangeRequest, exchangeSaleParts, exchangeSplit } from './exchange';
import { cashOf, paidCents, paymentsRequest, type PaymentPart } from './payments';

const sum = (xs: { amountCents: number }[]) => xs.reduce((n, x) => n + x.amountCents, 0);

describe('exchangeSplit', () => {
  it('a dearer new sale: the refund is the credit in cash, the customer pays the difference', () => {
    const split = exchangeSplit(50_000, 80_000);
    expect(split).toEqual({ refund: [{ method: 'cash', amountCents: 50_000 }], creditCents: 50_000, dueCents: 30_000, owedCents: 0 });
    const parts = exchangeSaleParts(split, [{ method: 'card', amountCents: 30_000 }]);
    expect(parts).toEqual([
      { method: 'cash', amountCents: 50_000 },
      { method: 'card', amountCents: 30_000 },
    ]);
    expect(paidCents(parts)).toBe(80_000);
  });

  it('a cheaper new sale: the sale is paid by the credit, the rest is a second cash refund', () => {
    const split = exchangeSplit(80_000, 50_000);
    expect(split.refund).toEqual([
      { method: 'cash', amountCents: 50_000 },
      { method: 'cash', amountCents: 30_000 },
    ]);
    expect(split).toMatchObject({ creditCents: 50_000, dueCents: 0, owedCents: 30_000 });
    // Nothing due: the method pressed pays 0, dropped; the sale is wholly the credit's cash.
    expect(exchangeSaleParts(split, [{ method: 'cash', amountCents: 0 }])).toEqual([{ method: 'cash', amountCents: 50_000 }]);
  });

  it('an even swap: one cash refund, the sale paid by it', () => {
    const split = exchangeSplit(45_050, 45_050);
    expect(split).toEqual({ refund: [{ method: 'cash', amountCents: 45_050 }], creditCents: 45_050, dueCents: 0, owedCents: 0 });
    expect(paymentsRequest(exchangeSaleParts(split, [{ method: 'cash', amountCents: 0 }]))).toEqual({
      payments: [{ method: 'cash', amount: 450.5 }],
    });
  });

  it('cash from the customer merges with the credit: one cash payment, notes and change', () => {
    const split = exchangeSplit(50_000, 80_000);
    const parts: PaymentPart[] = exchangeSaleParts(split, [{ method: 'cash', amountCents: 30_000, tenderedCents: 50_000 }]);
    expect(cashOf(parts)).toMatchObject({ shareCents: 80_000, tenderedCents: 100_000, changeCents: 20_000 });
    expect(paymentsRequest(parts)).toEqual({ payments: [{ method: 'cash', amount: 800 }], cashTendered: 1000 });
  });

  it('both halves add up, whatever the amounts; the drawer nets to S − R', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), (r, s) => {
        const split = exchangeSplit(r, s);
        expect(sum(split.refund)).toBe(r);
        expect(split.refund.every((p) => p.amountCents > 0)).toBe(true);
        const parts = exchangeSaleParts(split, split.dueCents > 0 ? [{ method: 'card', amountCents: split.dueCents }] : []);
        expect(paidCents(parts)).toBe(s);
        // Cash in (the sale's cash) less cash out (the refund) is what the customer nets.
        expect(cashOf(parts).shareCents - sum(split.refund) + split.owedCents).toBe(0);
        expect(split.dueCents - split.owedCents).toBe(s - r);
      }),
    );
  });

  it('refuses amounts that are not whole cents', () => {
    expect(() => exchangeSplit(1.5, 2)).toThrow(RangeError);
    expect(() => exchangeSplit(-1, 2)).toThrow(RangeError);
  });
});

describe('exchangeRequest', () => {
  const draft = {
    sale: { id: 9 } as never,
    request: { lines: [{ saleItemId: 11, quantity: 1, restock: true, reason: 'wrong_item' as const }] },
    creditCents: 150_000,
  };
  const order = {
    cart: [
      {
        productId: 4,
        name: 'Shirt L',
        sku: null,
        unit: 'pieces' as const,
        price: 2300,
        vatRate: 0,
        nbtRate: 0,
        taxCategory: 'standard' as const,
        quantity: 1000,
      },
    ],
    cartDiscount: null,
    customer: null,
    redeemPoints: 0,
    tierDiscount: false,
  };

  it('one body: the return refunded in cash, the sale paid by that cash and the customer’s notes', () => {
    const body = exchangeRequest(draft, order, 230_000, [{ method: 'cash', amountCents: 80_000, tenderedCents: 100_000 }], {});
    expect(body.return).toEqual({ ...draft.request, refund: [{ method: 'cash', amount: 1500 }] });
    expect(body.sale).toMatchObject({
      items: [{ productId: 4, quantity: 1 }],
      payments: [{ method: 'cash', amount: 2300 }],
      cashTendered: 2500,
    });
  });

  it('a cheaper sale: the refund in two cash parts, an approval on each side where given', () => {
    const approval = { userId: 'u', pin: '1234' };
    const body = exchangeRequest(draft, order, 100_000, [{ method: 'cash', amountCents: 0 }], { ret: approval, sale: approval });
    expect(body.return.refund).toEqual([
      { method: 'cash', amount: 1000 },
      { method: 'cash', amount: 500 },
    ]);
    expect(body.return.approval).toEqual(approval);
    expect(body.sale).toMatchObject({ payments: [{ method: 'cash', amount: 1000 }], approval });
  });
});

import 'fake-indexeddb/auto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Sale } from '#shared/contracts/sales';
import { SALES_PATHS } from '#shared/contracts/sales-paths';
import { queryKeys } from '#client/lib/query-keys';
import { keysChangedBySale } from '../api/create-sale';
import type { CartLine } from '../lib/cart';
import type { PaymentPart } from '../lib/payments';
import { useCheckout, type CheckoutOrder } from './use-checkout';
import { useTillCart } from '../lib/use-till-cart';

const BUSINESS = 7;
const STORAGE = 'kade.till.v1.7.cashier-1';
const line = (productId: number, quantity = 1000): CartLine => ({
  productId,
  name: `Product ${productId}`,
  sku: null,
  unit: 'pieces',
  price: 150,
  taxCategory: 'standard',
  quantity,
});
const saleOf = (over: Partial<Sale> = {}): Sale => ({
  id: 41,
  invoiceNumber: 'INV-0041',
  saleDate: '2026-11-23T10:00:00.000Z',
  items: [],
  subtotal: 300,
  vatAmount: 0,
  nbtAmount: 0,
  discountAmount: 0,
  totalAmount: 300,
  vatRegistered: false,
  pricesIncludeVat: true,
  paymentMethod: 'cash',
  paymentStatus: 'paid',
  customerId: null,
  customerName: null,
  debtorInfo: null,
  cashierId: 'cashier-1',
  payments: [{ method: 'cash', amount: 300, reference: null, chequeNumber: null, chequeBank: null, chequeDate: null }],
  cashTendered: null,
  changeDue: 0,
  shiftId: null,
  ...over,
});
/** One payment of the whole cart (2 × 150.00). */
const all = (method: PaymentPart['method'], over: Partial<PaymentPart> = {}) => ({ parts: [{ method, amountCents: 30000, ...over }] });
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Call = { url: string; method: string; key: string | null; body: unknown };
let calls: Call[];
let answers: (() => Response | Promise<Response>)[];

beforeEach(() => {
  localStorage.clear();
  calls = [];
  answers = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      calls.push({
        url,
        method: init.method ?? 'GET',
        key: headers.get('Idempotency-Key'),
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      const answer = answers.shift();
      if (!answer) throw new Error(`unexpected request ${url}`);
      return answer();
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** The till's cart and its checkout together, as the till uses them. */
function renderCheckout(
  order: Omit<Partial<CheckoutOrder>, 'cart'> = {},
  qc = new QueryClient({ defaultOptions: { mutations: { retry: false } } }),
) {
  localStorage.setItem(
    STORAGE,
    JSON.stringify({ lines: [line(1, 2000)], attempt: null, customerId: null, applyTier: false, redeemText: '' }),
  );
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={qc}>{children}</QueryClientProvider>;
  const view = renderHook(
    () => {
      const till = useTillCart(STORAGE);
      const checkout = useCheckout({
        businessId: BUSINESS,
        order: { customer: null, redeemPoints: 0, tierDiscount: false, cartDiscount: null, ...order, cart: till.cart },
        attempt: till,
      });
      return { till, checkout };
    },
    { wrapper },
  );
  return { ...view, qc };
}

describe('useCheckout', () => {
  it('posts the cart with an Idempotency-Key, opens the receipt and clears the cart and its pending key', async () => {
    const { result } = renderCheckout();
    answers.push(() => json(201, saleOf()));
    let outcome: Awaited<ReturnType<typeof result.current.checkout.checkout>> | undefined;
    await act(async () => {
      outcome = await result.current.checkout.checkout(all('cash'));
    });
    expect(outcome).toEqual({ ok: true, sale: saleOf() });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: SALES_PATHS.sales(BUSINESS), method: 'POST' });
    expect(calls[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls[0].body).toEqual({
      items: [{ productId: 1, quantity: 2, name: 'Product 1', price: 150 }],
      payments: [{ method: 'cash', amount: 300 }],
    });
    expect(result.current.checkout.receipt?.invoiceNumber).toBe('INV-0041');
    expect(result.current.till.cart).toEqual([]);
    expect(localStorage.getItem(STORAGE)).toBeNull();
    act(() => result.current.checkout.closeReceipt());
    expect(result.current.checkout.receipt).toBeNull();
  });

  it('a split sale sends each payment (cash as one, with the notes tendered), the line and cart discounts and the approval', async () => {
    const { result } = renderCheckout({ cartDiscount: { kind: 'percent', bp: 1000 } });
    act(() => result.current.till.setCart([{ ...line(1, 2000), discount: { kind: 'amount', cents: 5000 } }, line(2)]));
    answers.push(() => json(201, saleOf()));
    await act(async () => {
      await result.current.checkout.checkout({
        parts: [
          { method: 'cash', amountCents: 10000 },
          { method: 'card', amountCents: 15000, reference: ' AUTH-9 ' },
          { method: 'cash', amountCents: 5000, tenderedCents: 10000 },
          { method: 'cheque', amountCents: 5000, cheque: { number: '004512', bank: 'BOC', date: '2026-12-31' } },
        ],
        approval: { userId: 'admin-1', pin: '4321' },
      });
    });
    expect(calls[0].body).toEqual({
      items: [
        { productId: 1, quantity: 2, name: 'Product 1', price: 150, discountAmount: 50 },
        { productId: 2, quantity: 1, name: 'Product 2', price: 150 },
      ],
      payments: [
        { method: 'cash', amount: 150 },
        { method: 'card', amount: 150, reference: 'AUTH-9' },
        { method: 'cheque', amount: 50, chequeNumber: '004512', chequeBank: 'BOC', chequeDate: '2026-12-31' },
      ],
      cashTendered: 200,
      discountPercent: 10,
      approval: { userId: 'admin-1', pin: '4321' },
    });
  });

  it.each([
    [409, 'Insufficient stock for Product 1'],
    [400, 'Quantity must be positive'],
  ])('a %i answer is a rejection carrying the server’s message, and keeps the cart', async (status, message) => {
    const { result } = renderCheckout();
    answers.push(() => json(status, { code: 'X', message }));
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.checkout.checkout(all('card'));
    });
    expect(outcome).toEqual({ ok: false, failure: { kind: 'rejected', status, code: 'X', message } });
    expect(result.current.checkout.receipt).toBeNull();
    expect(result.current.till.cart).toHaveLength(1);
  });

  it('a credit sale whose phone the server refuses is an invalid-phone failure', async () => {
    const { result } = renderCheckout();
    answers.push(() => json(400, { message: 'Invalid request', fieldErrors: { 'debtorInfo.phone': ['Phone number is not valid'] } }));
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.checkout.checkout(
        all('credit', { debtor: { name: ' Sunil ', phone: '12345', email: '', address: '' } }),
      );
    });
    expect(outcome).toEqual({ ok: false, failure: { kind: 'invalid-phone' } });
    expect(calls[0].body).toMatchObject({ customerName: 'Sunil', debtorInfo: { name: 'Sunil', phone: '12345' } });
  });

  it('after a network failure, paying again retries the same attempt with the same key; the next sale gets a new key', async () => {
    const { result } = renderCheckout();
    answers.push(() => Promise.reject(new TypeError('Failed to fetch')));
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.checkout.checkout(all('cash'));
    });
    expect(outcome).toEqual({ ok: false, failure: { kind: 'failed' } });
    expect(result.current.till.cart).toHaveLength(1);

    answers.push(() => json(500, { message: 'boom' }));
    await act(async () => {
      outcome = await result.current.checkout.checkout(all('cash'));
    });
    expect(outcome).toEqual({ ok: false, failure: { kind: 'failed' } });

    answers.push(() => json(201, saleOf()));
    await act(async () => {
      outcome = await result.current.checkout.checkout(all('cash'));
    });
    expect(outcome).toMatchObject({ ok: true });
    expect(calls.map((c) => c.key)).toEqual([calls[0].key, calls[0].key, calls[0].key]);

    // The same goods again are a new sale, not a replay of the last one.
    act(() => result.current.till.setCart([line(1, 2000)]));
    answers.push(() => json(201, saleOf({ id: 42, invoiceNumber: 'INV-0042' })));
    await act(async () => {
      await result.current.checkout.checkout(all('cash'));
    });
    expect(calls[3].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls[3].key).not.toBe(calls[0].key);
  });

  it('a changed cart after a failure is a new attempt with a new key', async () => {
    const { result } = renderCheckout();
    answers.push(() => Promise.reject(new TypeError('Failed to fetch')));
    await act(async () => {
      await result.current.checkout.checkout(all('cash'));
    });
    act(() => result.current.till.setCart([line(1, 3000)]));
    answers.push(() => json(201, saleOf()));
    await act(async () => {
      await result.current.checkout.checkout(all('cash'));
    });
    expect(calls[1].key).not.toBe(calls[0].key);
  });

  it('a second pay while the first is on its way sends nothing (a double click sells once)', async () => {
    const { result } = renderCheckout();
    let answer!: (r: Response) => void;
    answers.push(() => new Promise<Response>((resolve) => (answer = resolve)));
    let first!: Promise<unknown>;
    let second: unknown;
    await act(async () => {
      first = result.current.checkout.checkout(all('cash'));
      second = await result.current.checkout.checkout(all('cash'));
    });
    expect(second).toEqual({ ok: false, failure: { kind: 'busy' } });
    await waitFor(() => expect(result.current.checkout.pending).toBe(true));
    await act(async () => {
      answer(json(201, saleOf()));
      await first;
    });
    expect(calls).toHaveLength(1);
    expect(result.current.checkout.pending).toBe(false);
  });

  it('reprint fetches the sale and opens its receipt; a failure returns the server’s words', async () => {
    const { result } = renderCheckout();
    answers.push(() => json(200, saleOf({ id: 12, invoiceNumber: 'INV-0012' })));
    await act(async () => {
      await result.current.checkout.reprint(12);
    });
    expect(calls[0]).toMatchObject({ url: SALES_PATHS.sale(BUSINESS, 12), method: 'GET' });
    expect(result.current.checkout.receipt?.invoiceNumber).toBe('INV-0012');
    expect(result.current.checkout.reprinting).toBeNull();

    answers.push(() => json(404, { message: 'Sale not found' }));
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.checkout.reprint(99);
    });
    expect(outcome).toEqual({ ok: false, message: 'Sale not found' });
  });

  describe('refreshes only what the sale changed', () => {
    const seeded = [
      queryKeys.pos(BUSINESS),
      queryKeys.inventory.all(BUSINESS),
      queryKeys.sales.list(BUSINESS, {}, null),
      queryKeys.dashboard.enhanced(BUSINESS),
      queryKeys.reports.sales(BUSINESS, '2026-11-01', '2026-11-23'),
      queryKeys.tax.panel(BUSINESS, '2026-11-01', '2026-11-30'),
      queryKeys.customers.list(BUSINESS),
      queryKeys.debtors.list(BUSINESS),
      queryKeys.business.users(BUSINESS),
      queryKeys.settings,
      queryKeys.auth.user,
      queryKeys.pos(BUSINESS + 1),
    ];
    const stale = (qc: QueryClient) => seeded.filter((k) => qc.getQueryState(k)?.isInvalidated).map((k) => JSON.stringify(k.slice(0, 3)));

    async function sell(sale: Sale) {
      const qc = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
      for (const k of seeded) qc.setQueryData(k, { seeded: true });
      const { result } = renderCheckout({}, qc);
      answers.push(() => json(201, sale));
      await act(async () => {
        await result.current.checkout.checkout(all(sale.paymentMethod === 'split' ? 'cash' : sale.paymentMethod));
      });
      await waitFor(() => expect(qc.getQueryState(queryKeys.pos(BUSINESS))?.isInvalidated).toBe(true));
      return stale(qc);
    }

    const always = [
      '["pos",7]',
      '["inventory",7]',
      '["sales",7,"list"]',
      '["dashboard",7,"enhanced"]',
      '["reports",7,"sales"]',
      '["tax",7,"panel"]',
    ];

    it('a cash sale without a customer: stock, sales and figures, not customers, debtors, users, settings or the session', async () => {
      expect(await sell(saleOf())).toEqual(always);
    });

    it('a sale to a loyalty customer also refreshes customers', async () => {
      expect(await sell(saleOf({ customerId: 3, pointsEarned: 3 }))).toEqual([...always, '["customers",7,"list"]']);
    });

    it('a split sale with a credit part refreshes debtors, and a sale in a shift the shifts', async () => {
      const payments = [
        { method: 'cash' as const, amount: 100, reference: null, chequeNumber: null, chequeBank: null, chequeDate: null },
        { method: 'credit' as const, amount: 200, reference: null, chequeNumber: null, chequeBank: null, chequeDate: null },
      ];
      expect(keysChangedBySale(BUSINESS, saleOf({ paymentMethod: 'split', payments, shiftId: 4 })).map((k) => JSON.stringify(k))).toEqual(
        expect.arrayContaining([JSON.stringify(queryKeys.debtors.all(BUSINESS)), JSON.stringify(['shifts', BUSINESS])]),
      );
      expect(keysChangedBySale(BUSINESS, saleOf()).map((k) => JSON.stringify(k))).not.toContain(JSON.stringify(['shifts', BUSINESS]));
    });

    it('a credit sale also refreshes debtors', async () => {
      expect(await sell(saleOf({ paymentMethod: 'credit', paymentStatus: 'pending' }))).toEqual([...always, '["debtors",7,"list"]']);
    });
  });
});

import 'fake-indexeddb/auto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PosProduct, Sale } from '#shared/contracts/sales';
import { SALES_PATHS } from '#shared/contracts/sales-paths';
import { deviceDb } from '#client/features/offline/device-db';
import { getDeviceSale } from '#client/features/offline/device-sales';
import { recordAnswer } from '#client/lib/last-online';
import { kickSync } from '#client/features/offline/outbox';
import { releaseInvoiceNumber } from '#client/features/offline/release-number';
import { getDeviceTerminal, saveDeviceTerminal, takeInvoiceNumber } from '#client/features/offline/terminal-store';
import type { DeviceTerminal } from '#client/features/offline/types';
import type { CartLine } from '../lib/cart';
import { useCheckout, type CheckoutResult } from './use-checkout';
import { useTillCart } from '../lib/use-till-cart';

// The outbox's engine is H5a's (sync.test.ts): here only that a queued sale asks it to run.
vi.mock('#client/features/offline/outbox', async (actual) => ({
  ...(await actual<typeof import('#client/features/offline/outbox')>()),
  kickSync: vi.fn(),
}));

const BUSINESS = 7;
const STORAGE = 'kade.till.v1.7.cashier-1';
const DEVICE = '6f1c2f3e-1111-4222-8333-944455556666';
const TERMINAL: DeviceTerminal = {
  businessId: BUSINESS,
  terminalId: 3,
  code: 'T1',
  name: 'Front counter',
  deviceId: DEVICE,
  invoicePrefix: 'INV-',
  lastNumber: 5,
  offlineLimitHours: 12,
};
const HOUR = 3_600_000;

const line: CartLine = {
  productId: 1,
  name: 'Soap',
  sku: 'S-1',
  unit: 'pieces',
  price: 150,
  taxCategory: 'standard',
  quantity: 2000,
};
const CATALOGUE = new Map<number, PosProduct>([
  [
    1,
    {
      id: 1,
      name: 'Soap',
      sku: 'S-1',
      barcode: null,
      category: null,
      price: 150,
      stock: 9,
      unit: 'pieces',
      taxCategory: 'standard',
      mrp: null,
    },
  ],
]);
const DEVICE_FACTS = {
  pricing: { vatRegistered: true, pricesIncludeVat: true, vatRateBp: 1800, nbtRateBp: 0 },
  catalogue: CATALOGUE,
  loyaltyDiscountCents: 0,
  userId: 'cashier-1',
};
const CASH = { parts: [{ method: 'cash' as const, amountCents: 30000, tenderedCents: 50000 }] };

const serverSale = (number: string): Sale => ({
  id: 41,
  invoiceNumber: number,
  saleDate: '2026-11-24T10:00:00.000Z',
  items: [],
  subtotal: 254.24,
  vatAmount: 45.76,
  nbtAmount: 0,
  discountAmount: 0,
  totalAmount: 300,
  vatRegistered: true,
  pricesIncludeVat: true,
  paymentMethod: 'cash',
  paymentStatus: 'paid',
  customerId: null,
  customerName: null,
  debtorInfo: null,
  cashierId: 'cashier-1',
  payments: [{ method: 'cash', amount: 300, reference: null, chequeNumber: null, chequeBank: null, chequeDate: null }],
  cashTendered: 500,
  changeDue: 200,
  shiftId: null,
  terminalId: 3,
  offline: false,
});
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Call = { url: string; key: string | null; body: Record<string, unknown> };
let calls: Call[];
let answers: (() => Response | Promise<Response>)[];
let online: boolean;
let onLineSpy: { mockRestore: () => void } | undefined;

beforeEach(async () => {
  await Promise.all(deviceDb.tables.map((t) => t.clear()));
  localStorage.clear();
  calls = [];
  answers = [];
  online = true;
  recordAnswer(Date.now());
  vi.mocked(kickSync).mockClear();
  onLineSpy = vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, key: new Headers(init.headers).get('Idempotency-Key'), body: JSON.parse(String(init.body)) });
      const answer = answers.shift();
      if (!answer) throw new Error(`unexpected request ${url}`);
      return answer();
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  onLineSpy?.mockRestore();
});

function renderTill(device: typeof DEVICE_FACTS = DEVICE_FACTS) {
  localStorage.setItem(STORAGE, JSON.stringify({ lines: [line], attempt: null, customerId: null, applyTier: false, redeemText: '' }));
  const qc = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={qc}>{children}</QueryClientProvider>;
  return renderHook(
    () => {
      const till = useTillCart(STORAGE);
      const checkout = useCheckout({
        businessId: BUSINESS,
        order: { customer: null, redeemPoints: 0, tierDiscount: false, cartDiscount: null, cart: till.cart },
        attempt: till,
        device,
      });
      return { till, checkout };
    },
    { wrapper },
  ).result;
}

async function pay(result: ReturnType<typeof renderTill>): Promise<CheckoutResult> {
  let outcome!: CheckoutResult;
  await act(async () => {
    outcome = await result.current.checkout.checkout(CASH);
  });
  return outcome;
}

const outbox = () => deviceDb.outbox.orderBy('seq').toArray();
const lastNumber = async () => (await getDeviceTerminal(BUSINESS))?.lastNumber;

describe('useCheckout as a registered terminal', () => {
  beforeEach(() => saveDeviceTerminal(TERMINAL));

  it('online: numbers the sale from its own series, prints the server’s answer and keeps the sale on the device', async () => {
    const result = renderTill();
    answers.push(() => json(201, serverSale('INV-T1-000006')));
    const outcome = await pay(result);
    expect(outcome).toEqual({ ok: true, sale: serverSale('INV-T1-000006') });
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe(SALES_PATHS.sales(BUSINESS));
    expect(calls[0].body).toMatchObject({ terminal: { id: 3, deviceId: DEVICE, number: 6 } });
    expect(calls[0].body).not.toHaveProperty('offline');
    expect(calls[0].body).not.toHaveProperty('soldAt');
    expect(result.current.checkout.receipt?.invoiceNumber).toBe('INV-T1-000006');
    expect(result.current.till.cart).toEqual([]);
    await vi.waitFor(async () =>
      expect(await getDeviceSale(calls[0].key!)).toMatchObject({ synced: true, invoiceNumber: 'INV-T1-000006' }),
    );
    expect(await outbox()).toEqual([]);
  });

  it('offline: queues the sale with its time and prices, prints the device’s receipt at once and clears the cart', async () => {
    online = false;
    const result = renderTill();
    const before = Date.now();
    const outcome = await pay(result);
    expect(calls).toEqual([]);
    expect(outcome).toMatchObject({
      ok: true,
      queued: true,
      sale: { invoiceNumber: 'INV-T1-000006', totalAmount: 300, changeDue: 200, offline: true },
    });
    expect(result.current.checkout.receipt).toMatchObject({ invoiceNumber: 'INV-T1-000006', vatAmount: 45.76, subtotal: 254.24 });
    expect(result.current.till.cart).toEqual([]);
    const [queued] = await outbox();
    expect(queued).toMatchObject({
      kind: 'sale',
      state: 'queued',
      businessId: BUSINESS,
      userId: 'cashier-1',
      label: 'INV-T1-000006 · 300.00',
    });
    expect(queued.key).toMatch(/^[0-9a-f-]{36}$/);
    const body = queued.body as Record<string, unknown>;
    expect(body).toMatchObject({
      items: [{ productId: 1, quantity: 2, price: 150 }],
      payments: [{ method: 'cash', amount: 300 }],
      cashTendered: 500,
      terminal: { id: 3, deviceId: DEVICE, number: 6 },
      offline: true,
    });
    expect(Date.parse(body.soldAt as string)).toBeGreaterThanOrEqual(before);
    expect(await getDeviceSale(queued.key)).toMatchObject({ synced: false, invoiceNumber: 'INV-T1-000006', request: body });
    expect(kickSync).toHaveBeenCalled();
  });

  it('two sales offline take the next numbers of the series, each under its own key', async () => {
    online = false;
    const result = renderTill();
    await pay(result);
    act(() => result.current.till.setCart([line]));
    const second = await pay(result);
    expect(second).toMatchObject({ ok: true, sale: { invoiceNumber: 'INV-T1-000007' } });
    const items = await outbox();
    expect(items.map((i) => (i.body as { terminal: { number: number } }).terminal.number)).toEqual([6, 7]);
    expect(new Set(items.map((i) => i.key)).size).toBe(2);
    expect(await lastNumber()).toBe(7);
  });

  it('no answer to an online attempt: the same body and key are queued, and the device’s receipt prints', async () => {
    const result = renderTill();
    answers.push(() => Promise.reject(new TypeError('Failed to fetch')));
    const outcome = await pay(result);
    expect(outcome).toMatchObject({ ok: true, queued: true, sale: { invoiceNumber: 'INV-T1-000006' } });
    const [queued] = await outbox();
    expect(queued.key).toBe(calls[0].key);
    expect(queued.body).toEqual(calls[0].body);
    expect(result.current.till.cart).toEqual([]);
  });

  it('a refusal (4xx) gives the number back while it is the last one: the next sale uses it', async () => {
    const result = renderTill();
    answers.push(() => json(409, { code: 'X', message: 'Insufficient stock for Soap' }));
    const refused = await pay(result);
    expect(refused).toMatchObject({ ok: false, failure: { kind: 'rejected', status: 409 } });
    expect(await lastNumber()).toBe(5);
    expect(result.current.till.cart).toHaveLength(1);
    act(() => result.current.till.setCart([{ ...line, quantity: 1000 }]));
    answers.push(() => json(201, serverSale('INV-T1-000006')));
    await act(async () => {
      await result.current.checkout.checkout({ parts: [{ method: 'cash', amountCents: 15000 }] });
    });
    expect((calls[1].body.terminal as { number: number }).number).toBe(6);
  });

  it('a server error keeps the attempt: paying again sends the same key and the same number', async () => {
    const result = renderTill();
    answers.push(() => json(500, { message: 'boom' }));
    expect(await pay(result)).toEqual({ ok: false, failure: { kind: 'failed' } });
    answers.push(() => json(201, serverSale('INV-T1-000006')));
    expect(await pay(result)).toMatchObject({ ok: true });
    expect(calls.map((c) => [c.key, (c.body.terminal as { number: number }).number])).toEqual([
      [calls[0].key, 6],
      [calls[0].key, 6],
    ]);
    expect(await lastNumber()).toBe(6);
  });

  it('offline past the offline limit: refused, nothing numbered or queued, the cart kept', async () => {
    online = false;
    recordAnswer(Date.now() - 13 * HOUR);
    const result = renderTill();
    expect(await pay(result)).toEqual({ ok: false, failure: { kind: 'offline-limit', hours: 12 } });
    expect(await lastNumber()).toBe(5);
    expect(await outbox()).toEqual([]);
    expect(result.current.till.cart).toHaveLength(1);
  });

  it('offline, a line above its MRP with VAT on top: refused, its number given back, nothing queued, the cart kept', async () => {
    online = false;
    // 150.00 + 18% VAT = 177.00 for the customer, above the soap's MRP of 160.00.
    const soap = { ...CATALOGUE.get(1)!, mrp: 160 };
    const result = renderTill({
      ...DEVICE_FACTS,
      pricing: { ...DEVICE_FACTS.pricing, pricesIncludeVat: false },
      catalogue: new Map([[1, soap]]),
    });
    expect(await pay(result)).toEqual({ ok: false, failure: { kind: 'above-mrp', name: 'Soap' } });
    expect(await lastNumber()).toBe(5);
    expect(await outbox()).toEqual([]);
    expect(result.current.till.cart).toHaveLength(1);
  });
});

describe('useCheckout on a browser that is not a terminal', () => {
  it('offline: refused, nothing sent or queued', async () => {
    online = false;
    const result = renderTill();
    expect(await pay(result)).toEqual({ ok: false, failure: { kind: 'not-terminal' } });
    expect(calls).toEqual([]);
    expect(await outbox()).toEqual([]);
    expect(result.current.till.cart).toHaveLength(1);
  });

  it('online: no terminal on the request, nothing kept on the device', async () => {
    const result = renderTill();
    answers.push(() => json(201, serverSale('INV-000041')));
    expect(await pay(result)).toMatchObject({ ok: true });
    expect(calls[0].body).not.toHaveProperty('terminal');
    expect(await deviceDb.deviceSales.count()).toBe(0);
  });
});

describe('releaseInvoiceNumber', () => {
  it('gives a number back only while it is the last one taken', async () => {
    await saveDeviceTerminal(TERMINAL);
    const first = await takeInvoiceNumber(BUSINESS);
    const second = await takeInvoiceNumber(BUSINESS);
    expect(await releaseInvoiceNumber(BUSINESS, first.number)).toBe(false);
    expect(await lastNumber()).toBe(7);
    expect(await releaseInvoiceNumber(BUSINESS, second.number)).toBe(true);
    expect(await lastNumber()).toBe(6);
    expect(await releaseInvoiceNumber(BUSINESS + 1, 1)).toBe(false);
  });
});

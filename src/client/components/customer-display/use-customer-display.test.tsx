import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Sale } from '#shared/contracts/sales';
import { subscribeDisplay, type DisplayState } from './display-channel';
import { useCustomerDisplay, type TillDisplayInput } from './use-customer-display';

// The till's side: what it publishes as the cart changes, after a sale, and on a reprint.
const SHOP = 41;
const sugar = { name: 'Sugar 1kg', nameSi: 'සීනි 1kg', unit: 'pieces', quantity: 2000 };
const totals = { lines: [{ grossCents: 58000 }], discountCents: 3000, totalCents: 55000 };
const noTotals = { lines: [], discountCents: 0, totalCents: 0 };
const sale = (id: number, cashTendered: number | null, changeDue: number) =>
  ({ id, invoiceNumber: `INV-${id}`, totalAmount: 550, cashTendered, changeDue }) as Sale;

let received: DisplayState[] = [];
let stop = () => {};
function listen() {
  received = [];
  stop = subscribeDisplay((s) => received.push(s));
}
afterEach(() => stop());
const last = () => received[received.length - 1];

function till(initial: TillDisplayInput) {
  return renderHook((p: TillDisplayInput) => useCustomerDisplay(p), { initialProps: initial });
}

describe('useCustomerDisplay', () => {
  it('publishes the cart with every name of a product, amounts in rupees', async () => {
    listen();
    const { rerender } = till({ businessId: SHOP, shopName: 'Perera', cart: [], totals: noTotals, receipt: null });
    await waitFor(() => expect(last()?.phase).toBe('idle'));
    rerender({ businessId: SHOP, shopName: 'Perera', cart: [sugar], totals, receipt: null });
    await waitFor(() => expect(last()?.phase).toBe('sale'));
    expect(last()).toMatchObject({
      businessId: SHOP,
      shopName: 'Perera',
      lines: [{ name: 'Sugar 1kg', nameSi: 'සීනි 1kg', quantity: 2, unit: 'pieces', amount: 580 }],
      discount: 30,
      total: 550,
    });
  });

  it('after a cash sale publishes the thank-you with the tendered amount and the change', async () => {
    listen();
    const { rerender } = till({ businessId: SHOP, cart: [sugar], totals, receipt: null });
    await waitFor(() => expect(last()?.phase).toBe('sale'));
    rerender({ businessId: SHOP, cart: [], totals: noTotals, receipt: sale(1, 1000, 450) });
    await waitFor(() => expect(last()?.phase).toBe('paid'));
    expect(last()).toMatchObject({ total: 550, tendered: 1000, change: 450, lines: [], lankaqr: null });
    expect(Date.now() - (last().paidAt ?? 0)).toBeLessThan(5000);
  });

  it('a receipt arriving a moment after the cart emptied is still the sale', async () => {
    listen();
    const { rerender } = till({ businessId: SHOP, cart: [sugar], totals, receipt: null });
    await waitFor(() => expect(last()?.phase).toBe('sale'));
    rerender({ businessId: SHOP, cart: [], totals: noTotals, receipt: null });
    await waitFor(() => expect(last()?.phase).toBe('idle'));
    rerender({ businessId: SHOP, cart: [], totals: noTotals, receipt: sale(2, null, 0) });
    await waitFor(() => expect(last()?.phase).toBe('paid'));
    expect(last()).toMatchObject({ tendered: null, change: null });
  });

  it('a reprint with no sale before it leaves the display idle', async () => {
    listen();
    const { rerender } = till({ businessId: SHOP, cart: [], totals: noTotals, receipt: null });
    await waitFor(() => expect(last()?.phase).toBe('idle'));
    const count = received.length;
    rerender({ businessId: SHOP, cart: [], totals: noTotals, receipt: sale(3, 1000, 450) });
    await new Promise((r) => setTimeout(r, 50));
    expect(received.length).toBe(count);
  });

  it('the till closing takes the cart off the display', async () => {
    listen();
    const { unmount } = till({ businessId: SHOP, cart: [sugar], totals, receipt: null });
    await waitFor(() => expect(last()?.phase).toBe('sale'));
    unmount();
    await waitFor(() => expect(last()?.phase).toBe('idle'));
    expect(last().lines).toEqual([]);
  });
});

import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Sale, SaleRequest } from '#shared/contracts/sales';
import type { Shift } from '#shared/contracts/shifts';
import { shiftReport } from '#shared/domain/shift-report';
import { deviceDb } from '#client/features/offline/device-db';
import { saveDeviceSale } from '#client/features/offline/device-sales';
import * as device from './device-shift';
import { deviceShiftReport } from './device-z';
import { localSale } from './local-sale';
import { testTerminal } from './till-test-fixtures';

// The outbox's engine is not under test: nothing is sent.
vi.mock('#client/features/offline/outbox', async (importOriginal) => ({
  ...(await importOriginal<typeof import('#client/features/offline/outbox')>()),
  kickSync: () => undefined,
}));

const terminal = testTerminal();

const outbox = () => deviceDb.outbox.orderBy('seq').toArray();

beforeEach(async () => {
  await Promise.all([deviceDb.outbox.clear(), deviceDb.snapshots.clear(), deviceDb.deviceSales.clear()]);
});

/** A sale priced on the device, as the checkout keeps it. */
async function sell(n: number, body: Partial<SaleRequest>, soldAt: string, cashierId = 'u1'): Promise<Sale> {
  const request = { items: [{ productId: 1, quantity: 2 }], paymentMethod: 'cash', ...body } as SaleRequest;
  const sale = localSale({
    body: request,
    product: () => ({ name: 'Soap', sku: null, unit: 'pieces', price: 150, vatRate: 18, taxCategory: 'standard' }),
    pricing: { vatRegistered: true, pricesIncludeVat: true, vatRateBp: 1800, nbtRateBp: 0 },
    invoiceNumber: `INV-T1-00000${n}`,
    soldAt,
    terminalId: 11,
    cashierId,
    id: -n,
  });
  await saveDeviceSale({ key: `sale-${n}`, businessId: 3, invoiceNumber: sale.invoiceNumber, soldAt, sale, request, synced: false });
  return sale;
}

describe('a shift opened and closed with no connection', () => {
  it('queues the open, the cash movement and the close in order, each after the open', async () => {
    const opened = await device.openShiftOnDevice({ terminal, userId: 'u1', userName: 'Nimal', key: 'open-1', openingFloat: 5000 });
    expect(device.shiftView(opened)).toMatchObject({ id: -1, status: 'open', openingFloat: 5000 });
    await device.moveCashOnDevice(opened, 'move-1', { kind: 'out', amount: 250, reason: 'Tea' }, terminal);
    const z = await device.closeShiftOnDevice(
      opened,
      'close-1',
      { countedCash: 4750, denominations: { '1000': 4, '500': 1, '50': 5 } },
      terminal,
    );

    const items = await outbox();
    expect(items.map((i) => [i.kind, i.key, i.dependsOn])).toEqual([
      ['shift.open', 'open-1', undefined],
      ['cash-movement', 'move-1', 'open-1'],
      ['shift.close', 'close-1', 'open-1'],
    ]);
    expect(items[0].body).toEqual({ openingFloat: 5000, openedAt: opened.openedAt, terminal: { id: 11, deviceId: 'dev-1' } });
    expect(items[1].body).toMatchObject({
      openKey: 'open-1',
      kind: 'out',
      amount: 250,
      reason: 'Tea',
      terminal: { id: 11, deviceId: 'dev-1' },
    });
    expect(Date.parse((items[1].body as { at: string }).at)).toBeGreaterThanOrEqual(Date.parse(opened.openedAt));
    expect(items[2].body).toMatchObject({
      openKey: 'open-1',
      countedCash: 4750,
      denominations: { '1000': 4, '500': 1, '50': 5 },
      terminal: { id: 11, deviceId: 'dev-1' },
      deviceReport: { expectedCash: 4750 },
    });
    expect((items[2].body as { closedAt: string }).closedAt).toBe(z.closedAt);
    expect(z).toMatchObject({ zNumber: 0, expectedCash: 4750, countedCash: 4750, overShort: 0, cashOut: 250 });
    expect(await device.loadDeviceShift(3, 'u1')).toMatchObject({ status: 'closed', closeKey: 'close-1' });
  });

  it('a shift opened online and closed offline names the server id, with nothing to wait for', async () => {
    const server = { id: 77, userId: 'u1', userName: 'Nimal', openedAt: '2026-11-24T03:00:00.000Z', openingFloat: 1000 } as Shift;
    const { after } = await device.settleKept(3, 'u1', server, true);
    expect(after).toMatchObject({ shiftId: 77, openKey: null });
    await device.closeShiftOnDevice(after!, 'close-2', { countedCash: 1000 }, terminal);
    const [close] = await outbox();
    expect(close).toMatchObject({ kind: 'shift.close', dependsOn: undefined });
    expect(close.body).toMatchObject({ shiftId: 77, countedCash: 1000, deviceReport: { expectedCash: 1000 } });
    expect(close.body).not.toHaveProperty('openKey');
  });
});

describe('the device Z', () => {
  it('has the shared report function’s figures for the sales, float, movements and refunds of the shift', async () => {
    const d = await device.openShiftOnDevice({ terminal, userId: 'u1', userName: 'Nimal', key: 'open-1', openingFloat: 2000 });
    const at = (min: number) => new Date(Date.parse(d.openedAt) + min * 60_000).toISOString();
    const cash = await sell(1, { cashTendered: 500 }, at(1));
    const split = await sell(
      2,
      {
        paymentMethod: 'split',
        payments: [
          { method: 'card', amount: 200 },
          { method: 'cash', amount: 100 },
        ],
        discountAmount: 0,
      } as never,
      at(2),
    );
    await sell(3, {}, at(3), 'someone-else'); // another cashier's sale on this till: not this shift
    await sell(4, {}, new Date(Date.parse(d.openedAt) - 60_000).toISOString()); // before the open
    await device.moveCashOnDevice(d, 'in-1', { kind: 'in', amount: 300, reason: 'Change' }, terminal);
    await device.noteMovement(3, 'u1', 'out', 50);
    await device.noteReturn(3, 'u1', { totalCents: 15000, refund: [{ method: 'cash', amountCents: 15000 }] });

    const kept = (await device.loadDeviceShift(3, 'u1'))!;
    const z = await deviceShiftReport(kept, { countedCents: 240000, closedAt: at(10) });
    const cents = (n: number) => Math.round(n * 100);
    const f = shiftReport({
      openingFloatCents: 200000,
      cashSalesCents: cents(cash.payments[0].amount) + 10000,
      cashRefundsCents: 15000,
      cashInCents: 30000,
      cashOutCents: 5000,
      countedCashCents: 240000,
      salesCount: 2,
      totalCents: cents(cash.totalAmount) + cents(split.totalAmount),
      discountCents: 0,
      vatCents: cents(cash.vatAmount) + cents(split.vatAmount),
      refundsCents: 15000,
      byMethod: [
        { method: 'cash', count: 2, amountCents: cents(cash.payments[0].amount) + 10000 },
        { method: 'card', count: 1, amountCents: 20000 },
      ],
      refundsByMethod: [{ method: 'cash', count: 1, amountCents: 15000 }],
    });
    expect(cash.payments[0].amount).toBe(300); // the cash share, not the 500 handed over
    expect(z).toMatchObject({
      expectedCash: f.expectedCashCents / 100,
      overShort: f.overShortCents! / 100,
      salesCount: 2,
      grossSales: f.grossSalesCents / 100,
      netSales: f.netSalesCents / 100,
      vat: f.vatCents / 100,
      cashSales: 400,
      cashRefunds: 150,
      byMethod: [
        { method: 'cash', count: 2, amount: 400 },
        { method: 'card', count: 1, amount: 200 },
      ],
      refundsByMethod: [{ method: 'cash', count: 1, amount: 150 }],
    });
    expect(z.expectedCash).toBe(2000 + 400 - 150 + 300 - 50);
  });
});

describe('settling the device record', () => {
  const server = (id: number) => ({ id, userId: 'u1', userName: 'N', openedAt: '2026-11-24T03:00:00.000Z', openingFloat: 0 }) as Shift;

  it('keeps a shift closed here until its close is synced, then follows the server', async () => {
    const d = await device.openShiftOnDevice({ terminal, userId: 'u1', userName: 'N', key: 'open-1', openingFloat: 0 });
    await device.closeShiftOnDevice(d, 'close-1', { countedCash: 0 }, terminal);
    // The server still says open (the close has not reached it): closed on this device.
    expect((await device.settleKept(3, 'u1', server(9), true)).after).toMatchObject({ status: 'closed' });
    await deviceDb.outbox
      .where('key')
      .equals('open-1')
      .modify({ state: 'done', result: { id: 9 } });
    await deviceDb.outbox
      .where('key')
      .equals('close-1')
      .modify({ state: 'done', result: { id: 9 } });
    expect((await device.settleKept(3, 'u1', null, true)).after).toBeNull();
  });

  it('a shift opened here waits for its open; once synced it takes the server id', async () => {
    await device.openShiftOnDevice({ terminal, userId: 'u1', userName: 'N', key: 'open-1', openingFloat: 0 });
    expect((await device.settleKept(3, 'u1', null, true)).after).toMatchObject({ status: 'open', shiftId: null });
    await deviceDb.outbox
      .where('key')
      .equals('open-1')
      .modify({ state: 'done', result: { id: 12 } });
    expect((await device.settleKept(3, 'u1', server(12), true)).after).toMatchObject({ status: 'open', shiftId: 12, openKey: 'open-1' });
  });
});

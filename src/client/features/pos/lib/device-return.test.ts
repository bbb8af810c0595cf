import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Sale, SaleRequest } from '#shared/contracts/sales';
import { returnedShare } from '#shared/domain/returns';
import { emptyDrafts, previewReturn, returnableOf, returnRequest, splitRefund } from '#client/features/returns';
import { deviceDb } from '#client/features/offline/device-db';
import { enqueue } from '#client/features/offline/outbox';
import type { DeviceSale } from '#client/features/offline/types';
import { deviceCreditNote, queueDeviceReturn, returnableDeviceSale } from './device-return';
import { localSale } from './local-sale';
import { testTerminal } from './till-test-fixtures';

vi.mock('#client/features/offline/outbox', async (importOriginal) => ({
  ...(await importOriginal<typeof import('#client/features/offline/outbox')>()),
  kickSync: () => undefined,
}));

const terminal = testTerminal();

const PRODUCTS: Record<number, { name: string; price: number }> = { 1: { name: 'Soap', price: 150 }, 2: { name: 'Tea', price: 99.99 } };

/** Three soaps and a tea, 10% off the whole sale, priced on the device. */
function deviceSale(over: Partial<DeviceSale> = {}): DeviceSale {
  const request = {
    items: [
      { productId: 1, quantity: 3 },
      { productId: 2, quantity: 1 },
    ],
    paymentMethod: 'cash',
    discountPercent: 10,
  } as SaleRequest;
  const sale = localSale({
    body: request,
    product: (id) => ({ ...PRODUCTS[id], sku: null, unit: 'pieces', vatRate: 18, taxCategory: 'standard' }),
    pricing: { vatRegistered: true, pricesIncludeVat: true, vatRateBp: 1800, nbtRateBp: 0 },
    invoiceNumber: 'INV-T1-000005',
    soldAt: '2026-11-24T09:00:00.000Z',
    terminalId: 11,
    cashierId: 'u1',
    id: -5,
  });
  return { key: 'sale-5', businessId: 3, invoiceNumber: sale.invoiceNumber, soldAt: sale.saleDate, sale, request, synced: false, ...over };
}

/** The dialog's arithmetic: one soap back, refunded in cash. */
function oneSoapBack(sale: Sale) {
  const drafts = emptyDrafts(sale).map((d) =>
    sale.items.find((i) => i.id === d.saleItemId)?.productId === 1 ? { ...d, quantity: '1' } : d,
  );
  const preview = previewReturn(sale, drafts);
  const request = returnRequest(preview, drafts, splitRefund(preview.totalCents, [{ method: 'cash', amount: '' }]).parts);
  return { preview, request };
}

beforeEach(async () => {
  await Promise.all([deviceDb.outbox.clear(), deviceDb.deviceSales.clear()]);
});

describe('a return with no connection', () => {
  it('is queued after its sale, naming products, with the refund the shared rule gives', async () => {
    const ds = deviceSale();
    await enqueue({ businessId: 3, userId: 'u1', kind: 'sale', key: 'sale-5', body: ds.request, label: 's' });
    const sale = await returnableDeviceSale(ds);
    const { preview, request } = oneSoapBack(sale);
    await queueDeviceReturn({ ds, sale, request, terminal, userId: 'u1', key: 'ret-1', returnedAt: '2026-11-24T10:00:00.000Z' });

    const soap = sale.items[0];
    const expectedCents = returnedShare(returnableOf(soap), 1000).totalCents;
    expect(preview.totalCents).toBe(expectedCents);
    // A third of the soaps' line after the sale's 10% off, not a third of the shelf price.
    expect(expectedCents).toBe(Math.round((soap.total * 100) / 3));
    expect(expectedCents).not.toBe(15000);

    const item = await deviceDb.outbox.where('key').equals('ret-1').first();
    expect(item).toMatchObject({ kind: 'return', dependsOn: 'sale-5' });
    expect(item!.body).toEqual({
      saleKey: 'sale-5',
      lines: [{ productId: 1, quantity: 1, restock: true, reason: 'changed_mind' }],
      refund: [{ method: 'cash', amount: expectedCents / 100 }],
      note: null,
      returnedAt: '2026-11-24T10:00:00.000Z',
      terminal: { id: 11, deviceId: 'dev-1' },
    });

    const note = deviceCreditNote(sale, preview, request, '2026-11-24T10:00:00.000Z', 'u1');
    expect(note).toMatchObject({
      kind: 'return',
      creditNoteNumber: null,
      invoiceNumber: 'INV-T1-000005',
      totalAmount: expectedCents / 100,
    });
    expect(note.lines).toHaveLength(1);
    expect(note.lines[0]).toMatchObject({ productId: 1, quantity: 1, total: expectedCents / 100 });
  });

  it('counts what came back already in the returns queued on this device', async () => {
    const ds = deviceSale();
    await enqueue({ businessId: 3, userId: 'u1', kind: 'sale', key: 'sale-5', body: ds.request, label: 's' });
    const first = await returnableDeviceSale(ds);
    await queueDeviceReturn({
      ds,
      sale: first,
      request: oneSoapBack(first).request,
      terminal,
      userId: 'u1',
      key: 'ret-1',
      returnedAt: 'x',
    });
    const again = await returnableDeviceSale(ds);
    expect(again.items.map((i) => i.returnedQuantity ?? 0)).toEqual([1, 0]);
    // The second soap gives back the next cumulative share (the parts add up to the line).
    const second = oneSoapBack(again).preview.totalCents;
    expect(second).toBe(returnedShare(returnableOf(again.items[0]), 1000).totalCents);
  });

  it('a sale this till made online (no queued item) is named by its server id, with nothing to wait for', async () => {
    const ds = deviceSale({ synced: true });
    ds.sale = { ...ds.sale, id: 40, items: ds.sale.items.map((i, n) => ({ ...i, id: 400 + n })) };
    const sale = await returnableDeviceSale(ds);
    await queueDeviceReturn({ ds, sale, request: oneSoapBack(sale).request, terminal, userId: 'u1', key: 'ret-2', returnedAt: 'x' });
    const item = await deviceDb.outbox.where('key').equals('ret-2').first();
    expect(item?.dependsOn).toBeUndefined();
    expect(item?.body).toMatchObject({ saleId: 40, lines: [{ productId: 1, quantity: 1 }] });
    expect(item?.body).not.toHaveProperty('saleKey');
  });
});

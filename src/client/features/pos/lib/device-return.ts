/**
 * A return at a terminal with no connection (docs/decisions/0016-offline-till.md): of a sale made on this
 * device, found by its invoice number. The refund is the shared rule's (shared/domain/returns.ts,
 * through the return dialog's preview), so the credit note prints at once; the return is queued
 * after its sale, its lines naming products (the outbox maps them to the synced sale's lines), and
 * its credit note number is given by the server on sync.
 */
import type { ReturnRequest, SaleReturn } from '#shared/contracts/returns';
import type { Sale } from '#shared/contracts/sales';
import { fromCents, fromThousandths, toThousandths } from '#shared/domain/money';
import type { ReturnPreview } from '#client/features/returns';
import { deviceDb } from '#client/features/offline/device-db';
import { enqueue, getOutboxItem, kickSync } from '#client/features/offline/outbox';
import { mapReturnLines, type ReturnLineByProduct } from '#client/features/offline/senders';
import type { DeviceSale, DeviceTerminal, OutboxItem } from '#client/features/offline/types';

/** The queued return's body (the outbox's 'return'). */
export type QueuedReturn = {
  saleKey?: string;
  saleId?: number;
  lines: ReturnLineByProduct[];
  refund: NonNullable<ReturnRequest['refund']>;
  note: string | null;
  returnedAt: string;
  terminal: { id: number; deviceId: string };
};

const bodyOf = (i: OutboxItem) => i.body as QueuedReturn;

/** The returns of this device sale in the outbox (queued, sent or refused; not those set aside). */
async function returnsOf(ds: DeviceSale): Promise<OutboxItem[]> {
  // A scan (the outbox has no index by kind): a return is rare, and looked for once per dialog.
  const items = await deviceDb.outbox.filter((i) => i.kind === 'return' && i.businessId === ds.businessId).toArray();
  return items
    .filter((i) => i.state !== 'set-aside')
    .filter((i) => bodyOf(i).saleKey === ds.key || (ds.sale.id > 0 && bodyOf(i).saleId === ds.sale.id))
    .sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
}

/**
 * The device sale as the return dialog reads it: each line an id (the line's number until the
 * server gives its own) and what came back already in the returns queued on this device.
 */
export async function returnableDeviceSale(ds: DeviceSale): Promise<Sale> {
  let sale: Sale = { ...ds.sale, items: ds.sale.items.map((item, n) => ({ ...item, id: item.id ?? n + 1 })) };
  for (const earlier of await returnsOf(ds)) {
    const mapped = mapReturnLines(sale, bodyOf(earlier).lines);
    sale = {
      ...sale,
      items: sale.items.map((item) => {
        const back = mapped.filter((m) => m.saleItemId === item.id).reduce((n, m) => n + toThousandths(m.quantity), 0);
        return back ? { ...item, returnedQuantity: fromThousandths(toThousandths(item.returnedQuantity ?? 0) + back) } : item;
      }),
    };
  }
  return sale;
}

/** The credit note the till prints now: the dialog's figures, its number pending until synced. */
export function deviceCreditNote(
  sale: Sale,
  preview: ReturnPreview,
  request: ReturnRequest,
  returnedAt: string,
  userId: string,
): SaleReturn {
  const byId = new Map(sale.items.map((i) => [i.id, i]));
  const chosen = new Map(request.lines.map((l) => [Number(l.saleItemId), l]));
  const lines = preview.lines.flatMap((l, n) => {
    const item = byId.get(l.saleItemId);
    const asked = chosen.get(l.saleItemId);
    if (!l.share || !item || !asked) return [];
    const s = l.share;
    return [
      {
        id: -(n + 1),
        saleItemId: l.saleItemId,
        productId: item.productId,
        name: item.name,
        sku: item.sku,
        unit: item.unit,
        price: item.price,
        quantity: fromThousandths(l.quantity),
        vatRate: item.vatRate,
        nbtRate: item.nbtRate,
        subtotal: fromCents(s.subtotalCents),
        vatAmount: fromCents(s.vatCents),
        nbtAmount: fromCents(s.nbtCents),
        discountShare: fromCents(s.discountShareCents),
        total: fromCents(s.totalCents),
        taxCategory: item.taxCategory,
        restock: asked.restock ?? true,
        reason: asked.reason ?? 'changed_mind',
      },
    ];
  });
  const sum = (pick: (l: (typeof lines)[number]) => number) => fromCents(lines.reduce((n, l) => n + Math.round(pick(l) * 100), 0));
  const creditTo = sale.paymentStatus !== 'paid' ? 'debt' : 'store';
  return {
    id: -1,
    kind: 'return',
    creditNoteNumber: null,
    saleId: sale.id,
    invoiceNumber: sale.invoiceNumber,
    lines,
    subtotal: sum((l) => l.subtotal),
    vatAmount: sum((l) => l.vatAmount),
    nbtAmount: sum((l) => l.nbtAmount),
    discountAmount: sum((l) => l.discountShare),
    totalAmount: fromCents(preview.totalCents),
    refund: (request.refund ?? []).map((r) => ({
      method: r.method,
      amount: Number(r.amount),
      reference: null,
      creditTo: r.method === 'credit' ? creditTo : null,
    })),
    vatRegistered: sale.vatRegistered,
    pricesIncludeVat: sale.pricesIncludeVat,
    customerId: sale.customerId,
    customerName: sale.customerName,
    userId,
    approvedBy: null,
    shiftId: null,
    reason: null,
    pointsReversed: 0,
    pointsShortfall: 0,
    pointsRestored: 0,
    createdAt: returnedAt,
  };
}

/**
 * Queues the return: after its sale's own queued item when it has one (a sale made offline),
 * else naming the sale the server already has (a sale this till made online).
 */
export async function queueDeviceReturn(a: {
  ds: DeviceSale;
  sale: Sale;
  request: ReturnRequest;
  terminal: DeviceTerminal;
  userId: string;
  key: string;
  returnedAt: string;
}): Promise<QueuedReturn> {
  const productOf = new Map(a.sale.items.map((i) => [i.id, i.productId]));
  const lines = a.request.lines.map((l) => ({
    productId: productOf.get(Number(l.saleItemId))!,
    quantity: Number(l.quantity as number | string),
    restock: l.restock ?? true,
    reason: l.reason ?? 'changed_mind',
  }));
  const queuedSale = await getOutboxItem(a.ds.key);
  if (!queuedSale && !(a.ds.sale.id > 0)) throw new Error('The sale is neither queued nor on the server');
  const body: QueuedReturn = {
    ...(queuedSale ? { saleKey: a.ds.key } : { saleId: a.ds.sale.id }),
    lines,
    refund: a.request.refund ?? [],
    note: typeof a.request.note === 'string' ? a.request.note : null,
    returnedAt: a.returnedAt,
    terminal: { id: a.terminal.terminalId, deviceId: a.terminal.deviceId },
  };
  const total = (a.request.refund ?? []).reduce((n, r) => n + Number(r.amount), 0);
  await enqueue({
    businessId: a.ds.businessId,
    userId: a.userId,
    kind: 'return',
    key: a.key,
    body,
    dependsOn: queuedSale ? a.ds.key : undefined,
    label: `${a.ds.invoiceNumber} · -${total.toFixed(2)}`,
  });
  kickSync();
  return body;
}

/**
 * One request per outbox kind (docs/decisions/0016-offline-till.md), each with the item's Idempotency-Key, so a
 * retry after any failure is the same write. What a write needs from an earlier one (the synced
 * sale's id and lines, the shift's id) is read from that item's result here, on send.
 */
import type { Sale } from '#shared/contracts/sales';
import { SALES_PATHS } from '#shared/contracts/sales-paths';
import { IDEMPOTENCY_HEADER } from '#shared/contracts/idempotency';
import { RETURNS_PATHS } from '#shared/contracts/returns-paths';
import { SHIFT_PATHS } from '#shared/contracts/shift-paths';
import { api } from '#client/lib/api';
import { getOutboxItem } from './outbox';
import type { OutboxItem } from './types';

/** A write that cannot be made as queued (a line the synced sale does not have): a problem, not a retry. */
export class UnsendableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnsendableError';
  }
}

export type ReturnLineByProduct = { productId: number; quantity: number; restock?: boolean; reason?: string };
export type QueuedReturnBody = { saleKey?: string; saleId?: number; lines: ReturnLineByProduct[] } & Record<string, unknown>;

const idOfResult = (item: OutboxItem | undefined): number | undefined => {
  const id = (item?.result as { id?: unknown } | undefined)?.id;
  return typeof id === 'number' ? id : undefined;
};

/** The id the server gave an earlier item (the sale, the shift open) this one names by its key. */
async function resultIdOf(key: string | undefined, what: string): Promise<number> {
  const earlier = key ? await getOutboxItem(key) : undefined;
  const id = earlier?.state === 'done' ? idOfResult(earlier) : undefined;
  if (id === undefined) throw new UnsendableError(`The ${what} this depends on is not synced`);
  return id;
}

/** Return lines name products; the server wants the sale's line ids: the first line of that product with enough left. */
export function mapReturnLines(sale: Pick<Sale, 'items'>, lines: readonly ReturnLineByProduct[]) {
  const taken = new Map<number, number>();
  return lines.map(({ productId, ...rest }) => {
    const candidates = sale.items.filter((i) => i.productId === productId && i.id !== undefined);
    const left = (i: Sale['items'][number]) => i.quantity - (i.returnedQuantity ?? 0) - (taken.get(i.id!) ?? 0);
    const line = candidates.find((i) => left(i) >= rest.quantity - 1e-9) ?? candidates[0];
    if (!line) throw new UnsendableError(`Product ${productId} is not on the synced sale`);
    taken.set(line.id!, (taken.get(line.id!) ?? 0) + rest.quantity);
    return { saleItemId: line.id!, ...rest };
  });
}

const withKey = (item: OutboxItem): RequestInit => ({ headers: { [IDEMPOTENCY_HEADER]: item.key } });

async function sendReturn(item: OutboxItem): Promise<unknown> {
  const { saleKey, saleId: givenId, lines, ...rest } = item.body as QueuedReturnBody;
  const saleId = typeof givenId === 'number' ? givenId : await resultIdOf(saleKey, 'sale');
  const sale = await api.get<Sale>(SALES_PATHS.sale(item.businessId, saleId));
  const body = { ...rest, lines: mapReturnLines(sale, lines) };
  return api.post(RETURNS_PATHS.saleReturns(item.businessId, saleId), body, withKey(item));
}

async function shiftIdOf(body: { openKey?: string; shiftId?: number }): Promise<number> {
  return typeof body.shiftId === 'number' ? body.shiftId : resultIdOf(body.openKey, 'shift');
}

/** Sends one item; resolves with the server's answer, throws ApiError / a network error / UnsendableError. */
export async function sendItem(item: OutboxItem): Promise<unknown> {
  const b = item.businessId;
  switch (item.kind) {
    case 'sale':
      return api.post<Sale>(SALES_PATHS.sales(b), item.body, withKey(item));
    case 'return':
      return sendReturn(item);
    case 'shift.open':
      return api.post(SHIFT_PATHS.list(b), item.body, withKey(item));
    case 'shift.close': {
      const { openKey: _o, shiftId: _s, ...body } = item.body as { openKey?: string; shiftId?: number };
      return api.post(SHIFT_PATHS.close(b, await shiftIdOf(item.body as never)), body, withKey(item));
    }
    case 'cash-movement': {
      const { openKey: _o, shiftId: _s, ...body } = item.body as { openKey?: string; shiftId?: number };
      return api.post(SHIFT_PATHS.cashMovements(b, await shiftIdOf(item.body as never)), body, withKey(item));
    }
  }
}

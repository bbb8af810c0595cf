import type { PosProduct, PosResponse, Sale, SaleRequest } from '#shared/contracts/sales';
import { queryClient } from '#client/lib/query-client';
import { queryKeys } from '#client/lib/query-keys';
import { lessStock } from '../api/pos-query';
import { terminalInvoiceNumber } from '#shared/contracts/terminal-paths';
import { deviceDb } from '#client/features/offline/device-db';
import { saveDeviceSale } from '#client/features/offline/device-sales';
import { enqueue, kickSync } from '#client/features/offline/outbox';
import { releaseInvoiceNumber } from '#client/features/offline/release-number';
import { getDeviceTerminal, takeInvoiceNumber } from '#client/features/offline/terminal-store';
import type { DeviceTerminal } from '#client/features/offline/types';
import { toCents } from '#shared/domain/money';
import { isAboveMrp } from '#shared/domain/mrp';
import type { TillPricingMode } from './cart';
import { localSale, type LocalProduct } from './local-sale';

/**
 * The checkout of a registered terminal (docs/decisions/0016-offline-till.md), apart from the hook: the
 * number it gives the sale, the body it sends or queues, and the sale kept on the device.
 */

/** What the till knows that a sale priced on the device needs. */
export type TillDevice = {
  pricing: TillPricingMode;
  catalogue: ReadonlyMap<number, PosProduct>;
  /** The tier discount and the points redeemed, in cents, as the till's totals charge them. */
  loyaltyDiscountCents: number;
  userId: string;
};

/** This browser's terminal for the business; null when it is none (or the device store cannot open). */
export async function readTerminal(businessId: number): Promise<DeviceTerminal | null> {
  try {
    return await getDeviceTerminal(businessId);
  } catch {
    return null;
  }
}

// An attempt (its Idempotency-Key) keeps the number it took: paying again after a server error
// sends the same body, and a reload does not make it take a second number.
const numberKey = (key: string) => `kade.till.number.${key}`;

function keptNumber(key: string): number | null {
  try {
    const n = Number(localStorage.getItem(numberKey(key)));
    return Number.isSafeInteger(n) && n > 0 ? n : null;
  } catch {
    return null;
  }
}

export function forgetAttemptNumber(key: string): void {
  try {
    localStorage.removeItem(numberKey(key));
  } catch {
    // Private mode: nothing was kept.
  }
}

/** The attempt's number: the one it took already, or the next of the series. */
export async function numberForAttempt(t: DeviceTerminal, key: string): Promise<{ number: number; invoiceNumber: string }> {
  const kept = keptNumber(key);
  if (kept !== null) return { number: kept, invoiceNumber: terminalInvoiceNumber(t.invoicePrefix, t.code, kept) };
  const taken = await takeInvoiceNumber(t.businessId);
  try {
    localStorage.setItem(numberKey(key), String(taken.number));
  } catch {
    // Without storage a retry takes a new number; the server then answers 422 for the reused key.
  }
  return taken;
}

/** A refused sale gives its number back (only while it is still the last one taken). */
export async function giveBackNumber(t: DeviceTerminal, key: string, number: number): Promise<void> {
  forgetAttemptNumber(key);
  await releaseInvoiceNumber(t.businessId, number).catch(() => false);
}

export const withTerminal = (body: SaleRequest, t: DeviceTerminal, number: number): SaleRequest => ({
  ...body,
  terminal: { id: t.terminalId, deviceId: t.deviceId, number },
});

/** Made with no connection: when, and each line at the catalogue's price, which the server keeps. */
export function offlineBody(body: SaleRequest, catalogue: ReadonlyMap<number, PosProduct>, soldAt: string): SaleRequest {
  return {
    ...body,
    items: body.items.map((item) => ({ ...item, price: catalogue.get(Number(item.productId))?.price ?? item.price })),
    offline: true,
    soldAt,
  };
}

/**
 * The first line of a sale the device would sell above its MRP (what one unit costs the customer,
 * VAT included when it is added on top: mrp.ts), or null. The till refuses such a sale offline,
 * as the server refuses it online; one that reaches the server anyway becomes a sale exception.
 */
export function lineAboveMrp(body: SaleRequest, catalogue: ReadonlyMap<number, PosProduct>, pricing: TillPricingMode): string | null {
  for (const item of body.items) {
    const product = catalogue.get(Number(item.productId));
    if (!product || product.mrp == null) continue;
    const price = item.price != null ? Number(item.price) : product.price;
    if (isAboveMrp({ priceCents: toCents(price), mrpCents: toCents(product.mrp), taxCategory: product.taxCategory }, pricing))
      return product.name;
  }
  return null;
}

/** The receipt of a sale the server has not answered: priced on the device (local-sale.ts). */
export function deviceReceipt(
  a: { body: SaleRequest; device: TillDevice; cartProduct: (id: number) => LocalProduct | undefined },
  t: DeviceTerminal,
  taken: { number: number; invoiceNumber: string },
  soldAt: string,
): Sale {
  return localSale({
    body: a.body,
    product: (id) => a.device.catalogue.get(id) ?? a.cartProduct(id),
    pricing: a.device.pricing,
    loyaltyDiscountCents: a.device.loyaltyDiscountCents,
    invoiceNumber: taken.invoiceNumber,
    soldAt,
    terminalId: t.terminalId,
    cashierId: a.device.userId || null,
    id: -taken.number,
  });
}

/** The sale and its queued request, in one transaction: a sale on the device is always on its way. */
export async function queueSale(a: { businessId: number; userId: string; key: string; body: SaleRequest; sale: Sale }): Promise<void> {
  await deviceDb.transaction('rw', deviceDb.outbox, deviceDb.deviceSales, async () => {
    await saveDeviceSale({
      key: a.key,
      businessId: a.businessId,
      invoiceNumber: a.sale.invoiceNumber,
      soldAt: a.sale.saleDate,
      sale: a.sale,
      request: a.body,
      synced: false,
    });
    await enqueue({
      businessId: a.businessId,
      userId: a.userId,
      kind: 'sale',
      key: a.key,
      body: a.body,
      label: `${a.sale.invoiceNumber} · ${a.sale.totalAmount.toFixed(2)}`,
    });
  });
  forgetAttemptNumber(a.key);
  // The till's shelf figures follow its own sales while the server cannot answer.
  const sold = new Map<number, number>();
  for (const line of a.body.items) sold.set(Number(line.productId), (sold.get(Number(line.productId)) ?? 0) + Number(line.quantity));
  queryClient.setQueryData<PosResponse>(queryKeys.pos(a.businessId), (pos) => (pos ? lessStock(pos, sold) : pos));
  kickSync();
}

/** A terminal's online sale is kept on the device too (a return of it offline later); not awaited. */
export function keepOnlineSale(a: { businessId: number; key: string; body: SaleRequest; sale: Sale }): void {
  forgetAttemptNumber(a.key);
  saveDeviceSale({
    key: a.key,
    businessId: a.businessId,
    invoiceNumber: a.sale.invoiceNumber,
    soldAt: a.sale.saleDate,
    sale: a.sale,
    request: a.body,
    synced: true,
  }).catch((err: unknown) => console.warn('Kade: the sale could not be kept on this device', err));
}

import { useCallback, useRef, useState } from 'react';
import type { Sale, SaleRequest } from '#shared/contracts/sales';
import { SALES_PATHS } from '#shared/contracts/sales-paths';
import { api, ApiError, serverMessageOf } from '#client/lib/api';
import { browserOnline, isNetworkError } from '#client/features/offline/online';
import { lastOnlineAt, offlineAllowed } from '#client/features/offline/sync-status';
import { readDeviceTerminal } from '#client/features/offline/device-terminal';
import type { DeviceTerminal } from '#client/features/offline/types';
import { useCreateSale } from '../api/create-sale';
import { DEFAULT_TILL_PRICING } from '../lib/cart';
import { saleBody, type SaleOrder, type SalePayment } from '../lib/sale-body';
import type { TillDevice } from '../lib/terminal-sale';
import { shopNow } from '#client/lib/shop-time';

export type Payment = SalePayment;

/** What is being sold: the cart, its discounts and the loyalty choices, as the till shows them now. */
export type CheckoutOrder = SaleOrder;

/** The till's pending attempt (use-till-cart): its key per checkout body, and clearing it once paid. */
export type CheckoutAttempt = { keyFor: (signature: string) => string; paid: () => void };

export type CheckoutFailure =
  /** Another checkout of this till is still on its way (a double click): nothing was sent. */
  | { kind: 'busy' }
  /** A credit sale whose phone number the server refused: shown next to the field. */
  | { kind: 'invalid-phone' }
  /** The server refused the sale (4xx): `message` is its words (may be empty). */
  | { kind: 'rejected'; status: number; code: string | undefined; message: string }
  /** No answer, or a server error: paying again retries the same attempt with the same key. */
  | { kind: 'failed' }
  /** No connection, and this browser is not a registered till: it cannot sell offline. */
  | { kind: 'not-terminal' }
  /** No connection for longer than the offline limit: the till must sync before it sells again. */
  | { kind: 'offline-limit'; hours: number }
  /** Sold on the device, a line would cost the customer more than its MRP (VAT included): refused. */
  | { kind: 'above-mrp'; name: string };

/** `queued`: made on the device (no connection), its receipt priced there; the outbox sends it. */
export type CheckoutResult = { ok: true; sale: Sale; queued?: boolean } | { ok: false; failure: CheckoutFailure };
export type ReprintResult = { ok: true; sale: Sale } | { ok: false; message: string };

/**
 * A terminal's checkout (its numbers, the sale priced and queued on the device) with the device
 * store it needs: its own chunk, fetched by the first checkout or once the till is idle
 * (preloadTerminalSale), never with the till's first paint.
 */
const loadTerminalSale = () => import('../lib/terminal-sale');
export const preloadTerminalSale = () => void loadTerminalSale().catch(() => undefined);

function failureOf(err: unknown, payment: Payment): CheckoutFailure {
  if (!(err instanceof ApiError) || err.status < 400 || err.status >= 500) return { kind: 'failed' };
  if (payment.parts.some((p) => p.debtor) && err.fieldErrors?.['debtorInfo.phone']) return { kind: 'invalid-phone' };
  return { kind: 'rejected', status: err.status, code: err.code, message: err.localMessage };
}

/**
 * The till's checkout, apart from its screen: the request body, one Idempotency-Key per attempt
 * (kept by the till in the browser, so paying again for the same cart — even after a reload —
 * retries the same attempt and the server answers the sale it already made), the receipt shown
 * after a sale and the reprint of a recent one.
 *
 * A registered terminal (docs/decisions/0016-offline-till.md) numbers the sale itself and, with no
 * connection and within its offline limit, sells on the device: the sale is queued with the same
 * key (the outbox sends it), and its receipt, priced on the device, prints at once.
 */
export function useCheckout({
  businessId,
  order,
  attempt,
  device,
  onPaid,
}: {
  businessId: number;
  order: CheckoutOrder;
  attempt: CheckoutAttempt;
  /** What a sale priced on the device needs (the till passes it; the defaults price from the cart). */
  device?: TillDevice;
  /** A sale just completed (not a reprint); `queued` when it was made on the device. */
  onPaid?: (sale: Sale, queued: boolean) => void;
}) {
  const createSale = useCreateSale(businessId);
  const [receipt, setReceipt] = useState<Sale | null>(null);
  const [reprinting, setReprinting] = useState<number | null>(null);
  // A second click lands before React re-renders with isPending: the ref sees it at once.
  const inFlight = useRef(false);

  const done = (sale: Sale, queued = false): CheckoutResult => {
    attempt.paid();
    setReceipt(sale);
    onPaid?.(sale, queued);
    return queued ? { ok: true, sale, queued } : { ok: true, sale };
  };

  /** The business's counter numbers the sale (a browser that is not a terminal), online only. */
  const sellOnline = async (body: SaleRequest, idempotencyKey: string, payment: Payment): Promise<CheckoutResult> => {
    if (!browserOnline()) return { ok: false, failure: { kind: 'not-terminal' } };
    try {
      return done(await createSale.mutateAsync({ body, idempotencyKey }));
    } catch (err) {
      return { ok: false, failure: failureOf(err, payment) };
    }
  };

  const sellAsTerminal = async (
    terminalSale: Awaited<ReturnType<typeof loadTerminalSale>>,
    t: DeviceTerminal,
    base: SaleRequest,
    key: string,
    payment: Payment,
  ): Promise<CheckoutResult> => {
    const connected = browserOnline();
    const mayQueue = offlineAllowed(t, lastOnlineAt());
    if (!connected && !mayQueue) return { ok: false, failure: { kind: 'offline-limit', hours: t.offlineLimitHours } };
    const taken = await terminalSale.numberForAttempt(t, key);
    const body = terminalSale.withTerminal(base, t, taken.number);
    const dev = device ?? { pricing: DEFAULT_TILL_PRICING, catalogue: new Map(), loyaltyDiscountCents: 0, userId: '' };
    const cartProduct = (id: number) => order.cart.find((l) => l.productId === id);
    // Queued on the device: the receipt is priced there and prints now; the outbox sends the body.
    const queue = async (queued: SaleRequest, soldAt: string): Promise<CheckoutResult> => {
      const above = terminalSale.lineAboveMrp(queued, dev.catalogue, dev.pricing);
      if (above !== null) {
        await terminalSale.giveBackNumber(t, key, taken.number);
        return { ok: false, failure: { kind: 'above-mrp', name: above } };
      }
      const sale = terminalSale.deviceReceipt({ body: queued, device: dev, cartProduct }, t, taken, soldAt);
      await terminalSale.queueSale({ businessId, userId: dev.userId, key, body: queued, sale });
      return done(sale, true);
    };
    if (!connected) {
      const soldAt = shopNow().toISOString();
      return queue(terminalSale.offlineBody(body, dev.catalogue, soldAt), soldAt);
    }
    try {
      const sale = await createSale.mutateAsync({ body, idempotencyKey: key });
      terminalSale.keepOnlineSale({ businessId, key, body, sale });
      return done(sale);
    } catch (err) {
      // No answer: the same body and key go to the outbox (had it landed, the server answers that sale).
      if (isNetworkError(err) && mayQueue) return queue(body, shopNow().toISOString());
      if (err instanceof ApiError && err.status >= 400 && err.status < 500) await terminalSale.giveBackNumber(t, key, taken.number);
      return { ok: false, failure: failureOf(err, payment) };
    }
  };

  const checkout = async (payment: Payment): Promise<CheckoutResult> => {
    if (inFlight.current) return { ok: false, failure: { kind: 'busy' } };
    const body = saleBody(order, payment);
    // The names and prices sent are display only (the server prices the sale), so a catalogue
    // refresh after a reload does not make the same sale look new.
    const idempotencyKey = attempt.keyFor(JSON.stringify({ ...body, items: body.items.map((i) => [i.productId, i.quantity]) }));
    inFlight.current = true;
    try {
      const terminal = await readDeviceTerminal(businessId);
      return terminal
        ? await sellAsTerminal(await loadTerminalSale(), terminal, body, idempotencyKey, payment)
        : await sellOnline(body, idempotencyKey, payment);
    } catch (err) {
      // The device store failed, or the sale could not be priced on the device: nothing was sold.
      console.warn('Kade: the sale could not be made on this device', err);
      return { ok: false, failure: { kind: 'failed' } };
    } finally {
      inFlight.current = false;
    }
  };

  const reprint = async (saleId: number): Promise<ReprintResult> => {
    setReprinting(saleId);
    try {
      const sale = await api.get<Sale>(SALES_PATHS.sale(businessId, saleId));
      setReceipt(sale);
      return { ok: true, sale };
    } catch (err) {
      return { ok: false, message: serverMessageOf(err, '') };
    } finally {
      setReprinting(null);
    }
  };

  const closeReceipt = useCallback(() => setReceipt(null), []);

  return { checkout, pending: createSale.isPending, receipt, closeReceipt, reprint, reprinting };
}

import { useCallback, useRef, useState } from 'react';
import type { Sale } from '../../../../shared/contracts/sales';
import { SALES_PATHS } from '../../../../shared/contracts/sales-paths';
import { api, ApiError, serverMessageOf } from '../../../lib/api';
import { useCreateSale } from '../api/create-sale';
import { saleBody, type SaleOrder, type SalePayment } from './sale-body';

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
  | { kind: 'failed' };

export type CheckoutResult = { ok: true; sale: Sale } | { ok: false; failure: CheckoutFailure };
export type ReprintResult = { ok: true; sale: Sale } | { ok: false; message: string };

function failureOf(err: unknown, payment: Payment): CheckoutFailure {
  if (!(err instanceof ApiError) || err.status < 400 || err.status >= 500) return { kind: 'failed' };
  if (payment.parts.some((p) => p.debtor) && err.fieldErrors?.['debtorInfo.phone']) return { kind: 'invalid-phone' };
  return { kind: 'rejected', status: err.status, code: err.code, message: err.localMessage };
}

/**
 * The till's checkout, apart from its screen: the request body, one Idempotency-Key per attempt
 * (kept by the till in the browser, so paying again for the same cart — even after a reload —
 * retries the same attempt and the server answers the sale it already made), the receipt shown
 * after a sale and the reprint of a recent one. The offline till queues behind `checkout`.
 */
export function useCheckout({ businessId, order, attempt }: { businessId: number; order: CheckoutOrder; attempt: CheckoutAttempt }) {
  const createSale = useCreateSale(businessId);
  const [receipt, setReceipt] = useState<Sale | null>(null);
  const [reprinting, setReprinting] = useState<number | null>(null);
  // A second click lands before React re-renders with isPending: the ref sees it at once.
  const inFlight = useRef(false);

  const checkout = async (payment: Payment): Promise<CheckoutResult> => {
    if (inFlight.current) return { ok: false, failure: { kind: 'busy' } };
    const body = saleBody(order, payment);
    // The names and prices sent are display only (the server prices the sale), so a catalogue
    // refresh after a reload does not make the same sale look new.
    const idempotencyKey = attempt.keyFor(JSON.stringify({ ...body, items: body.items.map((i) => [i.productId, i.quantity]) }));
    inFlight.current = true;
    try {
      const sale = await createSale.mutateAsync({ body, idempotencyKey });
      attempt.paid();
      setReceipt(sale);
      return { ok: true, sale };
    } catch (err) {
      return { ok: false, failure: failureOf(err, payment) };
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

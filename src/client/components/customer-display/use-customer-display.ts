import { useEffect, useRef } from 'react';
import type { Sale } from '#shared/contracts/sales';
import { fromCents, fromThousandths } from '#shared/domain/money';
import { publishDisplay, type DisplayState } from './display-channel';

/** A till cart line (features/pos CartLine): what the display needs of it. */
type CartLine = { name: string; nameSi?: string; nameTa?: string; unit: string; quantity: number };

/** What the till's live totals give the display (TillTotals from use-till-totals). */
type Totals = { lines: readonly { grossCents: number }[]; discountCents: number; totalCents: number };

export type TillDisplayInput = {
  businessId: number;
  /** The shop's name as its receipts print it. */
  shopName?: string | null;
  cart: readonly CartLine[];
  totals: Totals;
  /** The receipt the till shows: a new one just after a sale is the sale that was paid. */
  receipt: Sale | null;
};

type Update = Partial<DisplayState> & { businessId: number };

/** The cart as the display shows it: every name the product has, amounts in LKR. */
export function cartUpdate(a: TillDisplayInput): Update {
  return {
    businessId: a.businessId,
    shopName: a.shopName ?? null,
    phase: 'sale',
    lines: a.cart.map((l, i) => ({
      name: l.name,
      ...(l.nameSi ? { nameSi: l.nameSi } : {}),
      ...(l.nameTa ? { nameTa: l.nameTa } : {}),
      quantity: fromThousandths(l.quantity),
      unit: l.unit,
      amount: fromCents(a.totals.lines[i]?.grossCents ?? 0),
    })),
    discount: a.totals.discountCents > 0 ? fromCents(a.totals.discountCents) : null,
    total: fromCents(a.totals.totalCents),
    tendered: null,
    change: null,
    paidAt: null,
  };
}

/** The thank-you after a sale: its total and, for cash handed over, the change. */
export function paidUpdate(businessId: number, shopName: string | null | undefined, sale: Sale, now: number): Update {
  return {
    businessId,
    shopName: shopName ?? null,
    phase: 'paid',
    lines: [],
    discount: null,
    total: sale.totalAmount,
    tendered: sale.cashTendered,
    change: sale.changeDue > 0 ? sale.changeDue : null,
    paidAt: now,
    lankaqr: null,
  };
}

const idleUpdate = (businessId: number, shopName: string | null | undefined): Update => ({
  businessId,
  shopName: shopName ?? null,
  phase: 'idle',
  lines: [],
  total: 0,
  discount: null,
  tendered: null,
  change: null,
  lankaqr: null,
});

/** A receipt this soon after the cart emptied is the sale that emptied it. */
const PAID_WINDOW_MS = 3_000;

/**
 * The till's side of the customer display: publishes the cart and its totals whenever they change,
 * and the thank-you with the change when a sale is paid. A receipt that appears with no cart just
 * before it is a reprint, not a sale: the display stays as it was.
 */
export function useCustomerDisplay(a: TillDisplayInput): void {
  const { businessId, shopName, cart, receipt } = a;
  const selling = cart.length > 0;
  const sale = selling ? cartUpdate(a) : null;
  const saleJson = sale ? JSON.stringify(sale) : null;
  const published = useRef<string | null>(null);
  const wasSelling = useRef(false);
  // When the cart last had lines (0: not since the till opened).
  const soldAt = useRef(0);
  const receiptKey = receipt ? `${receipt.id}|${receipt.invoiceNumber}` : null;
  const lastReceipt = useRef<string | null>(receiptKey);

  useEffect(() => {
    if (!businessId) return;
    const newReceipt = receiptKey !== null && receiptKey !== lastReceipt.current;
    lastReceipt.current = receiptKey;
    const now = Date.now();
    const was = wasSelling.current;
    if (was) soldAt.current = now; // the cart had lines until this change
    wasSelling.current = !!saleJson;
    let update: Update;
    if (saleJson) update = JSON.parse(saleJson) as Update;
    else if (newReceipt && receipt && now - soldAt.current < PAID_WINDOW_MS) update = paidUpdate(businessId, shopName, receipt, now);
    else if (was || published.current === null) update = idleUpdate(businessId, shopName);
    else return; // still idle, or the thank-you stays up until its time runs out
    const json = JSON.stringify(update);
    if (json === published.current) return;
    published.current = json;
    publishDisplay(update);
  }, [businessId, shopName, saleJson, receiptKey, receipt]);

  // The till closed (another screen, signed out): the display goes back to its welcome.
  const name = useRef(shopName);
  name.current = shopName;
  useEffect(
    () => () => {
      if (!businessId) return;
      published.current = null;
      wasSelling.current = false;
      publishDisplay(idleUpdate(businessId, name.current));
    },
    [businessId],
  );
}

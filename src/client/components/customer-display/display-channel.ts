/**
 * The till talks to the customer display over a BroadcastChannel: same
 * origin, same device, no server. The till publishes; the display window renders what it last got.
 *
 * Amounts travel as LKR numbers (the API's decimals) and names in every language the product has:
 * the display formats and names them in the customer's language, not the cashier's.
 */
export const DISPLAY_CHANNEL = 'kade-customer-display';

export type DisplayLine = {
  /** The product's name (English or as entered) and, when the shop gave them, its Sinhala and Tamil names. */
  name: string;
  nameSi?: string;
  nameTa?: string;
  /** The quantity (0.25 for 250 g) and its unit ('piece', 'kg', …). */
  quantity: number;
  unit: string;
  /** What the line comes to before the cart's discounts, in LKR. */
  amount: number;
};

/** A string is shown as it is (already formatted); a number is formatted in the display's language. */
export type DisplayAmount = number | string;

export type DisplayState = {
  /** The till's business: a display never shows another shop's cart. */
  businessId: number;
  /** The shop's name as its receipts print it (the display falls back to the business's name). */
  shopName?: string | null;
  lines: DisplayLine[];
  /** What the customer pays, in LKR. */
  total: DisplayAmount;
  /** Every discount on the sale (0 or null: none), in LKR. */
  discount?: DisplayAmount | null;
  /** After a cash sale: what was tendered and the change due. */
  tendered?: DisplayAmount | null;
  change?: DisplayAmount | null;
  /** When the sale was paid (ms since the epoch): the thank-you shows for a few seconds from then. */
  paidAt?: number | null;
  /** A dynamic LankaQR payload for this sale while the cashier waits for the customer to pay. */
  lankaqr?: { payload: string; amount: DisplayAmount } | null;
  /** 'idle' shows the shop's welcome; 'sale' the cart; 'paid' the thank-you with change. */
  phase: 'idle' | 'sale' | 'paid';
};

type Message = { type: 'state'; state: DisplayState } | { type: 'hello' };

/** Partial updates merge into the last state the till published (the cart, then a QR over it). */
let last: DisplayState | null = null;
let channel: BroadcastChannel | null = null;

function open(): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  if (!channel) {
    channel = new BroadcastChannel(DISPLAY_CHANNEL);
    // A display opened after the till published asks for the state.
    channel.onmessage = (e: MessageEvent<Message>) => {
      if (e.data?.type === 'hello' && last) channel?.postMessage({ type: 'state', state: last } satisfies Message);
    };
  }
  return channel;
}

/** Publish the till's state (or part of it) to any open customer display. */
export function publishDisplay(update: Partial<DisplayState> & { businessId: number }) {
  const base: DisplayState =
    last && last.businessId === update.businessId ? last : { businessId: update.businessId, lines: [], total: 0, phase: 'idle' };
  last = { ...base, ...update };
  open()?.postMessage({ type: 'state', state: last } satisfies Message);
}

/** Show (or, with null, take down) a sale's LankaQR code on the customer display. */
export function publishDisplayQr(businessId: number, lankaqr: DisplayState['lankaqr']) {
  publishDisplay({ businessId, lankaqr });
}

/** The display side: calls `onState` with every state the till publishes, the last one first. */
export function subscribeDisplay(onState: (s: DisplayState) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const ch = new BroadcastChannel(DISPLAY_CHANNEL);
  ch.onmessage = (e: MessageEvent<Message>) => {
    if (e.data?.type === 'state') onState(e.data.state);
  };
  ch.postMessage({ type: 'hello' } satisfies Message);
  return () => ch.close();
}

/**
 * The till talks to the customer display (issue 22 point 7) over a BroadcastChannel: same
 * origin, same device, no server. The till publishes; the display window renders what it last got.
 */
export const DISPLAY_CHANNEL = 'kade-customer-display';

export type DisplayLine = { name: string; quantity: string; amount: string };

export type DisplayState = {
  /** The till's business: a display never shows another shop's cart. */
  businessId: number;
  lines: DisplayLine[];
  /** Totals as the till shows them (strings already formatted as LKR amounts). */
  total: string;
  discount?: string | null;
  /** After a cash sale: what was tendered and the change due. */
  tendered?: string | null;
  change?: string | null;
  /** A dynamic LankaQR payload for this sale while the cashier waits for the customer to pay. */
  lankaqr?: { payload: string; amount: string } | null;
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
    last && last.businessId === update.businessId ? last : { businessId: update.businessId, lines: [], total: '', phase: 'idle' };
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

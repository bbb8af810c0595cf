import { useEffect, useState } from 'react';
import { subscribeDisplay, type DisplayState } from '#client/components/customer-display/display-channel';

/** How long the thank-you (and the change due) stays up after a sale, unless the next one starts. */
export const PAID_SHOWN_MS = 10_000;

export type DisplayView =
  | { kind: 'idle' }
  | { kind: 'sale'; state: DisplayState }
  | { kind: 'qr'; state: DisplayState; qr: NonNullable<DisplayState['lankaqr']> }
  | { kind: 'paid'; state: DisplayState };

/**
 * What the display shows, from the till's latest state and the last paid sale it saw: the cart
 * (with the LankaQR code over it while the cashier waits for the payment), else the thank-you for
 * PAID_SHOWN_MS after a sale, else the welcome. Another business's states are ignored.
 */
export function displayView(
  current: DisplayState | null,
  paid: DisplayState | null,
  businessId: number | undefined,
  now: number,
): DisplayView {
  const mine = (s: DisplayState | null) => (s && s.businessId === businessId ? s : null);
  const c = mine(current);
  if (c?.lankaqr && c.phase !== 'paid') return { kind: 'qr', state: c, qr: c.lankaqr };
  if (c?.phase === 'sale' && c.lines.length > 0) return { kind: 'sale', state: c };
  const p = mine(paid);
  if (p && now - (p.paidAt ?? 0) < PAID_SHOWN_MS) return { kind: 'paid', state: p };
  return { kind: 'idle' };
}

/** The display's side of the channel: what to show now, re-evaluated when the thank-you runs out. */
export function useDisplayView(businessId: number | undefined): DisplayView {
  const [current, setCurrent] = useState<DisplayState | null>(null);
  const [paid, setPaid] = useState<DisplayState | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(
    () =>
      subscribeDisplay((s) => {
        setCurrent(s);
        if (s.phase === 'paid') setPaid(s);
        setNow(Date.now());
      }),
    [],
  );
  const view = displayView(current, paid, businessId, now);
  const paidUntil = view.kind === 'paid' ? (view.state.paidAt ?? 0) + PAID_SHOWN_MS : null;
  useEffect(() => {
    if (paidUntil == null) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, paidUntil - Date.now()) + 50);
    return () => clearTimeout(timer);
  }, [paidUntil]);
  return view;
}

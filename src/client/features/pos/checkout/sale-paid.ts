import { useEffect, useRef } from 'react';
import type { Sale } from '#shared/contracts/sales';

/**
 * A sale the till just completed, published once to whoever follows the checkout: the receipt
 * printer, the tax invoice, the customer display, the toasts and the till's reset.
 */
export type SalePaid = {
  sale: Sale;
  /** Made on the device with no connection: its receipt was priced there; the outbox sends it. */
  queued: boolean;
  /** The sale of an exchange (a return and a sale together): its return prints and shows its own papers. */
  exchange: boolean;
};

export type SalePaidListener = (paid: SalePaid) => void;

/** The checkout's list of followers: `subscribe` returns the way to stop following. */
export type SalePaidChannel = {
  subscribe: (listener: SalePaidListener) => () => void;
  publish: (paid: SalePaid) => void;
};

/** A channel kept for the component's life: a set of listeners, called in the order they subscribed. */
export function useSalePaidChannel(): SalePaidChannel {
  const channel = useRef<SalePaidChannel | null>(null);
  channel.current ??= newChannel();
  return channel.current;
}

function newChannel(): SalePaidChannel {
  const listeners = new Set<SalePaidListener>();
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    publish: (paid) => listeners.forEach((listener) => listener(paid)),
  };
}

/** Calls `handler` (its latest version) each time the checkout completes a sale. */
export function useSalePaid(checkout: { salePaid: SalePaidChannel }, handler: SalePaidListener): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  const { salePaid } = checkout;
  useEffect(() => salePaid.subscribe((paid) => latest.current(paid)), [salePaid]);
}

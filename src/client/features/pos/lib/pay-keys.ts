import { useEffect, useRef } from 'react';
import type { TenderMethod } from './payments';

/** The till's function keys for each method (shown on the buttons; aria-keyshortcuts). */
export const METHOD_KEYS: Record<TenderMethod, string> = {
  cash: 'F1',
  card: 'F2',
  lankaqr: 'F3',
  cheque: 'F4',
  bank_transfer: 'F5',
  credit: 'F6',
};

/** The till's other keys: the amount tendered, the cart's discount, park, the parked sales and returns (find a sale). */
export const TILL_KEYS = { tendered: 'F7', discount: 'F8', park: 'F9', parked: 'F10', returns: 'F11' } as const;

export type TillAction = { kind: 'method'; method: TenderMethod } | { kind: keyof typeof TILL_KEYS };

const BY_KEY: ReadonlyMap<string, TillAction> = new Map<string, TillAction>([
  ...Object.entries(METHOD_KEYS).map(([method, key]) => [key, { kind: 'method', method: method as TenderMethod }] as const),
  ...Object.entries(TILL_KEYS).map(([kind, key]) => [key, { kind: kind as keyof typeof TILL_KEYS }] as const),
]);

/** The action of a key press, or null (a modifier held, or a key the till does not use). */
export function tillActionOf(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey' | 'shiftKey'>): TillAction | null {
  if (e.ctrlKey || e.altKey || e.metaKey || e.shiftKey) return null;
  return BY_KEY.get(e.key) ?? null;
}

/**
 * The till's function keys, anywhere on the till — in the search box too — but not while a dialog
 * has the focus (its own keys are its own). The browser's use of the key (F1 help, F5 reload) is
 * stopped only for the keys the till uses.
 */
export function useTillKeys(onAction: (action: TillAction) => void, enabled: boolean) {
  const latest = useRef(onAction);
  latest.current = onAction;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      const action = tillActionOf(e);
      if (!action) return;
      const target = e.target instanceof Element ? e.target : null;
      const dialog = target?.closest('[role="dialog"],[role="alertdialog"]');
      if (dialog && !dialog.hasAttribute('data-till-sheet')) return;
      if (document.querySelector('[role="dialog"]:not([data-till-sheet]),[role="alertdialog"]')) return;
      e.preventDefault();
      latest.current(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { newIdempotencyKey } from './idempotency-key';
import { loadTill, saveTill, type PendingAttempt, type SavedTill } from './cart-storage';
import type { CartLine } from './cart';

/**
 * The till's cart, the customer picked for it and the pending checkout, kept in the browser
 * (per business and cashier) until the sale is paid: a reload restores them. Edits are saved a
 * moment later (never in the keystroke's own frame); a checkout's key is saved before it is sent,
 * so pressing pay again after a reload retries the same sale instead of selling twice.
 */
export function useTillCart(storageKey: string) {
  const [saved] = useState(() => loadTill(storageKey));
  const [cart, setCart] = useState<CartLine[]>(saved.lines);
  const [customerId, setCustomerId] = useState<number | null>(saved.customerId);
  const [applyTier, setApplyTier] = useState(saved.applyTier);
  const [redeemText, setRedeemText] = useState(saved.redeemText);
  const attempt = useRef<PendingAttempt | null>(saved.attempt);

  const latest = useRef<SavedTill>(saved);
  latest.current = { lines: cart, attempt: attempt.current, customerId, applyTier, redeemText };

  useEffect(() => {
    const id = setTimeout(() => saveTill(storageKey, latest.current), 250);
    return () => clearTimeout(id);
  }, [storageKey, cart, customerId, applyTier, redeemText]);
  useEffect(() => {
    const flush = () => saveTill(storageKey, latest.current);
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [storageKey]);

  /** The Idempotency-Key for this checkout body: the pending one when the body is the same. */
  const keyFor = useCallback(
    (signature: string) => {
      if (attempt.current?.signature !== signature) attempt.current = { signature, key: newIdempotencyKey() };
      saveTill(storageKey, { ...latest.current, attempt: attempt.current });
      return attempt.current.key;
    },
    [storageKey],
  );

  const clearCustomer = useCallback(() => {
    setCustomerId(null);
    setApplyTier(false);
    setRedeemText('');
  }, []);

  /** The sale is recorded: empty cart, no customer, no pending key — in memory and in the browser. */
  const paid = useCallback(() => {
    attempt.current = null;
    setCart([]);
    clearCustomer();
    saveTill(storageKey, { lines: [], attempt: null, customerId: null, applyTier: false, redeemText: '' });
  }, [storageKey, clearCustomer]);

  return { cart, setCart, customerId, setCustomerId, applyTier, setApplyTier, redeemText, setRedeemText, clearCustomer, keyFor, paid };
}

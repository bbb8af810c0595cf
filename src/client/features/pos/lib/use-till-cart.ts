import { useCallback, useEffect, useRef, useState } from 'react';
import { setSaleInProgress } from '#client/features/offline/service-worker';
import { newIdempotencyKey } from './idempotency-key';
import { EMPTY_TILL, loadTill, saveTill, type PendingAttempt, type SavedTill } from './cart-storage';
import type { CartLine } from './cart';
import type { Discount } from './discounts';
import type { PaymentPart } from './payments';

/**
 * The till's cart, the customer picked for it, its discount, the parts already paid and the
 * pending checkout, kept in the browser (per business and cashier) until the sale is paid: a
 * reload restores them. Edits are saved a moment later (never in the keystroke's own frame); a
 * checkout's key is saved before it is sent, so pressing pay again after a reload retries the same
 * sale instead of selling twice.
 */
export function useTillCart(storageKey: string) {
  const [saved] = useState(() => loadTill(storageKey));
  const [cart, setCart] = useState<CartLine[]>(saved.lines);
  const [customerId, setCustomerId] = useState<number | null>(saved.customerId);
  const [applyTier, setApplyTier] = useState(saved.applyTier);
  const [redeemText, setRedeemText] = useState(saved.redeemText);
  const [cartDiscount, setCartDiscount] = useState<Discount | null>(saved.cartDiscount);
  const [parts, setParts] = useState<PaymentPart[]>(saved.parts);
  const attempt = useRef<PendingAttempt | null>(saved.attempt);

  const latest = useRef<SavedTill>(saved);
  latest.current = { lines: cart, attempt: attempt.current, customerId, applyTier, redeemText, cartDiscount, parts };

  useEffect(() => {
    const id = setTimeout(() => saveTill(storageKey, latest.current), 250);
    return () => clearTimeout(id);
  }, [storageKey, cart, customerId, applyTier, redeemText, cartDiscount, parts]);
  // A new version of the app waits while a sale is being rung up (a reload would lose it).
  const inProgress = cart.length > 0;
  useEffect(() => setSaleInProgress(inProgress), [inProgress]);
  useEffect(() => () => setSaleInProgress(false), []);
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

  /** A new basket: no lines, customer, discount or parts (after a sale, a park, or Clear All). */
  const reset = useCallback(() => {
    attempt.current = null;
    setCart([]);
    clearCustomer();
    setCartDiscount(null);
    setParts([]);
    saveTill(storageKey, EMPTY_TILL);
  }, [storageKey, clearCustomer]);

  return {
    cart,
    setCart,
    customerId,
    setCustomerId,
    applyTier,
    setApplyTier,
    redeemText,
    setRedeemText,
    cartDiscount,
    setCartDiscount,
    parts,
    setParts,
    clearCustomer,
    keyFor,
    /** The sale is recorded: a new basket, in memory and in the browser. */
    paid: reset,
    reset,
  };
}

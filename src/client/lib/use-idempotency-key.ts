import { useMemo, useRef } from 'react';
import { IDEMPOTENCY_HEADER } from '#shared/contracts/idempotency';

/**
 * A random v4 UUID. crypto.randomUUID exists only in secure contexts (https, localhost); a
 * dialog opened over plain http on the shop's LAN still gets one from crypto.getRandomValues.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export type IdempotencyHeaders = Record<string, string>;

export interface IdempotencyKey {
  /** The headers of this form's submission: the same key on every retry until `reset()`. */
  headers: () => IdempotencyHeaders;
  /** After a success (or when the form starts over for something else): the next submit is a new write. */
  reset: () => void;
}

/**
 * One Idempotency-Key per form instance for a money-moving write (docs/decisions/0012): a retry
 * after a lost answer carries the same key, so the server records the write once and answers the
 * first result again; after a success the next submission gets a new key. A failed write does not
 * use its key up (the server rolls the claim back), so a corrected retry under it is recorded.
 */
export function useIdempotencyKey(): IdempotencyKey {
  const key = useRef<string | null>(null);
  return useMemo(
    () => ({
      headers: () => {
        key.current ??= newIdempotencyKey();
        return { [IDEMPOTENCY_HEADER]: key.current };
      },
      reset: () => {
        key.current = null;
      },
    }),
    [],
  );
}

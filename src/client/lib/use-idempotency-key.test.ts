import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '#shared/contracts/idempotency';
import { newIdempotencyKey, useIdempotencyKey } from './use-idempotency-key';

describe('useIdempotencyKey', () => {
  it('keeps one key across retries and re-renders, a new one after reset, and one per form instance', () => {
    const { result, rerender } = renderHook(() => useIdempotencyKey());
    const first = result.current.headers()[IDEMPOTENCY_HEADER];
    expect(first).toMatch(IDEMPOTENCY_KEY_PATTERN);
    rerender();
    expect(result.current.headers()[IDEMPOTENCY_HEADER]).toBe(first);
    result.current.reset();
    const second = result.current.headers()[IDEMPOTENCY_HEADER];
    expect(second).not.toBe(first);
    expect(result.current.headers()[IDEMPOTENCY_HEADER]).toBe(second);
    const other = renderHook(() => useIdempotencyKey());
    expect(other.result.current.headers()[IDEMPOTENCY_HEADER]).not.toBe(second);
  });

  it('makes v4 UUIDs the server accepts, without crypto.randomUUID too (plain http on the shop LAN)', () => {
    const randomUUID = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      const key = newIdempotencyKey();
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
      expect(newIdempotencyKey()).not.toBe(key);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});

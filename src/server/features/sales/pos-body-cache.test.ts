import { describe, expect, it } from 'vitest';
import { PosBodyCache } from './pos-body-cache';

const body = (etag: string, bytes: number) => ({ etag, json: Buffer.alloc(bytes), gzip: null });

describe('PosBodyCache', () => {
  it('answers only the version it holds', () => {
    const cache = new PosBodyCache(1000);
    cache.set(1, body('v1', 10));
    expect(cache.get(1, 'v1')?.json.length).toBe(10);
    expect(cache.get(1, 'v2')).toBeUndefined();
    expect(cache.get(2, 'v1')).toBeUndefined();
    cache.set(1, body('v2', 20));
    expect(cache.get(1, 'v1')).toBeUndefined();
    expect(cache.size).toEqual({ entries: 1, bytes: 20 });
  });

  it('keeps within its byte budget, least recently used out first', () => {
    const cache = new PosBodyCache(100);
    cache.set(1, body('a', 40));
    cache.set(2, body('b', 40));
    expect(cache.get(1, 'a')).toBeDefined(); // 1 is now the most recent
    cache.set(3, body('c', 40));
    expect(cache.get(2, 'b')).toBeUndefined();
    expect(cache.get(1, 'a')).toBeDefined();
    expect(cache.get(3, 'c')).toBeDefined();
    expect(cache.size).toEqual({ entries: 2, bytes: 80 });
    cache.set(4, body('d', 500)); // larger than the budget: not kept, nothing evicted for it
    expect(cache.size).toEqual({ entries: 2, bytes: 80 });
  });
});

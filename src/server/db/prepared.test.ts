import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/test-db';
import type { DatabaseHandle } from './client';
import { arrayLiteral, executePrepared } from './prepared';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => handle.close());

const AWKWARD = ['plain', 'with "quotes"', 'back\\slash', 'comma, and {braces}', 'NULL', '', 'සිංහල தமிழ்', null];

describe('array parameters and named statements', () => {
  it('round-trips any text and numbers through an array literal', async () => {
    const [row] = await executePrepared(
      handle.db,
      'test_array_literal',
      sql`select ${arrayLiteral(AWKWARD)}::text[] as texts, ${arrayLiteral([1, -2, 9_007_199_254_740_991])}::bigint[] as numbers`,
    );
    expect(row.texts).toEqual(AWKWARD);
    expect((row.numbers as unknown[]).map(Number)).toEqual([1, -2, 9_007_199_254_740_991]);
  });

  it('runs one name with new values each time', async () => {
    for (const n of [1, 2, 3]) {
      const [row] = await executePrepared(handle.db, 'test_named_again', sql`select ${n}::int * 2 as doubled`);
      expect(Number(row.doubled)).toBe(n * 2);
    }
  });

  it('refuses numbers that are not finite', () => {
    expect(() => arrayLiteral([Number.NaN])).toThrow();
    expect(() => arrayLiteral([Number.POSITIVE_INFINITY])).toThrow();
  });
});

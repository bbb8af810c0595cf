import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#testing/test-db';
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

/** The database's error, whether it comes as is (pg) or as the cause of drizzle's "Failed query". */
const failedWith = (pattern: RegExp) => (err: unknown) => {
  const e = err as { message?: string; cause?: { message?: string } };
  return pattern.test(`${e.message} ${e.cause?.message ?? ''}`);
};

describe('a last statement that carries its COMMIT', () => {
  const count = async (where: ReturnType<typeof sql>) => {
    const res = (await handle.db.execute(sql`select count(*)::int as n from commit_probe where ${where}`)) as unknown as {
      rows: { n: number }[];
    };
    return Number(res.rows[0].n);
  };
  beforeAll(async () => {
    await handle.db.execute(
      sql`create table commit_probe (id int primary key, note text, constraint commit_probe_note unique (note) deferrable initially deferred)`,
    );
  });

  it('commits with the statement (another connection sees the row before the transaction returns)', async () => {
    let seenBeforeEnd: number | undefined;
    const rows = await handle.db.transaction(async (tx) => {
      const r = await executePrepared(tx, 'test_commit_probe', sql`insert into commit_probe values (${1}, ${'a'}) returning id`, {
        thenCommit: true,
      });
      seenBeforeEnd = await count(sql`id = 1`);
      return r;
    });
    expect(rows).toEqual([{ id: 1 }]);
    expect(seenBeforeEnd).toBe(1);
    expect(await count(sql`id = 1`)).toBe(1);
  });

  it('a failing statement commits nothing, and its connection serves the next transaction', async () => {
    for (let i = 0; i < 12; i++) {
      await expect(
        handle.db.transaction(async (tx) => {
          await tx.execute(sql`insert into commit_probe values (${100 + i}, ${`b${i}`})`);
          await executePrepared(tx, 'test_commit_fails', sql`select 1 / ${0}::int as boom`, { thenCommit: true });
        }),
      ).rejects.toSatisfy(failedWith(/division by zero/));
    }
    expect(await count(sql`id >= 100`)).toBe(0);
    const again = await handle.db.transaction((tx) =>
      executePrepared(tx, 'test_commit_probe', sql`insert into commit_probe values (${2}, ${'c'}) returning id`, { thenCommit: true }),
    );
    expect(again).toEqual([{ id: 2 }]);
  });

  it('a COMMIT that fails (a deferred unique check) answers its error and keeps nothing', async () => {
    await expect(
      handle.db.transaction((tx) =>
        executePrepared(tx, 'test_commit_probe', sql`insert into commit_probe values (${3}, ${'a'}) returning id`, { thenCommit: true }),
      ),
    ).rejects.toSatisfy(failedWith(/commit_probe_note/));
    expect(await count(sql`id = 3`)).toBe(0);
  });
});

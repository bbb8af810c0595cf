import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messageRef } from './index';
import { issueRef, saying, says } from './zod-refs';

const issuesOf = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues ?? [];

describe('a zod issue carries its registry entry', () => {
  it('from a schema, a check, a refinement and an added issue naming the entry', () => {
    const schema = z
      .object({
        name: z.string(says('FIELD_REQUIRED', { label: 'Reason' })).min(1, says('FIELD_REQUIRED', { label: 'Reason' })),
        count: z.number().max(5, says('AT_MOST', { max: 5 })),
      })
      .refine((v) => v.count !== 3, { ...says('ENTER_WHOLE_NUMBER'), path: ['count'] })
      .superRefine((v, ctx) => {
        if (v.count === 3) ctx.addIssue({ code: 'custom', path: ['name'], ...saying('NOTE_UNDER', { max: 200 }) });
        if (v.count === 3) ctx.addIssue({ code: 'custom', path: ['name'], ...says('INVALID_PHONE') });
      });
    const seen = [...issuesOf(schema, { count: 9 }), ...issuesOf(schema, { name: '', count: 3 })].map((i) => [
      i.message,
      issueRef(i),
      Object.keys(i).includes('error'),
    ]);
    expect(seen).toEqual([
      ['Reason is required', { code: 'FIELD_REQUIRED', params: { label: 'Reason' } }, false],
      ['At most 5', { code: 'AT_MOST', params: { max: '5' } }, false],
      ['Reason is required', { code: 'FIELD_REQUIRED', params: { label: 'Reason' } }, false],
      ['Enter a whole number', { code: 'ENTER_WHOLE_NUMBER' }, false],
      ['Keep the note under 200 characters', { code: 'NOTE_UNDER', params: { max: '200' } }, false],
      ['Phone number is not valid', { code: 'INVALID_PHONE' }, false],
    ]);
  });

  it("from zod's own wording, by the issue's code: the same entry the registry gives the text", () => {
    const cases: [z.ZodType, unknown][] = [
      [z.string(), 5],
      [z.number(), 'x'],
      [z.number(), Number.NaN],
      [z.string().min(2), 'a'],
      [z.string().max(2), 'abc'],
      [z.number().min(1), 0],
      [z.number().lt(1), 3],
      [z.array(z.number()).max(1), [1, 2]],
      [z.enum(['a', 'b']), 'c'],
      [z.literal('a'), 'c'],
      [z.strictObject({ a: z.number() }), { a: 1, b: 2, c: 3 }],
      [z.strictObject({ a: z.number() }), { a: 1, b: 2 }],
      [z.email(), 'nope'],
      [z.uuid(), 'nope'],
      [z.iso.date(), 'nope'],
      [z.string().regex(/^a+$/), 'b'],
      [z.number().multipleOf(3), 4],
      [z.union([z.string(), z.number()]), true],
      [z.discriminatedUnion('kind', [z.object({ kind: z.literal('x') }), z.object({ kind: z.literal('y') })]), { kind: 'z' }],
      [z.record(z.string().min(3), z.number()), { ab: 1 }],
      [z.set(z.number()).min(2), new Set([1])],
    ];
    for (const [schema, input] of cases) {
      const issues = issuesOf(schema, input);
      expect(issues.length).toBeGreaterThan(0);
      for (const issue of issues) expect([issue.message, issueRef(issue)]).toEqual([issue.message, messageRef(issue.message)]);
    }
  });
});

import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { messageRef } from './index';
import { issueRef } from './zod-refs';

/**
 * Every message a shared schema gives a person is registered, and its issue carries its ref: each exported zod schema of
 * src/shared/contracts is fed an empty object and objects whose every field is a wrong value (wrong
 * type, text, too long, negative, too large, fractional), and every message it answers must have a
 * code — what the client's forms and the API's fieldErrors show. The issue itself names that code
 * (the schema said it by its registry entry, or zod's own wording by the issue's code): the server
 * reads it there, never from the text; here the text lookup only proves the two agree.
 */
type Schema = { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } }; shape?: Record<string, unknown> };
const isSchema = (v: unknown): v is Schema => typeof v === 'object' && v !== null && '_zod' in v && 'safeParse' in v;

const JUNK: unknown[] = [null, 'abc', '', 'x'.repeat(20_000), -1, 1e15, 0.0001, 1.5, [], {}, true, '2026-13-45', 'Rs. 450'];

/* eslint-disable @typescript-eslint/no-explicit-any -- walking zod's internal definitions */
/** `junk` in every leaf of the schema's shape, arrays holding one such element (zod 4: `_zod.def`). */
function junkFor(schema: any, junk: unknown, depth = 0): unknown {
  const def = schema?._zod?.def;
  if (!def || depth > 8) return junk;
  if (def.type === 'object') return Object.fromEntries(Object.entries(def.shape).map(([k, v]) => [k, junkFor(v, junk, depth + 1)]));
  if (def.type === 'array') return [junkFor(def.element, junk, depth + 1)];
  if (def.type === 'pipe') return junkFor(def.in?._zod?.def.type === 'transform' ? def.out : def.in, junk, depth + 1);
  if (def.innerType) return junkFor(def.innerType, junk, depth + 1);
  return junk;
}
/* eslint-enable @typescript-eslint/no-explicit-any */

async function schemas() {
  const dir = join(__dirname, '../contracts');
  const out: [string, Schema][] = [];
  for (const f of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const mod = (await import(`../contracts/${f.replace(/\.ts$/, '')}`)) as Record<string, unknown>;
    for (const [name, v] of Object.entries(mod)) if (isSchema(v)) out.push([`${f}:${name}`, v]);
  }
  return out;
}

describe('the shared schemas', () => {
  it('answer only registered messages, each issue carrying its ref', async () => {
    const unregistered = new Map<string, string>();
    const uncoded = new Map<string, string>();
    for (const [name, schema] of await schemas()) {
      const inputs: unknown[] = [...JUNK, ...JUNK.map((j) => junkFor(schema, j))];
      for (const input of inputs) {
        const r = schema.safeParse(input);
        for (const issue of r.error?.issues ?? []) {
          if (!messageRef(issue.message)) unregistered.set(issue.message, name);
          const carried = issueRef(issue);
          if (JSON.stringify(carried) !== JSON.stringify(messageRef(issue.message)))
            uncoded.set(issue.message, `${name}: ${JSON.stringify(carried)}`);
        }
      }
    }
    expect([...unregistered].map(([m, where]) => `${m}  (${where})`)).toEqual([]);
    expect([...uncoded].map(([m, where]) => `${m}  (${where})`)).toEqual([]);
    // It imports every contract module first: about 2.5 s alone, longer when other tests share the processor.
  }, 30_000);
});

import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { messageRef } from './index';

/**
 * Every message a shared schema gives a person is registered: each exported zod schema of
 * src/shared/contracts is fed an empty object and objects whose every field is a wrong value (wrong
 * type, text, too long, negative, too large, fractional), and every message it answers must have a
 * code — what the client's forms and the API's fieldErrors show.
 */
type Schema = { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } }; shape?: Record<string, unknown> };
const isSchema = (v: unknown): v is Schema => typeof v === 'object' && v !== null && '_zod' in v && 'safeParse' in v;

const JUNK: unknown[] = [null, 'abc', '', 'x'.repeat(20_000), -1, 1e15, 0.0001, 1.5, [], {}, true, '2026-13-45', 'Rs. 450'];

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
  it('answer only registered messages', async () => {
    const unregistered = new Map<string, string>();
    for (const [name, schema] of await schemas()) {
      const keys = Object.keys((schema as { shape?: Record<string, unknown> }).shape ?? {});
      const inputs: unknown[] = [...JUNK, ...JUNK.map((j) => Object.fromEntries(keys.map((k) => [k, j])))];
      for (const input of inputs) {
        const r = schema.safeParse(input);
        for (const issue of r.error?.issues ?? []) if (!messageRef(issue.message)) unregistered.set(issue.message, name);
      }
    }
    expect([...unregistered].map(([m, where]) => `${m}  (${where})`)).toEqual([]);
  });
});

import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_VERBS } from '#shared/contracts/tax';

// The Audit tab names an entry by its action's last part, in the reader's language, and filters by
// it: every action the server writes must end with a verb the contract lists (the client's tests check
// that the catalogue names each one).

const SERVER = path.resolve(__dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [file] : [];
  });
}

/** The action codes written as literals, and the templates' fixed parts with each value they take. */
function writtenActions(): string[] {
  const out = new Set<string>();
  for (const file of sources(SERVER)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/action: (?:[^'`\n]*\? )?'([a-z_]+\.[a-z_.]+)'(?: : '([a-z_]+\.[a-z_.]+)')?/g)) {
      out.add(m[1]);
      if (m[2]) out.add(m[2]);
    }
  }
  // The three written from a value: a cheque's new status, a tax calculation's, a cash movement's kind.
  for (const status of ['pending', 'deposited', 'cleared', 'bounced']) out.add(`cheque.${status}`);
  for (const status of ['submitted', 'paid']) out.add(`tax_calculation.${status}`);
  for (const kind of ['in', 'out']) out.add(`shift.cash_${kind}`);
  return [...out];
}

describe('audit verbs', () => {
  it('every action the server writes ends with a listed verb', () => {
    const actions = writtenActions();
    expect(actions.length).toBeGreaterThan(60);
    const verbs = new Set<string>(AUDIT_VERBS);
    expect(actions.filter((a) => !verbs.has(a.slice(a.lastIndexOf('.') + 1)))).toEqual([]);
  });
});

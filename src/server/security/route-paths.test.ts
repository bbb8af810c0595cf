import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#testing/test-app';

/**
 * Paths once: every API route registers a template from a contract's zod-free
 * `*-paths.ts` module, and the client fills the same template. A string literal in a route file
 * (or a contract path no route serves) fails here, so the two sides cannot drift apart.
 */
const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONTRACTS_DIR = path.resolve(SERVER_DIR, '../shared/contracts');

/** Every string constant exported by the contracts' `*-paths.ts` modules that looks like a route. */
async function contractTemplates(): Promise<Set<string>> {
  const templates = new Set<string>();
  const collect = (value: unknown) => {
    if (typeof value === 'string') {
      if (value.startsWith('/api') || value.startsWith('/auth')) templates.add(value);
    } else if (value && typeof value === 'object') {
      for (const inner of Object.values(value)) collect(inner);
    }
  };
  for (const file of readdirSync(CONTRACTS_DIR).filter((f) => f.endsWith('-paths.ts'))) {
    collect(Object.values((await import(path.join(CONTRACTS_DIR, file))) as Record<string, unknown>));
  }
  return templates;
}

let ctx: TestContext;
let templates: Set<string>;

beforeAll(async () => {
  ctx = await createTestApp();
  templates = await contractTemplates();
});
afterAll(async () => ctx.close());

describe('route paths come from the contracts', () => {
  it('finds the route table and the templates', () => {
    expect(ctx.app.routeTable.length).toBeGreaterThan(50);
    expect(templates.size).toBeGreaterThan(50);
  });

  it('registers every API route under a contract template', () => {
    const strays = ctx.app.routeTable.filter((r) => !templates.has(r.url)).map((r) => `${r.method} ${r.url}`);
    expect(strays, 'register these with a template from src/shared/contracts/*-paths.ts').toEqual([]);
  });

  it('writes no path literal in a route file (a literal equal to a template would pass the check above)', () => {
    const featuresDir = path.join(SERVER_DIR, 'features');
    const literals = readdirSync(featuresDir).flatMap((feature) =>
      readdirSync(path.join(featuresDir, feature))
        .filter((f) => f.endsWith('.routes.ts'))
        .flatMap((f) => {
          const source = readFileSync(path.join(featuresDir, feature, f), 'utf8');
          return [...source.matchAll(/['"`]\/(api|auth)\b[^'"`]*/g)].map((m) => `${feature}/${f}: ${m[0]}`);
        }),
    );
    expect(literals).toEqual([]);
  });

  it('serves every contract template', () => {
    const served = new Set(ctx.app.routeTable.map((r) => r.url));
    const orphans = [...templates].filter((t) => !served.has(t));
    expect(orphans, 'these contract paths have no route').toEqual([]);
  });
});

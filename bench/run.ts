// `npm run bench`: every benchmark with its baseline in the same run, one table, bench/results/latest.json.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ensureProductionBuild } from '../scripts/client-build';
import { withDatabase } from './lib/db';
import { ROOT } from './lib/server';
import { round } from './lib/stats';
import type { BenchContext, BenchModule, BenchRow } from './lib/types';

/** In the order they run; BENCH_ONLY=sales,search picks some. */
const MODULES: Record<string, () => Promise<BenchModule>> = {
  sales: () => import('./sales'),
  search: () => import('./search'),
  catalogue: () => import('./catalogue'),
  browser: () => import('./browser'),
  lighthouse: () => import('./lighthouse'),
  reports: () => import('./reports'),
  embedded: () => import('./embedded'),
  replica: () => import('./replica'),
  multinode: () => import('./multinode'),
  shifts: () => import('./shifts'),
  offline: () => import('./offline'),
  printing: () => import('./printing'),
  imports: () => import('./imports'),
};

/** Modules that need no production client build. */
const SELF_BUILT = new Set(['printing']);

const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const ctx: BenchContext = {
  serverUrl,
  urlFor: (name) => withDatabase(serverUrl, name),
  reps: Math.max(3, Number(process.env.BENCH_REPS ?? 3)),
  quick: process.env.BENCH_QUICK === '1',
  log: (m) => process.stderr.write(`${m}\n`),
};

async function serverVersion(): Promise<string> {
  const c = new pg.Client({ connectionString: ctx.urlFor('postgres') });
  await c.connect();
  try {
    return (await c.query<{ server_version: string }>('show server_version')).rows[0].server_version;
  } finally {
    await c.end();
  }
}

/** Rows in module order, whatever run wrote them. */
const order = (r: BenchRow & { module?: string }) => Object.keys(MODULES).indexOf(r.module ?? '');

function fmt(v: number | undefined, unit = ''): string {
  return v == null || !Number.isFinite(v)
    ? ''
    : `${round(v).toLocaleString('en-US', { maximumFractionDigits: 6 })}${unit ? ` ${unit}` : ''}`;
}

function printTable(rows: BenchRow[]) {
  const table = rows.map((r) => [
    r.id,
    r.what,
    fmt(r.value, r.unit),
    r.baseline ? `${fmt(r.baseline.value, r.baseline.unit)} (${r.baseline.what})` : '',
    r.ratio == null ? '' : r.ratio < 0.1 ? `${(r.ratio * 100).toFixed(2)}%` : `${(r.ratio * 100).toFixed(0)}%`,
    r.goal,
    r.pass == null ? '—' : r.pass ? 'PASS' : 'FAIL',
  ]);
  const head = ['#', 'What', 'Value', 'Baseline (same run)', 'Ratio', 'Goal', ''];
  const widths = head.map((h, i) => Math.max(h.length, ...table.map((r) => r[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  process.stdout.write(`${[line(head), line(widths.map((w) => '-'.repeat(w))), ...table.map(line)].join('\n')}\n`);
}

async function main() {
  const only = process.env.BENCH_ONLY?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const names = Object.keys(MODULES).filter((n) => !only || only.includes(n));
  // The browser and start-up benchmarks serve the production client build (rebuilt when its stamp does not match);
  // the printing bench builds its own small script.
  if (names.some((n) => !SELF_BUILT.has(n))) ensureProductionBuild(ROOT, path.join(ROOT, 'dist', 'client'), ctx.log);
  const rows: BenchRow[] = [];
  const failures: string[] = [];
  for (const name of names) {
    ctx.log(`== ${name}`);
    try {
      const mod = await MODULES[name]();
      rows.push(...(await mod.run(ctx)).map((r) => ({ ...r, module: name })));
    } catch (err) {
      failures.push(`${name}: ${err instanceof Error ? err.stack : String(err)}`);
      ctx.log(`!! ${name} failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  printTable(rows);
  // A partial run (BENCH_ONLY) replaces only its own modules' rows in the results file.
  const file = path.join(ROOT, 'bench', 'results', ctx.quick ? 'quick.json' : 'latest.json');
  const kept: BenchRow[] =
    only && existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')) as { rows: (BenchRow & { module?: string })[] }).rows.filter(
          (r) => r.module && !names.includes(r.module),
        )
      : [];
  const results = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, memoryGiB: round(os.totalmem() / 2 ** 30), node: process.version },
    postgres: await serverVersion().catch(() => 'unknown'),
    reps: ctx.reps,
    quick: ctx.quick,
    modules: only ? names : Object.keys(MODULES),
    rows: [...kept, ...rows].sort((a, b) => order(a) - order(b)),
    failures,
  };
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  for (const f of failures) process.stderr.write(`\n${f}\n`);
  const missed = rows.filter((r) => r.pass === false).length;
  process.stdout.write(`\n${rows.filter((r) => r.pass).length} goals met, ${missed} missed, ${failures.length} benchmarks failed\n`);
  process.exitCode = failures.length ? 1 : 0;
}

await main();

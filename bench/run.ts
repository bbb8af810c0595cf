// `npm run bench`: every benchmark with its baseline in the same run, one table, bench/results/latest.json.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureProductionBuild } from '../scripts/client-build';
import { withDatabase } from './lib/db';
import {
  busiestProcesses,
  describeMachine,
  FOREIGN_CORES_LIMIT,
  machineState,
  startVerdict,
  watchForeignCpu,
  type MachineState,
} from './lib/environment';
import { printTable, summary, type JudgedRow } from './lib/report';
import { ROOT } from './lib/server';
import { round } from './lib/stats';
import type { BenchContext, BenchModule, BenchRow } from './lib/types';
import { judge } from './lib/verdict';

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
  memory: () => import('./memory'),
  instructions: () => import('./instructions'),
};

/** Modules that need no production client build. */
const SELF_BUILT = new Set(['printing', 'instructions']);

const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const ctx: BenchContext = {
  serverUrl,
  urlFor: (name) => withDatabase(serverUrl, name),
  reps: Math.max(3, Number(process.env.BENCH_REPS ?? 3)),
  quick: process.env.BENCH_QUICK === '1',
  log: (m) => process.stderr.write(`${m}\n`),
};

/** Rows in module order, whatever run wrote them. */
const order = (r: BenchRow & { module?: string }) => Object.keys(MODULES).indexOf(r.module ?? '');

/**
 * Refuses a busy machine before anything of the bench runs (BENCH_NOISY=1 runs anyway and marks
 * every row noisy). Answers why the whole run is noisy, or null.
 */
async function gate(machine: MachineState): Promise<string | null> {
  const verdict = startVerdict(machine);
  if (verdict.quiet) return null;
  const busiest = await busiestProcesses();
  const what = `the machine is busy: ${verdict.why}${busiest.length ? `; busiest now: ${busiest.join(', ')}` : ''}`;
  if (process.env.BENCH_NOISY !== '1') {
    ctx.log(
      `Refusing to measure: ${what}.\nWait until it is quiet (see \`uptime\`), or run with BENCH_NOISY=1 to measure anyway with every row marked noisy.`,
    );
    process.exit(2);
  }
  ctx.log(`BENCH_NOISY=1: measuring anyway; ${what}; every row is marked noisy.`);
  return `started on a busy machine (${verdict.why})`;
}

/** One module: the machine's state before it, its rows, and whether anything outside the bench used the CPU meanwhile. */
async function runModule(name: string, runNoisy: string | null) {
  const before = await machineState(serverUrl);
  ctx.log(`== ${name}: ${describeMachine(before)}`);
  const watch = watchForeignCpu();
  try {
    const rows = await (await MODULES[name]()).run(ctx);
    const foreign = watch.stop();
    const busy = foreign.averageCores > FOREIGN_CORES_LIMIT;
    const noisyWhy =
      runNoisy ??
      (busy ? `${round(foreign.averageCores)} cores used outside the bench on average (limit ${FOREIGN_CORES_LIMIT})` : undefined);
    ctx.log(
      `   ${name}: ${round(foreign.averageCores)} cores used outside the bench on average (worst second ${round(foreign.worstCores)})`,
    );
    const judged: JudgedRow[] = rows.map((r) => ({ ...r, module: name, ...judge(r, noisyWhy != null), ...(noisyWhy ? { noisyWhy } : {}) }));
    return { judged, machine: { ...before, foreignCores: round(foreign.averageCores), seconds: round(foreign.seconds) } };
  } finally {
    watch.stop();
  }
}

async function main() {
  const only = process.env.BENCH_ONLY?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const names = Object.keys(MODULES).filter((n) => !only || only.includes(n));
  const start = await machineState(serverUrl);
  ctx.log(`Machine: ${describeMachine(start)}`);
  const runNoisy = await gate(start);
  // What is measured is the production client build: a development build (or anything whose stamp
  // does not match the sources) is rebuilt first. The printing and instruction benches build their own scripts.
  if (names.some((n) => !SELF_BUILT.has(n))) ensureProductionBuild(ROOT, path.join(ROOT, 'dist', 'client'), ctx.log);
  const rows: JudgedRow[] = [];
  const machines: Record<string, unknown> = {};
  const failures: string[] = [];
  for (const name of names) {
    try {
      const { judged, machine } = await runModule(name, runNoisy);
      rows.push(...judged);
      machines[name] = machine;
    } catch (err) {
      failures.push(`${name}: ${err instanceof Error ? err.stack : String(err)}`);
      ctx.log(`!! ${name} failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  printTable(rows, (s) => process.stdout.write(s));
  writeResults(only, names, rows, machines, failures);
  for (const f of failures) process.stderr.write(`\n${f}\n`);
  process.stdout.write(`\n${summary(rows, failures.length)}\n`);
  process.exitCode = failures.length ? 1 : 0;
}

/** bench/results/latest.json; a partial run (BENCH_ONLY) replaces only its own modules' rows. */
function writeResults(
  only: string[] | undefined,
  names: string[],
  rows: JudgedRow[],
  machines: Record<string, unknown>,
  failures: string[],
) {
  const file = path.join(ROOT, 'bench', 'results', ctx.quick ? 'quick.json' : 'latest.json');
  const old =
    only && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { rows: BenchRow[]; machines?: Record<string, unknown> }) : null;
  const kept = old ? old.rows.filter((r) => r.module && !names.includes(r.module)) : [];
  const keptMachines = old?.machines ? Object.fromEntries(Object.entries(old.machines).filter(([m]) => !names.includes(m))) : {};
  const results = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, memoryGiB: round(os.totalmem() / 2 ** 30), node: process.version },
    reps: ctx.reps,
    quick: ctx.quick,
    modules: only ? names : Object.keys(MODULES),
    /** The machine's state before each module (load, CPU, PostgreSQL, fsync) and the CPU used outside the bench during it. */
    machines: { ...keptMachines, ...machines },
    rows: [...kept, ...rows].sort((a, b) => order(a) - order(b)),
    failures,
  };
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}

await main();

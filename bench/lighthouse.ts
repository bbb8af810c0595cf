import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureDatabase } from './lib/db';
import { BENCH_SECRET, ROOT, startServer } from './lib/server';
import { seedShops } from './lib/shops';
import { median, round } from './lib/stats';
import type { BenchContext, BenchRow } from './lib/types';

const PORT = 5330;
const LANDING_GOAL = 90;
const TILL_GOAL = 75;
const CLS_GOAL = 0.1;
const UNUSED_JS_GOAL_KIB = 50;

export interface LighthouseFigures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  unusedJsKiB: number;
}

/**
 * One Lighthouse run (npm `lighthouse`, its default mobile preset: simulated slow 4G, 4× CPU
 * slowdown) with Debian's Chromium, performance category only. `cookie` signs the page in.
 */
export async function lighthouseOnce(url: string, cookie?: string): Promise<LighthouseFigures> {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kade-lh-')), 'report.json');
  const args = [
    path.join(ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js'),
    url,
    '--only-categories=performance',
    '--output=json',
    `--output-path=${out}`,
    '--quiet',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
  ];
  // A busy machine sometimes loses Chromium's start-up race: one more try before giving up.
  for (let attempt = 1; ; attempt++) {
    const stderr = await runCli(args);
    // A run that saw no paint (Chromium starved of CPU) has no score: it counts as failed.
    if (fs.existsSync(out) && JSON.parse(fs.readFileSync(out, 'utf8')).categories?.performance?.score != null) break;
    if (attempt >= 2) throw new Error(`lighthouse failed for ${url}: ${stderr.slice(-500)}`);
  }
  const report = JSON.parse(fs.readFileSync(out, 'utf8')) as {
    categories: { performance: { score: number } };
    audits: Record<string, { numericValue?: number; details?: { overallSavingsBytes?: number } }>;
  };
  fs.rmSync(path.dirname(out), { recursive: true, force: true });
  const a = report.audits;
  return {
    score: Math.round(report.categories.performance.score * 100),
    fcpMs: a['first-contentful-paint']?.numericValue ?? NaN,
    lcpMs: a['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: a['total-blocking-time']?.numericValue ?? NaN,
    cls: a['cumulative-layout-shift']?.numericValue ?? NaN,
    unusedJsKiB: (a['unused-javascript']?.details?.overallSavingsBytes ?? 0) / 1024,
  };
}

function runCli(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.once('error', reject);
    child.once('exit', () => resolve(stderr));
  });
}

const PAGES = [
  { key: 'landing', label: 'landing page, signed out', path: '/', signedIn: false },
  { key: 'dashboard', label: 'dashboard, signed in', path: '/', signedIn: true },
  { key: 'till', label: 'till (/pos), signed in', path: '/pos', signedIn: true },
] as const;

/** Goal 10: Lighthouse's mobile preset on the production build, median of the repetitions per page. */
export async function run(ctx: BenchContext): Promise<BenchRow[]> {
  const db = await ensureDatabase(ctx.serverUrl, 'kade_bench');
  // A small shop's till (500 products): what a phone at the counter opens.
  const [shop] = await seedShops(db.db, { label: 'Lighthouse', count: 1, productsPerShop: 500, secret: BENCH_SECRET });
  await db.close();
  const server = await startServer({ port: PORT, env: { DATABASE_URL: db.url } });
  const runs = new Map<string, LighthouseFigures[]>();
  try {
    for (let r = 0; r < ctx.reps; r++) {
      for (const page of PAGES) {
        const figures = await lighthouseOnce(`${server.url}${page.path}`, page.signedIn ? shop.cookie : undefined);
        runs.set(page.key, [...(runs.get(page.key) ?? []), figures]);
        ctx.log(
          `lighthouse: ${page.key} ${figures.score} (FCP ${round(figures.fcpMs)} ms, LCP ${round(figures.lcpMs)} ms, TBT ${round(figures.tbtMs)} ms, CLS ${round(figures.cls)}, unused JS ${round(figures.unusedJsKiB)} KiB)`,
        );
      }
    }
  } finally {
    await server.stop();
  }
  const med = (key: string, pick: (f: LighthouseFigures) => number) => median(runs.get(key)!.map(pick));
  const rows: BenchRow[] = PAGES.map((page, i) => {
    const score = med(page.key, (f) => f.score);
    const goal = page.key === 'landing' ? LANDING_GOAL : page.key === 'till' ? TILL_GOAL : null;
    return {
      id: `10${'abc'[i]}`,
      what: `Lighthouse Performance (mobile preset), ${page.label}: median of ${ctx.reps}; LCP ${round(med(page.key, (f) => f.lcpMs))} ms, TBT ${round(med(page.key, (f) => f.tbtMs))} ms`,
      value: score,
      unit: 'score',
      goal: goal ? `≥ ${goal}` : 'reported only',
      pass: goal ? score >= goal : null,
      samples: runs.get(page.key)!.map((f) => f.score),
    };
  });
  const cls = Math.max(...PAGES.map((p) => med(p.key, (f) => f.cls)));
  const unused = Math.max(...PAGES.map((p) => med(p.key, (f) => f.unusedJsKiB)));
  rows.push(
    {
      id: '10d',
      what: 'Lighthouse CLS, worst page (median per page)',
      value: round(cls),
      unit: '',
      goal: `< ${CLS_GOAL}`,
      pass: cls < CLS_GOAL,
    },
    {
      id: '10e',
      what: 'Lighthouse unused JavaScript on first load, worst page (median per page)',
      value: round(unused),
      unit: 'KiB',
      goal: `< ${UNUSED_JS_GOAL_KIB} KiB`,
      pass: unused < UNUSED_JS_GOAL_KIB,
    },
  );
  return rows;
}

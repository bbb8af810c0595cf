import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openEmbedded } from '../src/server/db/embedded-open';
import { runSales } from './lib/load';
import { BENCH_SECRET, ROOT, startServer } from './lib/server';
import { seedShops } from './lib/shops';
import { median, nowMs, round } from './lib/stats';
import type { BenchContext, BenchRow } from './lib/types';

const PORT = 5340;

/**
 * Goal 9: the embedded default (no DATABASE_URL: the embedded PostgreSQL in DATA_DIR,
 * decision 0009; started and stopped with Kade). Sales per
 * second through the real server, and the time from `npm start`'s script starting to the server
 * answering, on an existing data directory — against Node's own start (the floor no server start
 * can beat; `npm start` runs compiled JavaScript, no TypeScript loader).
 */
export async function run(ctx: BenchContext): Promise<BenchRow[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kade-bench-embedded-'));
  try {
    ctx.log('embedded: creating and seeding an embedded database');
    const handle = await openEmbedded(dataDir, 2, { info: ctx.log });
    await handle.migrate();
    const shops = await seedShops(handle.db, { label: 'Embedded', count: 10, productsPerShop: 60, secret: BENCH_SECRET });
    await handle.close();

    const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    const server = await startServer({ port: PORT, env });
    const rps: number[] = [];
    try {
      await runSales(server.url, shops, { lines: 3, connections: 10, seconds: 2 });
      for (let i = 0; i < ctx.reps; i++) {
        const r = await runSales(server.url, shops, { lines: 3, connections: 10, seconds: ctx.quick ? 3 : 8 });
        if (r.errors || r.non2xx)
          throw new Error(`POST /sales on the embedded PostgreSQL answered ${r.non2xx} non-2xx and ${r.errors} errors`);
        rps.push(r.rps);
      }
    } finally {
      await server.stop();
    }

    const startMs: number[] = [];
    const nodeMs: number[] = [];
    for (let i = 0; i < ctx.reps; i++) {
      const t = nowMs();
      spawnSync(process.execPath, ['-e', '0'], { cwd: ROOT });
      nodeMs.push(nowMs() - t);
      const s = await startServer({ port: PORT, env, entry: 'scripts/start.mjs' });
      startMs.push(s.startMs);
      await s.stop();
      ctx.log(`embedded: start ${round(s.startMs)} ms (node alone ${round(nodeMs[i])} ms)`);
    }
    return [
      {
        id: '9a',
        what: 'POST /sales on the embedded PostgreSQL (fsync on), one process, 3 lines, 10 connections',
        value: round(median(rps)),
        unit: 'sales/s',
        goal: 'reported',
        pass: null,
        samples: rps,
      },
      {
        id: '9b',
        what: 'npm start (scripts/start.mjs: the compiled server, builds current) to listening, existing data directory (embedded PostgreSQL started too)',
        value: round(median(startMs)),
        unit: 'ms',
        baseline: { what: 'node -e 0 (runtime start alone)', value: round(median(nodeMs)), unit: 'ms' },
        ratio: median(startMs) / median(nodeMs),
        goal: '≤ 3000 ms',
        pass: median(startMs) <= 3000,
        samples: startMs,
      },
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

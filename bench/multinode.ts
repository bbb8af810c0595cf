import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findNginx, startNginx } from '../src/server/security/nginx-process';
import { ensureDatabase } from './lib/db';
import { runSales } from './lib/load';
import { BENCH_SECRET, startServer, type RunningServer } from './lib/server';
import { seedShops } from './lib/shops';
import { median, round } from './lib/stats';
import type { BenchContext, BenchRow } from './lib/types';

const SHOPS = 60;
const PRODUCTS_PER_SHOP = 40;
const CONNECTIONS = 50;
const PORTS = [5321, 5322, 5323];

/**
 * Goal 12: three Kade processes behind Debian's nginx (docs/deploy/nginx-kade.conf)
 * against one of them alone, on the same PostgreSQL database, rounds alternating: 3-line sales
 * closed loop (throughput) and at a fixed rate of half the one node's (p99). Each node keeps its
 * own pool (DATABASE_POOL_SIZE, 10): three nodes hold three times the connections.
 */
export async function run(ctx: BenchContext): Promise<BenchRow[]> {
  const nginx = findNginx();
  if ('missing' in nginx) throw new Error(`multinode: ${nginx.missing}`);
  const seconds = ctx.quick ? 3 : 8;
  const db = await ensureDatabase(ctx.serverUrl, 'kade_bench_multinode');
  const shops = await seedShops(db.db, { label: 'Nodes', count: SHOPS, productsPerShop: PRODUCTS_PER_SHOP, secret: BENCH_SECRET });
  await db.close();
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'kade-bench-nodes-'));
  const nodes: RunningServer[] = [];
  try {
    for (const [i, port] of PORTS.entries())
      nodes.push(await startServer({ port, env: { DATABASE_URL: db.url, TRUST_PROXY: 'true', DATA_DIR: path.join(tmp, `node${i}`) } }));
    const proxy = await startNginx(nginx.bin, path.join(tmp, 'nginx'), PORTS);
    try {
      const sales = (url: string, rate?: number) =>
        runSales(url, shops, { lines: 3, connections: CONNECTIONS, seconds, rate }).then((r) => {
          if (r.non2xx) throw new Error(`multinode: ${r.non2xx} sales answered non-2xx`);
          return r;
        });
      await sales(proxy.baseUrl);
      await sales(nodes[0].url);
      const one: number[] = [];
      const three: number[] = [];
      for (let i = 0; i < ctx.reps; i++) {
        one.push((await sales(nodes[0].url)).rps);
        three.push((await sales(proxy.baseUrl)).rps);
        ctx.log(`multinode: rep ${i + 1}: one node ${round(one[i])}/s, three behind nginx ${round(three[i])}/s`);
      }
      const rate = Math.max(1, Math.round(median(one) * 0.5));
      const p99One: number[] = [];
      const p99Three: number[] = [];
      for (let i = 0; i < ctx.reps; i++) {
        p99One.push((await sales(nodes[0].url, rate)).p99);
        p99Three.push((await sales(proxy.baseUrl, rate)).p99);
        ctx.log(`multinode: ${rate}/s rep ${i + 1}: p99 one node ${p99One[i]} ms, three behind nginx ${p99Three[i]} ms`);
      }
      return [
        {
          id: '12a',
          what: `POST /sales, 3 lines, ${CONNECTIONS} connections: three nodes behind nginx`,
          value: round(median(three)),
          unit: 'sales/s',
          baseline: { what: 'one node alone, same database', value: round(median(one)), unit: 'sales/s' },
          ratio: median(three) / median(one),
          goal: 'reported',
          pass: null,
          samples: three,
        },
        {
          id: '12b',
          what: `POST /sales p99 at ${rate}/s (half of one node's): three nodes behind nginx`,
          value: median(p99Three),
          unit: 'ms',
          baseline: { what: 'one node alone', value: median(p99One), unit: 'ms' },
          ratio: median(p99Three) / median(p99One),
          goal: 'reported',
          pass: null,
          samples: p99Three,
        },
      ];
    } finally {
      await proxy.stop();
    }
  } finally {
    await Promise.all(nodes.map((n) => n.stop()));
    rmSync(tmp, { recursive: true, force: true });
  }
}

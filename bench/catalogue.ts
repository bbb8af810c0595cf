import { Agent, request } from 'node:http';
import { ensureDatabase } from './lib/db';
import { saleRequest } from './lib/load';
import { BENCH_SECRET, startServer } from './lib/server';
import { seedShops, type BenchShop } from './lib/shops';
import { median, nowMs, round } from './lib/stats';
import type { BenchContext, BenchRow } from './lib/types';

const PORT = 5330;

interface Fetched {
  status: number;
  ms: number;
  bytes: number;
  etag: string | undefined;
}

/** One keep-alive connection, as a browser's till keeps one. */
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** One GET with node:http (no client-side decompression: the bytes are what crossed the wire). */
function get(url: string, headers: Record<string, string>): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const started = nowMs();
    const req = request(url, { headers, agent }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: nowMs() - started, bytes, etag: res.headers.etag }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Goal 6: the till's catalogue (GET /pos) for a shop of 50,000 products. Live: the first request
 * after the catalogue changed (a sale moves stock, so it changes the version), which reads and
 * serialises everything. Warm: a till that has it (If-None-Match → 304), and a second till
 * loading the same version (the cached compressed body).
 */
export async function run(ctx: BenchContext): Promise<BenchRow[]> {
  const count = ctx.quick ? 5_000 : 50_000;
  const db = await ensureDatabase(ctx.serverUrl, 'kade_bench');
  ctx.log(`catalogue: seeding a shop with ${count} products`);
  const [shop] = await seedShops(db.db, { label: 'Catalogue', count: 1, productsPerShop: count, secret: BENCH_SECRET });
  await db.close();
  const server = await startServer({ port: PORT, env: { DATABASE_URL: db.url } });
  try {
    const url = `${server.url}/api/businesses/${shop.businessId}/pos`;
    const headers = { cookie: shop.cookie, 'accept-encoding': 'gzip, deflate, br' };
    const live = async () => {
      await sell(server.url, shop);
      const r = await get(url, headers);
      if (r.status !== 200) throw new Error(`GET /pos answered ${r.status}`);
      return r;
    };
    await live(); // warm-up (JIT, connections)

    const liveMs: number[] = [];
    const notModifiedMs: number[] = [];
    const cachedMs: number[] = [];
    let bytes = 0;
    for (let i = 0; i < ctx.reps; i++) {
      const first = await live();
      liveMs.push(first.ms);
      bytes = first.bytes;
      const inner304: number[] = [];
      const innerCached: number[] = [];
      for (let k = 0; k < 20; k++) {
        const nm = await get(url, { ...headers, 'if-none-match': first.etag ?? '' });
        if (nm.status !== 304) throw new Error(`conditional GET /pos answered ${nm.status}`);
        inner304.push(nm.ms);
        const again = await get(url, headers);
        if (again.status !== 200 || again.etag !== first.etag) throw new Error('the catalogue changed between two reads');
        innerCached.push(again.ms);
      }
      notModifiedMs.push(median(inner304));
      cachedMs.push(median(innerCached));
      ctx.log(
        `catalogue: rep ${i + 1}: live ${round(first.ms)} ms, 304 ${round(median(inner304))} ms, cached ${round(median(innerCached))} ms, ${bytes} bytes`,
      );
    }
    const liveMedian = median(liveMs);
    const liveRow = { what: `live GET /pos after a change, ${count} products`, value: round(liveMedian), unit: 'ms' };
    return [
      {
        id: '6a',
        what: 'GET /pos warm: If-None-Match → 304',
        value: round(median(notModifiedMs)),
        unit: 'ms',
        baseline: liveRow,
        ratio: median(notModifiedMs) / liveMedian,
        goal: '≤ 1% of live',
        pass: median(notModifiedMs) / liveMedian <= 0.01,
        samples: notModifiedMs,
      },
      {
        id: '6b',
        what: 'GET /pos warm: same version, cached compressed body',
        value: round(median(cachedMs)),
        unit: 'ms',
        baseline: liveRow,
        ratio: median(cachedMs) / liveMedian,
        goal: '≤ 1% of live',
        pass: median(cachedMs) / liveMedian <= 0.01,
        samples: cachedMs,
      },
      {
        id: '6c',
        what: `GET /pos compressed body, ${count} products`,
        value: round(bytes / 1e6),
        unit: 'MB',
        goal: '≤ 1.7 MB',
        pass: bytes <= 1.7e6,
      },
    ];
  } finally {
    await server.stop();
  }
}

async function sell(base: string, shop: BenchShop) {
  const r = saleRequest([shop], 1);
  const res = await fetch(base + r.path, { method: 'POST', headers: r.headers, body: r.body });
  await res.arrayBuffer();
  if (res.status !== 201) throw new Error(`POST /sales answered ${res.status}`);
}

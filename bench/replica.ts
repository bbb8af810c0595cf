/**
 * Reports on the read replica vs on the primary while sales run (decision 0011).
 * A throw-away primary and its streaming replica (src/testing/replica-cluster.ts), one real server
 * with DATABASE_REPLICA_URL, sales at a closed loop the whole time, and owners reading the sales
 * and inventory summaries. The baseline rounds send the same report requests with the
 * read-your-writes cookie (`kade.wrote`), which keeps them on the primary: same server, same load,
 * only where the reports run differs. Rounds alternate; medians are quoted.
 */
import { openPostgres } from '../src/server/db/client';
import { replicaClusterUnavailable, startReplicaCluster } from '../src/testing/replica-cluster';
import { runLoad, type HttpRequestSpec } from './lib/http-load';
import { runSales } from './lib/load';
import { BENCH_SECRET, startServer } from './lib/server';
import { seedShops, type BenchShop } from './lib/shops';
import { median, percentile } from './lib/stats';
import type { BenchContext, BenchRow } from './lib/types';

const PORT = 5093;

function reportRequest(shops: readonly BenchShop[], onPrimary: boolean): () => HttpRequestSpec {
  let n = 0;
  return () => {
    const shop = shops[n % shops.length];
    const which = n++ % 2 === 0 ? 'sales-summary' : 'inventory-summary';
    return {
      method: 'GET',
      path: `/api/businesses/${shop.businessId}/${which}`,
      headers: { cookie: onPrimary ? `${shop.cookie}; kade.wrote=1` : shop.cookie },
    };
  };
}

/** One round: sales and reports together for `seconds`; report latencies and sales per second. */
async function round(url: string, shops: BenchShop[], onPrimary: boolean, seconds: number) {
  const [sales, reports] = await Promise.all([
    runSales(url, shops, { lines: 3, connections: 20, seconds }),
    runLoad({ url, connections: 4, seconds, next: reportRequest(shops, onPrimary) }),
  ]);
  const ok = reports.answers.filter((a) => a.status === 200).map((a) => a.ms);
  if (ok.length < reports.answers.length) throw new Error(`replica bench: ${reports.answers.length - ok.length} report requests failed`);
  if (sales.non2xx > 0) throw new Error(`replica bench: ${sales.non2xx} sales failed`);
  return { reportP50: percentile(ok, 50), reportP99: percentile(ok, 99), reportsPerS: ok.length / reports.seconds, salesPerS: sales.rps };
}

export async function run(ctx: BenchContext): Promise<BenchRow[]> {
  const unavailable = replicaClusterUnavailable();
  if (unavailable) throw new Error(`replica bench skipped: ${unavailable}`);
  const cluster = await startReplicaCluster({ fsync: true });
  try {
    const primary = openPostgres(cluster.primaryUrl, 2);
    await primary.migrate();
    const shops = await seedShops(primary.db, {
      label: 'Replica',
      count: 10,
      productsPerShop: ctx.quick ? 200 : 2_000,
      secret: BENCH_SECRET,
    });
    await primary.close();
    await cluster.waitForReplay(60_000);
    const server = await startServer({ port: PORT, env: { DATABASE_URL: cluster.primaryUrl, DATABASE_REPLICA_URL: cluster.replicaUrl } });
    try {
      const seconds = ctx.quick ? 3 : 10;
      // Some history first, so the reports read more than an empty day.
      await runSales(server.url, shops, { lines: 3, connections: 20, seconds });
      const onReplica: Awaited<ReturnType<typeof round>>[] = [];
      const onPrimary: Awaited<ReturnType<typeof round>>[] = [];
      for (let i = 0; i < ctx.reps; i++) {
        onReplica.push(await round(server.url, shops, false, seconds));
        onPrimary.push(await round(server.url, shops, true, seconds));
        ctx.log(`replica: round ${i + 1}: replica ${JSON.stringify(onReplica[i])}; primary ${JSON.stringify(onPrimary[i])}`);
      }
      type Round = (typeof onReplica)[number];
      const m = (xs: Round[], k: keyof Round) => median(xs.map((x) => x[k]));
      /** A reported row: the replica's median of `k` against the primary's in the same run. */
      const row = (id: string, what: string, k: keyof Round, unit: string, baseline: string): BenchRow => ({
        id,
        what,
        value: m(onReplica, k),
        unit,
        baseline: { what: baseline, value: m(onPrimary, k), unit },
        ratio: m(onReplica, k) / m(onPrimary, k),
        goal: 'reported',
        pass: null,
        samples: onReplica.map((x) => x[k]),
      });
      const rows: BenchRow[] = [
        row('11a', 'Reports (sales + inventory summary) on the replica while sales run: p50', 'reportP50', 'ms', 'the same on the primary'),
        row('11b', 'Sales/s while those reports run on the replica', 'salesPerS', 'sales/s', 'while they run on the primary'),
      ];
      return rows;
    } finally {
      await server.stop();
    }
  } finally {
    cluster.close();
  }
}

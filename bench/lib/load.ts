import { randomBytes } from 'node:crypto';
import { runLoad } from './http-load';
import { percentile } from './stats';
import type { BenchShop } from './shops';

export interface LoadResult {
  /** Successful (2xx) requests per second. */
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  errors: number;
  non2xx: number;
}

/** A random sale of `lines` distinct products of one of the shops, cash, with a fresh idempotency key. */
export function saleRequest(shops: readonly BenchShop[], lines: number) {
  const shop = shops[Math.floor(Math.random() * shops.length)];
  const start = Math.floor(Math.random() * (shop.productIds.length - lines));
  const items = Array.from({ length: lines }, (_, k) => ({ productId: shop.productIds[start + k], quantity: 1 }));
  return {
    method: 'POST' as const,
    path: `/api/businesses/${shop.businessId}/sales`,
    headers: {
      cookie: shop.cookie,
      'content-type': 'application/json',
      'idempotency-key': `bench-${randomBytes(9).toString('base64url')}`,
    },
    body: JSON.stringify({ items, paymentMethod: 'cash' }),
  };
}

/**
 * Sales through `runLoad`: `connections` keep-alive connections, closed loop, or with `rate` a
 * fixed arrival rate whose latencies count from each scheduled arrival.
 */
export async function runSales(
  url: string,
  shops: readonly BenchShop[],
  opts: { lines: number; connections: number; seconds: number; rate?: number },
): Promise<LoadResult> {
  const run = await runLoad({
    url,
    connections: opts.connections,
    seconds: opts.seconds,
    rate: opts.rate,
    next: () => saleRequest(shops, opts.lines),
  });
  const ok = run.answers.filter((a) => a.status >= 200 && a.status < 300);
  const ms = ok.map((a) => a.ms);
  return {
    rps: ok.length / run.seconds,
    p50: percentile(ms, 50),
    p99: percentile(ms, 99),
    ok: ok.length,
    errors: 0,
    non2xx: run.answers.length - ok.length,
  };
}

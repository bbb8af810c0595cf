import { randomBytes } from 'node:crypto';
import { runLoad } from './http-load';
import { percentile } from './stats';
import type { BenchShop } from './shops';

export interface LoadResult {
  /** Successful (2xx) requests per second. */
  rps: number;
  p50: number;
  p99: number;
  /** The slowest successful request: seconds into the run it was due, and its milliseconds. */
  slowest: { at: number; ms: number };
  ok: number;
  errors: number;
  non2xx: number;
}

/**
 * A random sale of `lines` distinct products of one of the shops, with a fresh idempotency key:
 * paid in cash, or (`payments: 2`) split between card and cash with a note tendered for the cash.
 */
export function saleRequest(shops: readonly BenchShop[], lines: number, payments: 1 | 2 = 1) {
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
    body: JSON.stringify({ items, ...(payments === 1 ? { paymentMethod: 'cash' } : splitPayments(shop, start, lines)) }),
  };
}

/** Card for half the total, cash for the rest, a 1,000 note over it (the shop is not VAT-registered: total = Σ prices). */
function splitPayments(shop: BenchShop, start: number, lines: number) {
  const total = shop.priceCents.slice(start, start + lines).reduce((a, b) => a + b, 0);
  const card = Math.floor(total / 2);
  const cash = total - card;
  return {
    payments: [
      { method: 'card', amount: card / 100, reference: 'bench' },
      { method: 'cash', amount: cash / 100 },
    ],
    cashTendered: Math.ceil(cash / 100_000) * 1000,
  };
}

/**
 * Sales through `runLoad`: `connections` keep-alive connections, closed loop, or with `rate` a
 * fixed arrival rate whose latencies count from each scheduled arrival.
 */
export async function runSales(
  url: string,
  shops: readonly BenchShop[],
  opts: { lines: number; connections: number; seconds: number; rate?: number; payments?: 1 | 2 },
): Promise<LoadResult> {
  const run = await runLoad({
    url,
    connections: opts.connections,
    seconds: opts.seconds,
    rate: opts.rate,
    next: () => saleRequest(shops, opts.lines, opts.payments),
  });
  const ok = run.answers.filter((a) => a.status >= 200 && a.status < 300);
  const ms = ok.map((a) => a.ms);
  return {
    rps: ok.length / run.seconds,
    p50: percentile(ms, 50),
    p99: percentile(ms, 99),
    slowest: ok.reduce((worst, a) => (a.ms > worst.ms ? { at: a.at, ms: a.ms } : worst), { at: 0, ms: 0 }),
    ok: ok.length,
    errors: 0,
    non2xx: run.answers.length - ok.length,
  };
}

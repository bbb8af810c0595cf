import { queryOptions } from '@tanstack/react-query';
import type { PosResponse } from '#shared/contracts/sales';
import { SALES_PATHS } from '#shared/contracts/sales-paths';
import { api } from '#client/lib/api';
import { withOfflineSnapshot } from '#client/lib/offline-snapshot';
import { queryKeys } from '#client/lib/query-keys';

// The till's catalogue query, in a module of its own so the entry chunk can start it as soon as
// the signed-in user is known (app/prefetch.ts) without pulling in zod and the sales contract:
// hence the path from the zod-free sales-paths module and a type-only import of the contract.
// Spec: POS data fresh 60 s, retried 3 times. The server answers 304 to the browser's
// revalidation when nothing changed (ETag), so a warm reload does not re-send the catalogue.
// Offline, the device's last copy of the catalogue answers instead.
export const posQuery = (businessId: number) =>
  queryOptions({
    queryKey: queryKeys.pos(businessId),
    queryFn: () =>
      withOfflineSnapshot('pos', () => api.get<PosResponse>(SALES_PATHS.pos(businessId)), {
        businessId,
        versionOf: posVersion,
        offline: async (saved, store) => lessStock(saved, await store.pendingSaleQuantities(businessId)),
      }),
    staleTime: 60_000,
    retry: 3,
  });

/**
 * The catalogue with `sold` (product id → quantity) taken off its stock, in thousandths so 0.1 + 0.2
 * stays 0.3: the device's own sales, made since the catalogue was saved, show on its shelf figures.
 */
export function lessStock(pos: PosResponse, sold: ReadonlyMap<number, number>): PosResponse {
  if (sold.size === 0) return pos;
  const products = pos.products.map((p) => {
    const q = sold.get(p.id);
    return q ? { ...p, stock: (Math.round(p.stock * 1000) - Math.round(q * 1000)) / 1000 } : p;
  });
  return { ...pos, products };
}

/**
 * A cheap fingerprint of the catalogue (the ETag is the browser's, out of fetch's reach): its size,
 * highest id, and running sums of prices and stock, so a repricing or a sale saves it again while
 * a refetch with nothing new does not rewrite megabytes. Computed when the browser is idle.
 */
export function posVersion(pos: PosResponse): string {
  let maxId = 0;
  let sum = 0;
  for (const p of pos.products) {
    if (p.id > maxId) maxId = p.id;
    // Weighted by id so two products swapping prices still changes it; kept inside 2^53.
    sum = (sum + p.id * 31 * (p.price * 100 + 7) + p.stock * 1000 * (p.id % 97)) % 9_007_199_254_740;
  }
  return `${pos.products.length}:${maxId}:${sum}:${pos.categories.length}:${pos.recentSales[0]?.id ?? 0}`;
}

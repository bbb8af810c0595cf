import { useInfiniteQuery } from '@tanstack/react-query';
import { STOCK_PATHS } from '#shared/contracts/stock-paths';
import type { StockMovementsResponse } from '#shared/contracts/stock';
import { api } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

/**
 * A product's stock history, newest first, a page at a time ("Load more" follows the cursor). Under
 * the inventory prefix, so a product change refreshes it with the inventory.
 */
export const useStockMovements = (businessId: number, productId: number | null) =>
  useInfiniteQuery({
    queryKey: queryKeys.inventory.stockMovements(businessId, productId ?? 0),
    queryFn: ({ pageParam }) => api.get<StockMovementsResponse>(STOCK_PATHS.movements(businessId, productId ?? 0, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last: StockMovementsResponse) => last.nextCursor,
    enabled: productId != null && businessId > 0,
  });

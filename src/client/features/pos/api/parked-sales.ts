import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ParkedSale, ParkSaleInput } from '#shared/contracts/parked-sales';
import { parkedSalePath, parkedSalesPath } from '#shared/contracts/parked-sales-paths';
import { api } from '#client/lib/api';
import type { IdempotencyHeaders } from '#client/lib/use-idempotency-key';
import { shiftKeys } from '#client/features/shifts';

/** The shifts feature's key: the close lists the parked sales too. */
const parkedKey = shiftKeys.parkedSales;

export type { ParkedSale };
const parkedPath = parkedSalesPath;
const parkedOnePath = parkedSalePath;

/** The business's parked baskets, newest first (any cashier's). */
export function useParkedSales(businessId: number, enabled: boolean) {
  return useQuery({
    queryKey: parkedKey(businessId),
    queryFn: () => api.get<ParkedSale[]>(parkedPath(businessId)),
    enabled: enabled && businessId > 0,
    staleTime: 10_000,
  });
}

export function usePark(businessId: number) {
  const qc = useQueryClient();
  return useMutation({
    // The dialog's Idempotency-Key: a retry after a lost answer parks the basket once.
    mutationFn: ({ input, headers }: { input: ParkSaleInput; headers: IdempotencyHeaders }) =>
      api.post<ParkedSale>(parkedPath(businessId), input, { headers }),
    onSuccess: () => qc.invalidateQueries({ queryKey: parkedKey(businessId) }),
  });
}

/** Recall (after loading the basket) and discard both delete it: no one else recalls it twice. */
export function useDeleteParked(businessId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(parkedOnePath(businessId, id)),
    onSettled: () => qc.invalidateQueries({ queryKey: parkedKey(businessId) }),
  });
}

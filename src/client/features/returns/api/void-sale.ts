import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VoidRequest } from '#shared/contracts/returns';
import { RETURNS_PATHS } from '#shared/contracts/returns-paths';
import type { Sale } from '#shared/contracts/sales';
import { api } from '#client/lib/api';
import type { IdempotencyHeaders } from '#client/lib/use-idempotency-key';
import { invalidateAfterReturn } from './return-keys';

/** POST a void: the sale back whole, marked VOID (the server answers 409 once it may not be voided). */
export function useVoidSale(businessId: number, saleId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body, headers }: { body: VoidRequest; headers: IdempotencyHeaders }) =>
      api.post<Sale>(RETURNS_PATHS.saleVoid(businessId, saleId), body, { headers }),
    onSuccess: () => void invalidateAfterReturn(qc, businessId),
  });
}

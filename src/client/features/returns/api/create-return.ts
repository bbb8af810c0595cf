import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReturnRequest, SaleReturn } from '#shared/contracts/returns';
import { RETURNS_PATHS } from '#shared/contracts/returns-paths';
import { api } from '#client/lib/api';
import type { IdempotencyHeaders } from '#client/lib/use-idempotency-key';
import { invalidateAfterReturn, returnKeys } from './return-keys';

/** POST a return (a credit note); `headers` carry the form's Idempotency-Key (lib/use-idempotency-key). */
export function useCreateReturn(businessId: number, saleId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body, headers }: { body: ReturnRequest; headers: IdempotencyHeaders }) =>
      api.post<SaleReturn>(RETURNS_PATHS.saleReturns(businessId, saleId), body, { headers }),
    onSuccess: (ret) => {
      qc.setQueryData(returnKeys.detail(businessId, ret.id), ret);
      void invalidateAfterReturn(qc, businessId);
    },
  });
}

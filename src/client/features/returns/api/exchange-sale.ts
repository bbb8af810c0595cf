import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExchangeRequest, ExchangeResult } from '#shared/contracts/returns';
import { RETURNS_PATHS } from '#shared/contracts/returns-paths';
import { api } from '#client/lib/api';
import type { IdempotencyHeaders } from '#client/lib/use-idempotency-key';
import { invalidateAfterReturn, returnKeys } from './return-keys';

/** POST an exchange: the return and the new sale in one transaction, both documents answered. */
export function useExchangeSale(businessId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ saleId, body, headers }: { saleId: number; body: ExchangeRequest; headers: IdempotencyHeaders }) =>
      api.post<ExchangeResult>(RETURNS_PATHS.saleExchange(businessId, saleId), body, { headers }),
    onSuccess: (r) => {
      qc.setQueryData(returnKeys.detail(businessId, r.return.id), r.return);
      void invalidateAfterReturn(qc, businessId);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Sale, SaleRequest } from '../../../../shared/contracts/sales';
import { SALES_PATHS } from '../../../../shared/contracts/sales-paths';
import { api } from '../../../lib/api';

export function useCreateSale(businessId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: SaleRequest; idempotencyKey: string }) =>
      api.post<Sale>(SALES_PATHS.sales(businessId), body, { headers: { 'Idempotency-Key': idempotencyKey } }),
    // Spec "Refresh behaviour": after a sale, sales, metrics, products and customers refresh.
    onSuccess: () => qc.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'auth' }),
  });
}

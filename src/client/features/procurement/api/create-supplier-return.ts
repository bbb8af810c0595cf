import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROCUREMENT_PATHS } from '#shared/contracts/procurement';
import type { DebitNote, SupplierReturnInput } from '#shared/contracts/supplier-returns';
import { api } from '#client/lib/api';
import type { IdempotencyHeaders } from '#client/lib/use-idempotency-key';
import { invalidateOrdersAndStock } from './keys';

// POST /api/procurement/grns/:id/returns — stock, what is owed and input VAT move: the dialog's
// Idempotency-Key makes a retry count once.
export function useCreateSupplierReturn(businessId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ grnId, input, headers }: { grnId: number; input: SupplierReturnInput; headers: IdempotencyHeaders }) =>
      api.post<DebitNote>(PROCUREMENT_PATHS.grnReturns(grnId), input, { headers }),
    onSuccess: () => invalidateOrdersAndStock(qc, businessId),
  });
}

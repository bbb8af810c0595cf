import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  CREDITOR_PATHS,
  type CreditorList,
  type RecordSupplierPaymentResponse,
  type SupplierChequeList,
  type SupplierLedger,
  type SupplierPaymentInput,
} from '#shared/contracts/creditors';
import { api } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';
import type { IdempotencyHeaders } from '#client/lib/use-idempotency-key';

/** Under procurement's key: a GRN saved or deleted refreshes what is owed to suppliers too. */
export const creditorsKey = (businessId: number) => [...queryKeys.procurement.all(businessId), 'creditors'] as const;

export const creditorsQuery = (businessId: number) =>
  queryOptions({
    queryKey: [...creditorsKey(businessId), 'list'] as const,
    queryFn: () => api.get<CreditorList>(CREDITOR_PATHS.list(businessId)),
    enabled: businessId > 0,
  });
export const useCreditors = (businessId: number) => useQuery(creditorsQuery(businessId));

export const useSupplierLedger = (businessId: number, supplierId: number | null) =>
  useQuery({
    queryKey: [...creditorsKey(businessId), 'ledger', supplierId] as const,
    queryFn: () => api.get<SupplierLedger>(CREDITOR_PATHS.ledger(businessId, supplierId ?? 0)),
    enabled: businessId > 0 && supplierId !== null,
  });

export const useSupplierCheques = (businessId: number) =>
  useQuery({
    queryKey: [...creditorsKey(businessId), 'cheques'] as const,
    queryFn: () => api.get<SupplierChequeList>(CREDITOR_PATHS.cheques(businessId)),
    enabled: businessId > 0,
  });

export function invalidateCreditors(qc: QueryClient, businessId: number) {
  return Promise.all([
    qc.invalidateQueries({ queryKey: creditorsKey(businessId) }),
    qc.invalidateQueries({ queryKey: queryKeys.dashboard.all(businessId) }),
  ]);
}

/** POST …/suppliers/:supplierId/payments with the dialog's Idempotency-Key (a retry counts once). */
export function usePaySupplier(businessId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ supplierId, input, headers }: { supplierId: number; input: SupplierPaymentInput; headers: IdempotencyHeaders }) =>
      api.post<RecordSupplierPaymentResponse>(CREDITOR_PATHS.payments(businessId, supplierId), input, { headers }),
    onSuccess: () => invalidateCreditors(qc, businessId),
  });
}

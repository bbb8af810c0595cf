import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CUSTOMER_PATHS,
  type CustomerSale,
  type Interaction,
  type InteractionInput,
  type LoyaltyAdjustmentInput,
  type LoyaltyEntry,
} from '#shared/contracts/customers';
import { api } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';
import type { IdempotencyHeaders } from '#client/lib/use-idempotency-key';
import { invalidateCustomerData } from './keys';

export const customerSalesQuery = (businessId: number, id: number) =>
  queryOptions({ queryKey: queryKeys.customers.sales(businessId, id), queryFn: () => api.get<CustomerSale[]>(CUSTOMER_PATHS.sales(id)) });
export const useCustomerSales = (businessId: number, id: number) => useQuery(customerSalesQuery(businessId, id));

export const interactionsQuery = (businessId: number, id: number) =>
  queryOptions({
    queryKey: queryKeys.customers.interactions(businessId, id),
    queryFn: () => api.get<Interaction[]>(CUSTOMER_PATHS.interactions(id)),
  });
export const useInteractions = (businessId: number, id: number) => useQuery(interactionsQuery(businessId, id));

export function useAddInteraction(businessId: number, id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: InteractionInput) => api.post<Interaction>(CUSTOMER_PATHS.interactions(id), input),
    onSuccess: () => qc.invalidateQueries({ queryKey: interactionsQuery(businessId, id).queryKey }),
  });
}

export const loyaltyHistoryQuery = (businessId: number, id: number) =>
  queryOptions({
    queryKey: queryKeys.customers.loyalty(businessId, id),
    queryFn: () => api.get<LoyaltyEntry[]>(CUSTOMER_PATHS.loyaltyHistory(id)),
  });
export const useLoyaltyHistory = (businessId: number, id: number) => useQuery(loyaltyHistoryQuery(businessId, id));

export function useAdjustPoints(businessId: number, id: number) {
  const qc = useQueryClient();
  return useMutation({
    // `headers` carries the form's Idempotency-Key: a retried adjustment counts once.
    mutationFn: ({ input, headers }: { input: LoyaltyAdjustmentInput; headers: IdempotencyHeaders }) =>
      api.post(CUSTOMER_PATHS.loyaltyPoints(businessId, id), { ...input, transactionType: 'adjusted' }, { headers }),
    onSuccess: () => invalidateCustomerData(qc, businessId),
  });
}

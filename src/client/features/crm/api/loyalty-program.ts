import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CUSTOMER_PATHS, type LoyaltyProgram, type LoyaltyProgramInput } from '#shared/contracts/customers';
import { api } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';
import { invalidateCustomerData } from './keys';

export const loyaltyProgramQuery = (businessId: number) =>
  queryOptions({
    queryKey: queryKeys.customers.program(businessId),
    queryFn: () => api.get<LoyaltyProgram>(CUSTOMER_PATHS.loyaltyProgram(businessId)),
  });
export const useLoyaltyProgram = (businessId: number) => useQuery(loyaltyProgramQuery(businessId));

export function useSaveLoyaltyProgram(businessId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: LoyaltyProgramInput) => api.put<LoyaltyProgram>(CUSTOMER_PATHS.loyaltyProgram(businessId), input),
    onSuccess: () => invalidateCustomerData(qc, businessId),
  });
}

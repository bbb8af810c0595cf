import { queryOptions, useQuery } from '@tanstack/react-query';
import { CUSTOMER_PATHS, type Customer } from '#shared/contracts/customers';
import { api } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

// Customer list cached 60 s.
export const customersQuery = (businessId: number) =>
  queryOptions({
    queryKey: queryKeys.customers.list(businessId),
    queryFn: () => api.get<Customer[]>(CUSTOMER_PATHS.list(businessId)),
    staleTime: 60_000,
  });

export function useCustomers(businessId: number) {
  return useQuery(customersQuery(businessId));
}

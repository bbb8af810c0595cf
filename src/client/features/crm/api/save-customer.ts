import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CUSTOMER_PATHS, type Customer, type CustomerCreateInput, type CustomerUpdateInput } from '#shared/contracts/customers';
import { api } from '#client/lib/api';
import { invalidateCustomerData } from './keys';

export function useCreateCustomer(businessId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CustomerCreateInput) => api.post<Customer>(CUSTOMER_PATHS.list(businessId), input),
    onSuccess: () => invalidateCustomerData(qc, businessId),
  });
}

export function useUpdateCustomer(businessId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: CustomerUpdateInput }) => api.put<Customer>(CUSTOMER_PATHS.one(id), input),
    onSuccess: () => invalidateCustomerData(qc, businessId),
  });
}

export function useDeleteCustomer(businessId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ success: true }>(CUSTOMER_PATHS.one(id)),
    onSuccess: () => invalidateCustomerData(qc, businessId),
  });
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TAX_PATHS, type TaxConfigurationInput, type TaxConfigurationResponse } from '#shared/contracts/tax';
import { api } from '#client/lib/api';
import { invalidateTax, taxKeys } from './keys';

export const configurationQuery = (businessId: number) =>
  queryOptions({
    queryKey: taxKeys.configuration(businessId),
    queryFn: () => api.get<TaxConfigurationResponse>(TAX_PATHS.configuration(businessId)),
  });

export const useConfiguration = (businessId: number) => useQuery(configurationQuery(businessId));

export function useSaveConfiguration(businessId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: TaxConfigurationInput) => api.put<TaxConfigurationResponse>(TAX_PATHS.configuration(businessId), input),
    onSuccess: () => invalidateTax(qc, businessId),
  });
}

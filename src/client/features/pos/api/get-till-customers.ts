import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CUSTOMER_PATHS } from '#shared/contracts/customer-paths';
import type { Customer, CustomerCreateInput, LoyaltyProgram } from '#shared/contracts/customers';
import type { BusinessSettings } from '#shared/contracts/settings';
import { SETTINGS_PATHS } from '#shared/contracts/settings-paths';
import { api } from '#client/lib/api';
import { withOfflineSnapshot } from '#client/lib/offline-snapshot';
import { queryKeys } from '#client/lib/query-keys';

// Same keys as /settings and /crm, so a save or a sale refreshes the till too. Offline,
// the device's last copy of each answers instead.
export const tillSettingsQuery = queryOptions({
  queryKey: queryKeys.settings,
  queryFn: () => withOfflineSnapshot('settings', () => api.get<BusinessSettings>(SETTINGS_PATHS.settings)),
  staleTime: 60_000,
});

export const useTillSettings = () => useQuery(tillSettingsQuery);

/** The customer list (cashiers may read it), only when CRM is enabled. */
export function useTillCustomers(businessId: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.customers.list(businessId),
    queryFn: () => withOfflineSnapshot('customers', () => api.get<Customer[]>(CUSTOMER_PATHS.list(businessId)), { businessId }),
    staleTime: 60_000,
    enabled: enabled && businessId > 0,
  });
}

export function useTillLoyaltyProgram(businessId: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.customers.program(businessId),
    queryFn: () =>
      withOfflineSnapshot('loyalty-program', () => api.get<LoyaltyProgram>(CUSTOMER_PATHS.loyaltyProgram(businessId)), { businessId }),
    staleTime: 60_000,
    enabled: enabled && businessId > 0,
  });
}

/** Quick 'Add Customer' at the till (cashiers may create customers). */
export function useCreateTillCustomer(businessId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CustomerCreateInput) => api.post<Customer>(CUSTOMER_PATHS.list(businessId), input),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.customers.all(businessId) }),
  });
}

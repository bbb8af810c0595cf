import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SETTINGS_PATHS, type BusinessSettings } from '#shared/contracts/settings';
import type { TaxInvoiceSerialPattern } from '#shared/contracts/tax-invoice-paths';
import { api } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

/**
 * The shop's settings (the same key the settings page and the till read), for the serial pattern
 * and the running number its next tax invoice gets (1 from a server that does not say).
 */
export const useSerialPattern = () =>
  useQuery({
    queryKey: queryKeys.settings,
    queryFn: () => api.get<BusinessSettings>(SETTINGS_PATHS.settings),
    staleTime: 60_000,
    select: (s) => ({ pattern: s.taxInvoiceSerialPattern, next: s.taxInvoiceNextNumber ?? 1 }),
  });

/** Saves only the pattern (the other settings stay as they are). */
export function useSaveSerialPattern() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (taxInvoiceSerialPattern: TaxInvoiceSerialPattern) =>
      api.post<BusinessSettings>(SETTINGS_PATHS.settings, { taxInvoiceSerialPattern }),
    onSuccess: (saved) => qc.setQueryData(queryKeys.settings, saved),
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { LANKAQR_PATHS, type LankaQrSettingsData } from '#shared/contracts/lankaqr-paths';
import { api } from '#client/lib/api';
import { withOfflineSnapshot } from '#client/lib/offline-snapshot';
import { queryKeys } from '#client/lib/query-keys';

/**
 * The shop's LankaQR at the till, kept on the device like the till's other
 * answers: an offline till still shows each sale's code (the customer's bank app needs no link to
 * the shop). Settings → LankaQR writes the same key, so a save there refreshes it here.
 */
export const tillLankaQrQuery = (businessId: number) =>
  queryOptions({
    queryKey: queryKeys.lankaqr(businessId),
    queryFn: () => withOfflineSnapshot('lankaqr', () => api.get<LankaQrSettingsData>(LANKAQR_PATHS.lankaqr(businessId)), { businessId }),
    staleTime: 60_000,
  });

export function useTillLankaQr(businessId: number | undefined) {
  return useQuery({ ...tillLankaQrQuery(businessId ?? 0), enabled: businessId !== undefined });
}

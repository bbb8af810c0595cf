import { queryOptions, useQuery } from '@tanstack/react-query';
import { LANKAQR_PATHS, type LankaQrSettingsData } from '#shared/contracts/lankaqr-paths';
import { api } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

/** The shop's LankaQR; the till reads the same key, so a save here refreshes it there. */
export const lankaqrQuery = (businessId: number) =>
  queryOptions({
    queryKey: queryKeys.lankaqr(businessId),
    queryFn: () => api.get<LankaQrSettingsData>(LANKAQR_PATHS.lankaqr(businessId)),
    staleTime: 60_000,
  });

export function useLankaQr(businessId: number) {
  return useQuery(lankaqrQuery(businessId));
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LANKAQR_PATHS, type LankaQrSettingsData } from '#shared/contracts/lankaqr-paths';
import { api } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

/** Saves the shop's static payload; the server checks it again and answers what it stored. */
export function useSaveLankaQr(businessId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (payload: string) => api.put<LankaQrSettingsData>(LANKAQR_PATHS.lankaqr(businessId), { payload }),
    onSuccess: (data) => qc.setQueryData(queryKeys.lankaqr(businessId), data),
  });
}

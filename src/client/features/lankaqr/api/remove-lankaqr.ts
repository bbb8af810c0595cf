import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LANKAQR_PATHS, type LankaQrSettingsData } from '#shared/contracts/lankaqr-paths';
import { api } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

/** Removes the shop's LankaQR: the till goes back to a reference field. */
export function useRemoveLankaQr(businessId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<LankaQrSettingsData>(LANKAQR_PATHS.lankaqr(businessId)),
    onSuccess: (data) => qc.setQueryData(queryKeys.lankaqr(businessId), data),
  });
}

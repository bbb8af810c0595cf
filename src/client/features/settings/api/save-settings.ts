import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SETTINGS_PATHS, type BusinessSettings, type BusinessSettingsInput } from '#shared/contracts/settings';
import { api } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';
import { currentUserQuery } from '#client/lib/auth';
import { setShopTimeZone, shopTimeZone } from '#client/lib/shop-time';
import { settingsKey } from './get-settings';

export function useSaveSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: BusinessSettingsInput) => api.post<BusinessSettings>(SETTINGS_PATHS.settings, input),
    onSuccess: (saved) => {
      qc.setQueryData(settingsKey, saved);
      if (saved.timeZone && saved.timeZone !== shopTimeZone()) {
        // Another zone moves every "today" and every shown time: re-read them all, no reload needed.
        setShopTimeZone(saved.timeZone);
        return qc.invalidateQueries();
      }
      return Promise.all([
        qc.invalidateQueries({ queryKey: queryKeys.pos(saved.businessId) }),
        qc.invalidateQueries({ queryKey: currentUserQuery.queryKey }),
      ]);
    },
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { SETTINGS_PATHS, type BusinessSettings } from '#shared/contracts/settings';
import { api } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

// Same key the POS reads (crmEnabled, pointsPerRupee, receipt texts), so a save refreshes it there too.
export const settingsKey = queryKeys.settings;

export const settingsQuery = queryOptions({
  queryKey: settingsKey,
  queryFn: () => api.get<BusinessSettings>(SETTINGS_PATHS.settings),
  staleTime: 60_000,
});

export function useBusinessSettings() {
  return useQuery(settingsQuery);
}

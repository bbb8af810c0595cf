import { useQuery } from '@tanstack/react-query';
import { SETTINGS_PATHS, type BusinessSettings } from '#shared/contracts/settings';
import { api } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

// The settings' own key (settings feature, till): a save on Settings refreshes the programme card's rate.
export function useLoyaltySettings() {
  return useQuery({
    queryKey: queryKeys.settings,
    queryFn: () => api.get<BusinessSettings>(SETTINGS_PATHS.settings),
    staleTime: 60_000,
  });
}

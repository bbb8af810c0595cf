import { useQuery } from '@tanstack/react-query';
import type { BusinessSettings } from '#shared/contracts/settings';
import { SETTINGS_PATHS } from '#shared/contracts/settings-paths';
import { api } from '#client/lib/api';
import { withOfflineSnapshot } from '#client/lib/offline-snapshot';
import { queryKeys } from '#client/lib/query-keys';

/** The shop's settings, from the query every screen shares (receipt-language.ts reads the same key). */
function useShopSettings() {
  return useQuery({
    queryKey: queryKeys.settings,
    queryFn: () => withOfflineSnapshot('settings', () => api.get<BusinessSettings>(SETTINGS_PATHS.settings)),
    staleTime: 60_000,
  });
}

/** The shop's name (the test page's heading); '' while it loads. */
export const useShopName = (): string => useShopSettings().data?.businessName ?? '';

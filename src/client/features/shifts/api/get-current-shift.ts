import { useQuery } from '@tanstack/react-query';
import type { CurrentShift } from '#shared/contracts/shifts';
import { SHIFT_PATHS } from '#shared/contracts/shift-paths';
import { api } from '#client/lib/api';
import { withOfflineSnapshot } from '#client/lib/offline-snapshot';
import { shiftKeys } from './shift-keys';

/**
 * The signed-in user's open shift and whether the business wants one (GET …/shifts/current).
 * Zod-free (paths and types only): the till may call it on its first paint.
 */
export function useCurrentShift(businessId: number | undefined) {
  return useQuery({
    queryKey: shiftKeys.current(businessId ?? 0),
    // Offline: the open shift as last seen from this device.
    queryFn: () => withOfflineSnapshot('shift.current', () => api.get<CurrentShift>(SHIFT_PATHS.current(businessId!)), { businessId }),
    enabled: businessId !== undefined && businessId > 0,
    staleTime: 30_000,
  });
}

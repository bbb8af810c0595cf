import { useQuery } from '@tanstack/react-query';
import type { ShiftDetail, ShiftList, ShiftReport } from '#shared/contracts/shifts';
import type { ParkedSale } from '#shared/contracts/parked-sales';
import { parkedSalesPath } from '#shared/contracts/parked-sales-paths';
import { SHIFT_PATHS } from '#shared/contracts/shift-paths';
import { api } from '#client/lib/api';
import { shiftKeys } from './shift-keys';

/** Admins: every shift of the business; cashiers: their own (newest first). */
export const useShifts = (businessId: number) =>
  useQuery({ queryKey: shiftKeys.list(businessId), queryFn: () => api.get<ShiftList>(SHIFT_PATHS.list(businessId)) });

export const useShiftDetail = (businessId: number, shiftId: number | null) =>
  useQuery({
    queryKey: shiftKeys.detail(businessId, shiftId ?? 0),
    queryFn: () => api.get<ShiftDetail>(SHIFT_PATHS.one(businessId, shiftId!)),
    enabled: shiftId !== null,
  });

/** The X report of an open shift (as it stands now: never cached long) or a closed shift's Z. */
export const useShiftReport = (businessId: number, shiftId: number | null) =>
  useQuery({
    queryKey: shiftKeys.report(businessId, shiftId ?? 0),
    queryFn: () => api.get<ShiftReport>(SHIFT_PATHS.report(businessId, shiftId!)),
    enabled: shiftId !== null,
    staleTime: 0,
  });

/** The business's baskets still parked (GET …/parked-sales): the close lists them as a warning. */
export const useParkedSales = (businessId: number, enabled: boolean) =>
  useQuery({
    queryKey: shiftKeys.parkedSales(businessId),
    queryFn: () => api.get<ParkedSale[]>(parkedSalesPath(businessId)),
    enabled,
    staleTime: 0,
    retry: false,
  });

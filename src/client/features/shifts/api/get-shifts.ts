import { useQuery } from '@tanstack/react-query';
import type { ShiftDetail, ShiftList, ShiftReport } from '../../../../shared/contracts/shifts';
import { SHIFT_PATHS } from '../../../../shared/contracts/shift-paths';
import { api } from '../../../lib/api';
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

/** A basket parked at the till (GET …/parked-sales, helper PIN's route): the close lists those still parked. */
export interface ParkedSaleSummary {
  id: number;
  cashierName: string | null;
  customerName: string | null;
  note: string | null;
  createdAt: string;
  items: unknown[];
}

export const useParkedSales = (businessId: number, enabled: boolean) =>
  useQuery({
    queryKey: shiftKeys.parkedSales(businessId),
    queryFn: () => api.get<ParkedSaleSummary[]>(`/api/businesses/${businessId}/parked-sales`),
    enabled,
    staleTime: 0,
    retry: false,
  });

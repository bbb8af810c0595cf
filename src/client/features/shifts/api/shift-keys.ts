/**
 * The shifts' query keys, owned here (the till's hook uses the same `current` key). One prefix per
 * business: a shift write invalidates `all`, so the list, the detail, the X report and the till's
 * current shift all refresh.
 */
export const shiftKeys = {
  all: (businessId: number) => ['shifts', businessId] as const,
  current: (businessId: number) => ['shifts', businessId, 'current'] as const,
  list: (businessId: number) => ['shifts', businessId, 'list'] as const,
  detail: (businessId: number, shiftId: number) => ['shifts', businessId, 'detail', shiftId] as const,
  report: (businessId: number, shiftId: number) => ['shifts', businessId, 'report', shiftId] as const,
  parkedSales: (businessId: number) => ['parked-sales', businessId] as const,
};

import type { QueryClient } from '@tanstack/react-query';

export const taxKeys = {
  all: (businessId: number) => ['tax', businessId] as const,
  panel: (businessId: number, from: string, to: string) => ['tax', businessId, 'panel', from, to] as const,
  configuration: (businessId: number) => ['tax', businessId, 'configuration'] as const,
  audit: (businessId: number, filters: Record<string, unknown>) => ['tax', businessId, 'audit', filters] as const,
};

/** Every tax mutation can change the panel, the calculations and the audit trail: refresh them all. */
export function invalidateTax(qc: QueryClient, businessId: number) {
  return qc.invalidateQueries({ queryKey: taxKeys.all(businessId) });
}

import { useQuery } from '@tanstack/react-query';
import { CUSTOMER_PATHS, type LoyaltyProgram } from '#shared/contracts/customers';
import { DEFAULT_RUPEES_PER_POINT } from '#shared/domain/loyalty';
import { api } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

/**
 * What one loyalty point is worth (the CRM programme), for the effective rate shown beside points
 * per rupee. The CRM feature's key, so saving the programme refreshes it; without the CRM module
 * (403) or before it loads, the default LKR 1.
 */
export function usePointValue(businessId: number | undefined): number {
  const q = useQuery({
    queryKey: queryKeys.customers.program(businessId),
    queryFn: () => api.get<LoyaltyProgram>(CUSTOMER_PATHS.loyaltyProgram(businessId!)),
    enabled: businessId !== undefined,
    retry: false,
  });
  return q.data?.rupeesPerPoint ?? DEFAULT_RUPEES_PER_POINT;
}

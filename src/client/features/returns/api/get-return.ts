import { useQuery } from '@tanstack/react-query';
import type { SaleReturn } from '#shared/contracts/returns';
import { RETURNS_PATHS } from '#shared/contracts/returns-paths';
import { api } from '#client/lib/api';
import { returnKeys } from './return-keys';

/** One return (its credit note), for a reprint. */
export const useReturn = (businessId: number, returnId: number | null) =>
  useQuery({
    queryKey: returnKeys.detail(businessId, returnId ?? 0),
    queryFn: () => api.get<SaleReturn>(RETURNS_PATHS.return(businessId, returnId!)),
    enabled: returnId != null,
    staleTime: 60_000,
  });

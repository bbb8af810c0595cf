import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReturnsPage } from '#shared/contracts/returns';
import { RETURNS_PATHS } from '#shared/contracts/returns-paths';
import { usersPath, type BusinessUser } from '#shared/contracts/users';
import { api } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

export interface ReturnsFilters {
  from: string;
  to: string;
  /** '' (both), 'return' or 'void'. */
  kind: string;
}

/** The list of credit notes and voids, or (writtenOff) only the lines not put back on the shelf. */
export interface ReturnsListQuery extends ReturnsFilters {
  writtenOff: boolean;
  page: number;
}

function queryString(q: ReturnsListQuery): string {
  const p = new URLSearchParams();
  if (q.from) p.set('from', q.from);
  if (q.to) p.set('to', q.to);
  if (q.kind && !q.writtenOff) p.set('kind', q.kind);
  if (q.writtenOff) p.set('restocked', 'false');
  p.set('page', String(q.page));
  return `?${p.toString()}`;
}

// Under the sales prefix: a return or a void (which refreshes the sales) refreshes this list too.
export const returnsQuery = (businessId: number, q: ReturnsListQuery) =>
  queryOptions({
    queryKey: [...queryKeys.sales.all(businessId), 'returns', q] as const,
    queryFn: () => api.get<ReturnsPage>(`${RETURNS_PATHS.returns(businessId)}${queryString(q)}`),
    placeholderData: keepPreviousData,
  });

export const useReturns = (businessId: number, q: ReturnsListQuery) => useQuery(returnsQuery(businessId, q));

/** The business's people, to name who took each return (the same cache entry as the Users page). */
export const useMembers = (businessId: number) =>
  useQuery({
    queryKey: queryKeys.business.users(businessId),
    queryFn: () => api.get<BusinessUser[]>(usersPath(businessId)),
    staleTime: 60_000,
  });

import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CHEQUE_PATHS,
  type ChequeList,
  type ChequeListQuery,
  type ChequeStatusInput,
  type ChequeStatusResponse,
} from '#shared/contracts/cheques';
import { api } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';
import type { IdempotencyHeaders } from '#client/lib/use-idempotency-key';

export const chequesKey = (businessId: number) => ['cheques', businessId] as const;

const queryString = (q: ChequeListQuery) => {
  const p = new URLSearchParams();
  if (q.status) p.set('status', q.status);
  if (q.from) p.set('from', q.from);
  if (q.to) p.set('to', q.to);
  const s = p.toString();
  return s ? `?${s}` : '';
};

export const chequesQuery = (businessId: number, q: ChequeListQuery) =>
  queryOptions({
    queryKey: [...chequesKey(businessId), q] as const,
    queryFn: () => api.get<ChequeList>(`${CHEQUE_PATHS.list(businessId)}${queryString(q)}`),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export function useCheques(businessId: number, q: ChequeListQuery) {
  return useQuery(chequesQuery(businessId, q));
}

/** Deposit, clear or bounce a cheque; a bounce changes a debt, so the debtors and the dashboard refresh. */
export function useChangeChequeStatus(businessId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input, headers }: { id: number; input: ChequeStatusInput; headers: IdempotencyHeaders }) =>
      api.post<ChequeStatusResponse>(CHEQUE_PATHS.status(businessId, id), input, { headers }),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: chequesKey(businessId) }),
        qc.invalidateQueries({ queryKey: queryKeys.debtors.all(businessId) }),
        qc.invalidateQueries({ queryKey: queryKeys.dashboard.all(businessId) }),
        qc.invalidateQueries({ queryKey: queryKeys.reports.all(businessId) }),
      ]),
  });
}

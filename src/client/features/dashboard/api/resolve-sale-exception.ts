import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { TERMINAL_PATHS, type ResolveSaleExceptionInput, type SaleException, type SaleExceptionList } from '#shared/contracts/terminals';
import { api } from '#client/lib/api';
import { openSaleExceptionsKey } from './get-sale-exceptions';

type ResolveInput = z.output<typeof ResolveSaleExceptionInput>;

/** Resolving takes the exception off the open list at once, then re-reads the list. */
export function useResolveSaleException(businessId: number) {
  const qc = useQueryClient();
  const key = openSaleExceptionsKey(businessId);
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: ResolveInput }) =>
      api.post<SaleException>(TERMINAL_PATHS.resolveSaleException(businessId, id), input),
    onSuccess: (_saved, { id }) => {
      qc.setQueryData<SaleExceptionList>(key, (list) =>
        list ? { exceptions: list.exceptions.filter((e) => e.id !== id), openCount: Math.max(0, list.openCount - 1) } : list,
      );
      return qc.invalidateQueries({ queryKey: key });
    },
  });
}

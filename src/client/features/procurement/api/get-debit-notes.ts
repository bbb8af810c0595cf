import { queryOptions, useQuery } from '@tanstack/react-query';
import { PROCUREMENT_PATHS } from '#shared/contracts/procurement';
import type { DebitNoteList } from '#shared/contracts/supplier-returns';
import { api } from '#client/lib/api';
import { debitNotesKey } from './keys';

// GET /api/procurement/debit-notes — goods returned to suppliers, newest first.
export const debitNotesQuery = (businessId: number) =>
  queryOptions({
    queryKey: debitNotesKey(businessId),
    queryFn: async () => (await api.get<DebitNoteList>(PROCUREMENT_PATHS.debitNotes)).debitNotes,
    staleTime: 60_000,
  });

export const useDebitNotes = (businessId: number) => useQuery(debitNotesQuery(businessId));

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IMPORT_PATHS, type ImportSummary } from '#shared/contracts/imports';
import { api } from '#client/lib/api';
import type { IdempotencyHeaders } from '#client/lib/use-idempotency-key';
import { importKeys } from './keys';

/** POST commit: 202, committing; the polled summary says when the rows are written. */
export function useCommitImport(businessId: number, importId: string | null) {
  const qc = useQueryClient();
  const key = importKeys.one(businessId, importId);
  return useMutation({
    // `headers` carries the screen's Idempotency-Key: a retried commit (lost answer) writes once.
    mutationFn: (headers: IdempotencyHeaders) =>
      api.post<ImportSummary | undefined>(IMPORT_PATHS.commit(businessId, importId!), {}, { headers }),
    onSuccess: (summary) => (summary ? qc.setQueryData(key, summary) : qc.invalidateQueries({ queryKey: key })),
  });
}

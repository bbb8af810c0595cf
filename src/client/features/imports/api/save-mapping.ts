import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IMPORT_PATHS, type ImportMapping, type ImportSummary } from '#shared/contracts/imports';
import { api } from '#client/lib/api';
import { importKeys } from './keys';

/** PUT the columns' mapping: 202, previewing again; the polled summary brings the new preview. */
export function useSaveMapping(businessId: number, importId: string | null) {
  const qc = useQueryClient();
  const key = importKeys.one(businessId, importId);
  return useMutation({
    mutationFn: (mapping: ImportMapping) => api.put<ImportSummary | undefined>(IMPORT_PATHS.mapping(businessId, importId!), { mapping }),
    onSuccess: (summary) => (summary ? qc.setQueryData(key, summary) : qc.invalidateQueries({ queryKey: key })),
  });
}

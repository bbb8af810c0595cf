import { useQuery } from '@tanstack/react-query';
import { IMPORT_PATHS, type ImportStatus, type ImportSummary } from '#shared/contracts/imports';
import { api } from '#client/lib/api';
import { importKeys } from './keys';

/** How often the server's progress is read while it works on the file. */
export const IMPORT_POLL_MS = 700;

/** The server is reading the file or writing its rows: its progress moves, the screen polls. */
export const isWorking = (status: ImportStatus | undefined) => status === 'previewing' || status === 'committing';

/** One import: polled while previewing or committing, then still (the preview or the result). */
export function useImport(businessId: number, importId: string | null) {
  return useQuery({
    queryKey: importKeys.one(businessId, importId),
    queryFn: () => api.get<ImportSummary>(IMPORT_PATHS.one(businessId, importId!)),
    enabled: businessId > 0 && importId !== null,
    refetchInterval: (q) => (isWorking(q.state.data?.status) ? IMPORT_POLL_MS : false),
    refetchOnWindowFocus: false,
    retry: false,
  });
}

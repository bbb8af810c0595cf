import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BACKUP_PATHS, type BackupRun, type PlatformBackups } from '#shared/contracts/backups';
import { api } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';
import { adminRetry } from './admin-query-defaults';

const backupsKey = [...queryKeys.admin.all, 'backups'] as const;

export const platformBackupsQuery = queryOptions({
  queryKey: backupsKey,
  queryFn: () => api.get<PlatformBackups>(BACKUP_PATHS.platform),
  retry: adminRetry,
});
export const usePlatformBackups = () => useQuery(platformBackupsQuery);

/** "Back up now": answers when the backup is written and verified (or has failed), then the panel refreshes. */
export function useBackUpNow() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<BackupRun>(BACKUP_PATHS.run),
    onSettled: () => qc.invalidateQueries({ queryKey: backupsKey }),
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { BACKUP_PATHS, type BackupStatus } from '#shared/contracts/backups';
import { api } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

/** The platform's last good backup and its warning (owner/admin only; refreshed every 5 minutes). */
export const backupStatusQuery = (businessId: number) =>
  queryOptions({
    queryKey: [...queryKeys.dashboard.all(businessId), 'backup-status'] as const,
    queryFn: () => api.get<BackupStatus>(BACKUP_PATHS.businessStatus(businessId)),
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
    retry: 1,
  });

export const useBackupStatus = (businessId: number) => useQuery(backupStatusQuery(businessId));

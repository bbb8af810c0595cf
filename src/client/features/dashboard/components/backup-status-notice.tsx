import { BackupStatusAlert } from '#client/components/backups/backup-status-alert';
import { useBackupStatus } from '../api/get-backup-status';

/** The dashboard's backup line: nothing while loading or when it cannot be read (the rest of the page matters more). */
export function BackupStatusNotice({ businessId }: { businessId: number }) {
  const status = useBackupStatus(businessId);
  return status.data ? <BackupStatusAlert status={status.data} /> : null;
}

import { AlertTriangle, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BackupStatus } from '#shared/contracts/backups';
import { formatDateTime } from '#client/lib/format';
import { Alert, AlertDescription, AlertTitle } from '../ui';

/** 12.3 MB, 840 kB: the size of a backup file for people. */
export function formatBytes(bytes: number): string {
  const [value, unit] = bytes >= 1e9 ? [bytes / 1e9, 'gigabyte'] : bytes >= 1e6 ? [bytes / 1e6, 'megabyte'] : [bytes / 1e3, 'kilobyte'];
  return new Intl.NumberFormat(undefined, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}

/**
 * The last good backup, or the warning (none yet, the last run failed, over two days old): shown to
 * the shop's owner on the dashboard and to the platform's super admin.
 */
export function BackupStatusAlert({ status }: { status: BackupStatus }) {
  const { t } = useTranslation('backups');
  const good = status.lastGood;
  const date = good ? formatDateTime(good.finishedAt) : '';
  if (status.warning === 'none' && good) {
    return (
      <Alert role="status" data-testid="backup-status" data-warning="none">
        <ShieldCheck />
        <AlertTitle>{t('ok.title', { date })}</AlertTitle>
        <AlertDescription>{t('ok.description', { size: formatBytes(good.sizeBytes) })}</AlertDescription>
      </Alert>
    );
  }
  const description =
    status.warning === 'never'
      ? t(status.enabled ? 'never.enabledDescription' : 'never.disabledDescription')
      : status.warning === 'failed'
        ? good
          ? t('failed.withGood', { date })
          : t('failed.withoutGood')
        : t('old.description', { date });
  return (
    <Alert variant="warning" data-testid="backup-status" data-warning={status.warning}>
      <AlertTriangle />
      <AlertTitle>{t(`${status.warning}.title`)}</AlertTitle>
      <AlertDescription>{description}</AlertDescription>
    </Alert>
  );
}

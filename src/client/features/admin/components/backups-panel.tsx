import { HardDrive } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BackupRun } from '#shared/contracts/backups';
import { BackupStatusAlert, formatBytes } from '#client/components/backups/backup-status-alert';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  toast,
} from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { formatDateTime } from '#client/lib/format';
import { useBackUpNow, usePlatformBackups } from '../api/backups';

const fileName = (file: string) => file.split(/[\\/]/).pop() ?? file;

/** The platform's automatic backups: the status, the settings from the environment (read-only), the latest runs, "Back up now". */
export function BackupsPanel() {
  const { t } = useTranslation('backups');
  const backups = usePlatformBackups();
  const backUpNow = useBackUpNow();
  const data = backups.data;

  const run = () =>
    backUpNow.mutate(undefined, {
      onSuccess: (r) =>
        r.status === 'ok' ? toast.success(t('panel.doneOk')) : toast.error(t('panel.doneFailed', { error: r.error ?? '' })),
      onError: (err) => toast.error(serverMessageOf(err, t('panel.runFailed'))),
    });

  return (
    <Card data-testid="backups-panel">
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2">
          <HardDrive className="size-5" aria-hidden /> {t('panel.title')}
        </CardTitle>
        {data?.settings && (
          <Button type="button" size="sm" onClick={run} disabled={backUpNow.isPending}>
            {backUpNow.isPending ? t('panel.running') : t('panel.backUpNow')}
          </Button>
        )}
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        {backups.isError ? (
          <p className="text-destructive">{t('loadFailed')}</p>
        ) : !data ? (
          <Skeleton className="h-24" />
        ) : (
          <>
            <BackupStatusAlert status={data.status} />
            {data.settings ? (
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                <dt className="text-muted-foreground">{t('panel.folder')}</dt>
                <dd className="break-all font-mono">{data.settings.dir}</dd>
                <dt className="text-muted-foreground">{t('panel.time')}</dt>
                <dd className="tabular-nums">{data.settings.time}</dd>
                <dt className="text-muted-foreground">{t('panel.keep')}</dt>
                <dd className="tabular-nums">{data.settings.keep}</dd>
              </dl>
            ) : (
              <p className="text-muted-foreground">{t('panel.off')}</p>
            )}
            <RecentRuns runs={data.runs.slice(0, 7)} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function RecentRuns({ runs }: { runs: BackupRun[] }) {
  const { t } = useTranslation('backups');
  if (runs.length === 0) return <p className="text-muted-foreground">{t('panel.none')}</p>;
  return (
    <Table data-testid="backup-runs" aria-label={t('panel.recent')}>
      <TableHeader>
        <TableRow>
          <TableHead>{t('panel.finished')}</TableHead>
          <TableHead>{t('panel.file')}</TableHead>
          <TableHead>{t('panel.size')}</TableHead>
          <TableHead>{t('panel.result')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {runs.map((r) => (
          <TableRow key={r.id}>
            <TableCell className="whitespace-nowrap">
              {formatDateTime(r.finishedAt)}
              {r.trigger === 'manual' && <span className="text-muted-foreground"> ({t('panel.manual')})</span>}
            </TableCell>
            <TableCell className="break-all font-mono text-xs" title={r.file}>
              {fileName(r.file)}
            </TableCell>
            <TableCell className="tabular-nums">{formatBytes(r.sizeBytes)}</TableCell>
            <TableCell>
              <Badge variant={r.status === 'ok' ? 'success' : 'destructive'}>
                {r.status === 'ok' ? t('panel.verified') : t('panel.failed')}
              </Badge>
              {r.error && <p className="mt-1 text-xs text-destructive">{r.error}</p>}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

import { Activity } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge, Card, CardContent, CardHeader, CardTitle, Skeleton } from '#client/components/ui';
import { useHealth } from '../api/get-health';

function formatUptime(seconds: number) {
  const d = Math.floor(seconds / 86400);
  const h = Math.floor((seconds % 86400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return d ? `${d}d ${h}h ${m}m` : h ? `${h}h ${m}m` : `${m}m ${seconds % 60}s`;
}

/** Live system health from GET /api/health. */
export function HealthPanel() {
  const { t } = useTranslation('admin');
  const health = useHealth();
  const h = health.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Activity className="size-5" aria-hidden /> {t('health.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm" data-testid="health-panel">
        {health.isError ? (
          <Badge variant="destructive">{t('health.unreachable')}</Badge>
        ) : !h ? (
          <Skeleton className="h-20" aria-label={t('loading')} />
        ) : (
          <>
            <div className="flex items-center justify-between">
              <span>{t('health.database', { kind: 'PostgreSQL' })}</span>
              <Badge variant={h.database === 'up' ? 'success' : 'destructive'}>
                {h.database === 'up' ? t('health.up') : t('health.down')}
              </Badge>
            </div>
            <div className="flex items-center justify-between">
              <span>{t('health.latency')}</span>
              <span className="tabular-nums">{h.databaseLatencyMs == null ? '—' : `${h.databaseLatencyMs} ms`}</span>
            </div>
            <div className="flex items-center justify-between">
              <span>{t('health.uptime')}</span>
              <span className="tabular-nums">{formatUptime(h.uptimeSeconds)}</span>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}

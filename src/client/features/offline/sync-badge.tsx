/**
 * The header's sync badge (docs/decisions/0016-offline-till.md): Online, Offline · N waiting, Syncing…, or N problems.
 * It opens the list of what is waiting and what the server refused, with Retry for everyone and
 * Set aside for the owner. Mounting it starts the outbox engine for the page.
 */
import { liveQuery } from 'dexie';
import { AlertTriangle, CloudOff, RefreshCw, Wifi } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useAuth } from '#client/lib/auth';
import { Button, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui';
import { listPending } from './outbox';
import { onSyncingChange, syncRunsEnded } from './sync-activity';
import { useSyncStatus } from './sync-status';
import type { OutboxItem, SyncStatus } from './types';

/** i18next reads a dot as nesting: the kinds' keys are spelled without one. */
const KIND_KEYS: Record<OutboxItem['kind'], string> = {
  sale: 'sale',
  return: 'return',
  'shift.open': 'shiftOpen',
  'shift.close': 'shiftClose',
  'cash-movement': 'cashMovement',
};

function useEngine() {
  useEffect(() => {
    void import('./sync').then((m) => m.startSyncEngine());
  }, []);
}

function usePending(open: boolean): OutboxItem[] {
  const [items, setItems] = useState<OutboxItem[]>([]);
  useEffect(() => {
    if (!open) return;
    const sub = liveQuery(() => listPending()).subscribe({ next: setItems, error: () => setItems([]) });
    return () => sub.unsubscribe();
  }, [open]);
  return items;
}

function badgeText(t: TFunction<'offline'>, s: SyncStatus): { text: string; Icon: typeof Wifi; tone: string } {
  if (!s.online) return { text: t('sync.offline', { count: s.waiting }), Icon: CloudOff, tone: 'text-warning-foreground bg-warning' };
  if (s.problems > 0)
    return { text: t('sync.problems', { count: s.problems }), Icon: AlertTriangle, tone: 'text-destructive-foreground bg-destructive' };
  if (s.syncing || s.waiting > 0) return { text: t('sync.syncing'), Icon: RefreshCw, tone: 'bg-secondary text-secondary-foreground' };
  return { text: t('sync.online'), Icon: Wifi, tone: 'bg-secondary text-secondary-foreground' };
}

export default function SyncBadge() {
  const { t } = useTranslation('offline');
  const status = useSyncStatus();
  const runs = useSyncExternalStore(onSyncingChange, syncRunsEnded, () => 0);
  const [open, setOpen] = useState(false);
  useEngine();
  const { text, Icon, tone } = badgeText(t, status);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className={`h-7 gap-1 rounded-md px-2 text-xs ${tone}`}
        data-testid="sync-status"
        data-sync-runs={runs}
        onClick={() => setOpen(true)}
      >
        <Icon className={`size-3.5 ${status.syncing ? 'animate-spin' : ''}`} aria-hidden />
        <span className="max-w-40 truncate">{text}</span>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        {open && <SyncDialog status={status} />}
      </Dialog>
    </>
  );
}

function SyncDialog({ status }: { status: SyncStatus }) {
  const { t } = useTranslation('offline');
  const items = usePending(true);
  const problems = items.filter((i) => i.state === 'problem');
  const waiting = items.filter((i) => i.state !== 'problem');
  return (
    <DialogContent closeLabel={t('sync.close')} data-testid="sync-dialog">
      <DialogHeader>
        <DialogTitle>{t('sync.title')}</DialogTitle>
        <DialogDescription>{status.online ? t('sync.onlineNote') : t('sync.offlineNote')}</DialogDescription>
      </DialogHeader>
      {items.length === 0 && <p className="text-sm text-muted-foreground">{t('sync.allSent')}</p>}
      {problems.length > 0 && <ItemList title={t('sync.problemsTitle')} items={problems} />}
      {waiting.length > 0 && <ItemList title={t('sync.waitingTitle', { count: waiting.length })} items={waiting.slice(0, 50)} />}
    </DialogContent>
  );
}

function ItemList({ title, items }: { title: string; items: OutboxItem[] }) {
  return (
    <section className="grid gap-2">
      <h3 className="text-sm font-medium">{title}</h3>
      <ul className="grid gap-2">
        {items.map((item) => (
          <ItemRow key={item.key} item={item} />
        ))}
      </ul>
    </section>
  );
}

function ItemRow({ item }: { item: OutboxItem }) {
  const { t } = useTranslation('offline');
  const { user } = useAuth();
  const isOwner = user?.role === 'admin' || user?.role === 'super_admin';
  const act = (what: 'retryItem' | 'setAside') => void import('./sync').then((m) => m[what](item.key));
  return (
    <li className="grid gap-1 rounded-md border p-2 text-sm" data-testid="sync-item">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="min-w-0 break-words font-medium">
          {t(`sync.kinds.${KIND_KEYS[item.kind]}`)} · {item.label}
        </span>
        {item.state === 'problem' && (
          <span className="flex gap-1">
            <Button size="sm" variant="outline" onClick={() => act('retryItem')}>
              {t('sync.retry')}
            </Button>
            {isOwner && (
              <Button size="sm" variant="ghost" onClick={() => act('setAside')}>
                {t('sync.setAside')}
              </Button>
            )}
          </span>
        )}
      </div>
      {item.lastError?.message && <p className="break-words text-xs text-muted-foreground">{item.lastError.message}</p>}
    </li>
  );
}

import { BellRing, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Reminder } from '#shared/contracts/reminders';
import {
  Alert,
  AlertTitle,
  Badge,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Skeleton,
  toast,
} from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { formatMoney } from '#client/lib/format';
import { useMarkReminderSent, useReminders, useRunReminders } from '../api/reminders';

const STATUS_VARIANT = { prepared: 'warning', sent: 'success', failed: 'destructive', skipped: 'outline' } as const;

/**
 * Debtors → Reminders: today's payment reminders — what the daily job sent,
 * what failed and why, who was skipped — and each prepared WhatsApp reminder one click away:
 * the link opens the chat with the text written; the reminder is then marked sent.
 */
export function RemindersButton({ businessId }: { businessId: number }) {
  const { t } = useTranslation('reminders');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        <BellRing />
        {t('list.open')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>{t('list.title')}</DialogTitle>
            <DialogDescription>{t('list.description')}</DialogDescription>
          </DialogHeader>
          {open && <RemindersToday businessId={businessId} />}
        </DialogContent>
      </Dialog>
    </>
  );
}

function RemindersToday({ businessId }: { businessId: number }) {
  const { t } = useTranslation('reminders');
  const list = useReminders(businessId);
  const run = useRunReminders(businessId);
  const runNow = () =>
    run.mutate(undefined, {
      onSuccess: (r) =>
        toast.success(
          r.quiet ? t('list.quiet') : t('list.ran', { sent: r.sent, prepared: r.prepared, failed: r.failed, skipped: r.skipped }),
        ),
      onError: (err) => toast.error(serverMessageOf(err, t('list.runFailed'))),
    });
  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">{list.data ? t('list.day', { date: list.data.date }) : null}</p>
        <Button type="button" size="sm" onClick={runNow} disabled={run.isPending}>
          {t('list.runNow')}
        </Button>
      </div>
      {list.isLoading ? (
        <Skeleton className="h-24 w-full" />
      ) : list.isError || !list.data ? (
        <Alert variant="destructive">
          <AlertTitle>{serverMessageOf(list.error, t('list.loadFailed'))}</AlertTitle>
        </Alert>
      ) : list.data.reminders.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">{t('list.empty')}</p>
      ) : (
        <ul className="grid gap-2" aria-label={t('list.title')}>
          {list.data.reminders.map((r) => (
            <ReminderRow key={r.id} businessId={businessId} reminder={r} />
          ))}
        </ul>
      )}
    </div>
  );
}

function ReminderRow({ businessId, reminder: r }: { businessId: number; reminder: Reminder }) {
  const { t } = useTranslation('reminders');
  const sent = useMarkReminderSent(businessId);
  const detail = r.status === 'skipped' ? t(`skip.${r.skipReason ?? 'no_contact'}`) : r.status === 'failed' ? r.error : null;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3" data-testid="reminder-row">
      <div className="grid gap-0.5">
        <span className="font-medium">{r.debtorName}</span>
        <span className="text-sm text-muted-foreground">
          {t('list.owes', { amount: formatMoney(r.amount), date: r.dueDate })} · {t(`channels.${r.channel}`)}
        </span>
        {detail && <span className="text-sm text-destructive">{detail}</span>}
      </div>
      <div className="flex items-center gap-2">
        <Badge variant={STATUS_VARIANT[r.status]}>{t(`status.${r.status}`)}</Badge>
        {r.status === 'prepared' && r.whatsappUrl && (
          <Button asChild size="sm" variant="outline">
            <a
              href={r.whatsappUrl}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => sent.mutate(r.id, { onError: (err) => toast.error(serverMessageOf(err, t('list.markFailed'))) })}
            >
              <MessageCircle />
              {t('list.sendWhatsapp', { name: r.debtorName })}
            </a>
          </Button>
        )}
      </div>
    </li>
  );
}

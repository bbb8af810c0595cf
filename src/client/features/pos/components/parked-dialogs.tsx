import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  AlertDescription,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  EmptyState,
  FormField,
  Input,
  Skeleton,
} from '../../../components/ui';
import { formatDateTime } from '../../../lib/format';
import { useParkedSales, type ParkedSale } from '../api/parked-sales';

/** "just now", "5 minutes ago", "2 hours ago": how long a basket has waited. */
export function ageText(createdAt: string, now: number, locale: string): string {
  const minutes = Math.max(0, Math.round((now - new Date(createdAt).getTime()) / 60_000));
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (minutes < 60) return rtf.format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  return hours < 48 ? rtf.format(-hours, 'hour') : rtf.format(-Math.round(hours / 24), 'day');
}

/** Park: an optional note (who it is for), then the cart is kept on the server and the till is clear. */
export function ParkDialog({
  open,
  busy,
  onCancel,
  onPark,
}: {
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onPark: (note: string) => void;
}) {
  const { t } = useTranslation('pos');
  const [note, setNote] = useState('');
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onCancel()}>
      <DialogContent closeLabel={t('park.cancel')}>
        <DialogHeader>
          <DialogTitle>{t('park.title')}</DialogTitle>
          <DialogDescription>{t('park.description')}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (!busy) onPark(note.trim());
            setNote('');
          }}
        >
          <FormField label={t('park.note')} htmlFor="park-note" hint={t('park.noteHint')}>
            <Input value={note} onChange={(e) => setNote(e.target.value)} maxLength={200} autoComplete="off" autoFocus />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onCancel}>
              {t('park.cancel')}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? t('processing') : t('park.park')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The parked baskets, newest first, with who parked them and how long ago: Recall or Discard. */
export function ParkedSalesDialog({
  open,
  businessId,
  busyId,
  onClose,
  onRecall,
  onDiscard,
}: {
  open: boolean;
  businessId: number;
  busyId: number | null;
  onClose: () => void;
  onRecall: (p: ParkedSale) => void;
  onDiscard: (p: ParkedSale) => void;
}) {
  const { t, i18n } = useTranslation('pos');
  const parked = useParkedSales(businessId, open);
  const now = Date.now();
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent closeLabel={t('parked.close')} className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('parked.title')}</DialogTitle>
          <DialogDescription>{t('parked.description')}</DialogDescription>
        </DialogHeader>
        {parked.isLoading ? (
          <Skeleton className="h-24" />
        ) : parked.isError ? (
          <Alert variant="destructive">
            <AlertDescription>{t('parked.failed')}</AlertDescription>
          </Alert>
        ) : (parked.data ?? []).length === 0 ? (
          <EmptyState title={t('parked.empty')} description={t('parked.emptyHint')} />
        ) : (
          <ul className="-mx-2 flex max-h-[60dvh] flex-col divide-y overflow-y-auto px-2" aria-label={t('parked.title')}>
            {parked.data!.map((p) => (
              <li key={p.id} className="flex items-center gap-3 py-2" data-testid="parked-sale">
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-medium break-words">{p.note || p.customerName || t('parked.untitled', { id: p.id })}</p>
                  <p className="text-xs text-muted-foreground">
                    {t('parked.meta', {
                      count: p.items.length,
                      cashier: p.cashierName ?? '—',
                      age: ageText(p.createdAt, now, i18n.language),
                    })}
                  </p>
                  <p className="sr-only">{formatDateTime(p.createdAt)}</p>
                </div>
                <Button type="button" size="sm" disabled={busyId != null} onClick={() => onRecall(p)}>
                  {t('parked.recall')}
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  disabled={busyId != null}
                  aria-label={t('parked.discardLabel', { name: p.note || p.customerName || p.id })}
                  onClick={() => onDiscard(p)}
                >
                  {t('parked.discard')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {t('parked.close')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

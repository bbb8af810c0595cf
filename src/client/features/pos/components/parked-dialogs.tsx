import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PosProduct } from '#shared/contracts/sales';
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
  FormDialogFooter,
  FormField,
  Input,
  Skeleton,
  toast,
} from '#client/components/ui';
import { ApiError, serverMessageOf } from '#client/lib/api';
import { useIdempotencyKey } from '#client/lib/use-idempotency-key';
import { useDeleteParked, usePark, useParkedSales, type ParkedSale } from '../api/parked-sales';
import type { CartLine } from '../lib/cart';
import type { Discount } from '../lib/discounts';
import { linesFromParked, parkedBasket } from '../lib/parked-lines';
import { TillFormDialog } from './till-form-dialog';

/** "just now", "5 minutes ago", "2 hours ago": how long a basket has waited. */
export function ageText(createdAt: string, now: number, locale: string): string {
  const minutes = Math.max(0, Math.round((now - new Date(createdAt).getTime()) / 60_000));
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (minutes < 60) return rtf.format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  return hours < 48 ? rtf.format(-hours, 'hour') : rtf.format(-Math.round(hours / 24), 'day');
}

/** Park: an optional note (who it is for); the basket is kept on the server and the till is clear. */
export function ParkDialog({
  open,
  businessId,
  cart,
  customerId,
  cartDiscount,
  onCancel,
  onParked,
}: {
  open: boolean;
  businessId: number;
  cart: CartLine[];
  /** The customer on the sale (CRM), kept with the basket. */
  customerId: number | null;
  /** The cart's own discount, parked with the lines' and given back on recall. */
  cartDiscount: Discount | null;
  onCancel: () => void;
  onParked: () => void;
}) {
  const { t } = useTranslation('pos');
  const park = usePark(businessId);
  const idempotency = useIdempotencyKey();
  const [note, setNote] = useState('');
  useEffect(() => {
    if (!open) return;
    setNote('');
    idempotency.reset();
  }, [open, idempotency]);
  const submit = () => {
    if (park.isPending) return;
    const input = {
      ...parkedBasket(cart, cartDiscount),
      ...(customerId != null ? { customerId } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
    };
    park.mutate(
      { input, headers: idempotency.headers() },
      {
        onSuccess: () => {
          toast.success(t('park.done'), { description: note.trim() || undefined });
          onParked();
        },
        onError: (err) => toast.error(t('error'), { description: serverMessageOf(err, t('park.failed')) }),
      },
    );
  };
  return (
    <TillFormDialog
      open={open}
      onClose={() => !park.isPending && onCancel()}
      closeLabel={t('park.cancel')}
      title={t('park.title')}
      description={t('park.description')}
      onSubmit={submit}
    >
      <FormField label={t('park.note')} htmlFor="park-note" hint={t('park.noteHint')}>
        <Input value={note} onChange={(e) => setNote(e.target.value)} maxLength={200} autoComplete="off" autoFocus />
      </FormField>
      <FormDialogFooter
        onCancel={onCancel}
        cancelLabel={t('park.cancel')}
        submitLabel={t('park.park')}
        busyLabel={t('processing')}
        busy={park.isPending}
      />
    </TillFormDialog>
  );
}

/**
 * The parked baskets, newest first, with who parked them and how long ago. Recall deletes the
 * basket first — so two tills never both recall it — then loads it at today's prices with its
 * discounts (the lines' and the cart's); Discard
 * deletes it.
 */
export function ParkedSalesDialog({
  open,
  businessId,
  byId,
  canRecall,
  onClose,
  onRecalled,
}: {
  open: boolean;
  businessId: number;
  byId: ReadonlyMap<number, PosProduct>;
  /** The till's cart is empty (a basket is recalled into an empty cart only). */
  canRecall: boolean;
  onClose: () => void;
  onRecalled: (lines: CartLine[], customerId: number | null, cartDiscount: Discount | null) => void;
}) {
  const { t } = useTranslation('pos');
  const parked = useParkedSales(businessId, open);
  const remove = useDeleteParked(businessId);
  const [busyId, setBusyId] = useState<number | null>(null);
  const now = Date.now();

  const recall = async (p: ParkedSale) => {
    if (!canRecall) return void toast.error(t('error'), { description: t('parked.cartNotEmpty') });
    setBusyId(p.id);
    try {
      await remove.mutateAsync(p.id);
      const { lines, missing, cartDiscount } = linesFromParked(p, byId);
      onRecalled(lines, p.customerId, cartDiscount);
      if (missing > 0) toast.error(t('parked.missing', { count: missing }));
      else toast.success(t('parked.recalled'));
    } catch (err) {
      toast.error(t('error'), {
        description: err instanceof ApiError && err.status === 404 ? t('parked.gone') : serverMessageOf(err, t('parked.failed')),
      });
    } finally {
      setBusyId(null);
    }
  };
  const discard = async (p: ParkedSale) => {
    setBusyId(p.id);
    // Gone already (another till): the list refreshes either way.
    await remove.mutateAsync(p.id).catch(() => undefined);
    setBusyId(null);
  };

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
              <ParkedSaleRow
                key={p.id}
                sale={p}
                now={now}
                busy={busyId != null}
                onRecall={() => void recall(p)}
                onDiscard={() => void discard(p)}
              />
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

/** A parked basket: its note (or customer), how many lines, who parked it and when; recall or discard it. */
function ParkedSaleRow({
  sale: p,
  now,
  busy,
  onRecall,
  onDiscard,
}: {
  sale: ParkedSale;
  now: number;
  busy: boolean;
  onRecall: () => void;
  onDiscard: () => void;
}) {
  const { t, i18n } = useTranslation('pos');
  return (
    <li className="flex items-center gap-3 py-2" data-testid="parked-sale">
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-medium break-words">{p.note || p.customerName || t('parked.untitled', { id: p.id })}</p>
        <p className="text-xs text-muted-foreground">
          {t('parked.meta', {
            count: p.items.length,
            cashier: p.cashierName ?? '—',
            age: ageText(p.createdAt, now, i18n.language),
          })}
        </p>
      </div>
      <Button type="button" size="sm" disabled={busy} onClick={onRecall}>
        {t('parked.recall')}
      </Button>
      <Button
        type="button"
        size="sm"
        variant="ghost"
        disabled={busy}
        aria-label={t('parked.discardLabel', { name: p.note || p.customerName || p.id })}
        onClick={onDiscard}
      >
        {t('parked.discard')}
      </Button>
    </li>
  );
}

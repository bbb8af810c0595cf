import { useTranslation } from 'react-i18next';
import type { Shift, ShiftDetail } from '#shared/contracts/shifts';
import {
  Badge,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Skeleton,
} from '#client/components/ui';
import { formatMoney } from '#client/lib/format';
import { formatShopDateTime } from '#client/lib/shop-time';
import { useShiftDetail } from '../api/get-shifts';

/** A shift with its cash movements; opens its X/Z report, or the close (admins may close any). */
export function ShiftDetailDialog({
  businessId,
  shift,
  onClose,
  onReport,
  onCloseShift,
  onCash,
}: {
  businessId: number;
  shift: Shift;
  onClose: () => void;
  onReport: () => void;
  onCloseShift: () => void;
  onCash: (kind: 'in' | 'out') => void;
}) {
  const { t } = useTranslation('shifts');
  const detail = useShiftDetail(businessId, shift.id).data;
  const isOpen = shift.status === 'open';
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent closeLabel={t('report.close')} data-testid="shift-detail">
        <DialogHeader>
          <DialogTitle>
            {t('detail.title', { name: shift.userName })}{' '}
            <Badge variant={isOpen ? 'default' : 'secondary'}>{t(`status.${shift.status}`)}</Badge>
          </DialogTitle>
          <DialogDescription>{t('detail.description', { opened: formatShopDateTime(shift.openedAt) })}</DialogDescription>
        </DialogHeader>
        <CashMovements detail={detail} />
        {detail && detail.drawerOpens.length > 0 && <DrawerOpens opens={detail.drawerOpens} />}
        <DialogFooter>
          {isOpen && (
            <>
              <Button type="button" variant="outline" onClick={() => onCash('in')}>
                {t('movement.inTitle')}
              </Button>
              <Button type="button" variant="outline" onClick={() => onCash('out')}>
                {t('movement.outTitle')}
              </Button>
              <Button type="button" variant="outline" onClick={onCloseShift}>
                {t('detail.close')}
              </Button>
            </>
          )}
          <Button type="button" onClick={onReport} data-testid="open-shift-report">
            {isOpen ? t('detail.xReport') : t('detail.zReport')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The cash put in and taken out during the shift, each with its reason and time. */
function CashMovements({ detail }: { detail: ShiftDetail | undefined }) {
  const { t } = useTranslation('shifts');
  return (
    <section className="grid gap-2">
      <h3 className="text-sm font-medium">{t('detail.movements')}</h3>
      {!detail ? (
        <Skeleton className="h-16" />
      ) : detail.cashMovements.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('detail.noMovements')}</p>
      ) : (
        <ul className="grid gap-1 text-sm">
          {detail.cashMovements.map((m) => (
            <li key={m.id} className="flex justify-between gap-3">
              <span>
                {m.kind === 'in' ? t('movement.inTitle') : t('movement.outTitle')}: {m.reason}
                <span className="text-muted-foreground"> · {formatShopDateTime(m.createdAt)}</span>
              </span>
              <span className="tabular-nums">{`${m.kind === 'out' ? '-' : ''}${formatMoney(m.amount)}`}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The drawer opened with no sale during the shift: why, who and when. */
function DrawerOpens({ opens }: { opens: ShiftDetail['drawerOpens'] }) {
  const { t } = useTranslation('shifts');
  return (
    <section className="grid gap-2" data-testid="shift-drawer-opens">
      <h3 className="text-sm font-medium">{t('detail.drawerOpens')}</h3>
      <ul className="grid gap-1 text-sm">
        {opens.map((o) => (
          <li key={o.id}>
            {o.reason}
            <span className="text-muted-foreground">
              {' · '}
              {[o.userName, formatShopDateTime(o.openedAt)].filter(Boolean).join(' · ')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

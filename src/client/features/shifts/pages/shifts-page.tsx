import { Clock } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Shift } from '#shared/contracts/shifts';
import { toCents, fromCents } from '#shared/domain/money';
import { PageHeader } from '#client/components/layout/page-header';
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Badge,
  Button,
  Card,
  CardContent,
  EmptyState,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { useAuth } from '#client/lib/auth';
import { formatMoney } from '#client/lib/format';
import { formatShopDateTime } from '#client/lib/shop-time';
import { useBusinessId } from '#client/lib/use-business-id';
import { useCurrentShift } from '../api/get-current-shift';
import { useShifts } from '../api/get-shifts';
import { CashMovementDialog } from '../components/cash-movement-dialog';
import { CloseShiftDialog } from '../components/close-shift-dialog';
import { ShiftDetailDialog } from '../components/shift-detail-dialog';
import { OpenShiftDialog } from '../components/open-shift-dialog';
import { ShiftReportDialog } from '../components/shift-report-dialog';

/** Every shift of the shop (admins) or the user's own: float, expected, counted and over/short. */
export default function ShiftsPage() {
  const businessId = useBusinessId();
  if (businessId === undefined) return null;
  return <ShiftsList businessId={businessId} />;
}

function OverShort({ amount }: { amount: number | null }) {
  const { t } = useTranslation('shifts');
  if (amount === null) return <>—</>;
  if (amount === 0) return <>{t('overShort.exact')}</>;
  const text = t(amount > 0 ? 'overShort.over' : 'overShort.short', { amount: formatMoney(Math.abs(amount)) });
  return <span className={amount < 0 ? 'text-destructive' : undefined}>{text}</span>;
}

/** Σ over/short of the closed shifts, per cashier (in cents, then rupees). */
function totalsByCashier(shifts: Shift[]) {
  const by = new Map<string, { name: string; cents: number; count: number }>();
  for (const s of shifts) {
    if (s.overShort === null) continue;
    const row = by.get(s.userId) ?? { name: s.userName, cents: 0, count: 0 };
    row.cents += toCents(s.overShort);
    row.count += 1;
    by.set(s.userId, row);
  }
  return [...by.values()].map((r) => ({ ...r, amount: fromCents(r.cents) }));
}

function ShiftsList({ businessId }: { businessId: number }) {
  const { t } = useTranslation('shifts');
  const isAdmin = useAuth().user?.role !== 'cashier';
  const list = useShifts(businessId);
  const [selected, setSelected] = useState<Shift | null>(null);
  const [report, setReport] = useState<number | null>(null);
  const [closing, setClosing] = useState<Shift | null>(null);
  const [moving, setMoving] = useState<{ shift: Shift; kind: 'in' | 'out' } | null>(null);
  const [opening, setOpening] = useState(false);
  const current = useCurrentShift(businessId).data;
  const totals = useMemo(() => totalsByCashier(list.data ?? []), [list.data]);

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title={t('title')}
        subtitle={isAdmin ? t('subtitle') : t('subtitleOwn')}
        actions={
          current && !current.shift ? (
            <Button type="button" onClick={() => setOpening(true)}>
              {t('open.submit')}
            </Button>
          ) : undefined
        }
      />
      {list.isError ? (
        <Alert variant="destructive">
          <AlertTitle>{t('loadFailed')}</AlertTitle>
          <AlertDescription>{serverMessageOf(list.error, '')}</AlertDescription>
        </Alert>
      ) : !list.data ? (
        <Skeleton className="h-64" aria-label={t('loading')} />
      ) : list.data.length === 0 ? (
        <EmptyState icon={Clock} title={t('empty')} />
      ) : (
        <>
          {isAdmin && totals.length > 0 && (
            <Card>
              <CardContent className="flex flex-wrap gap-x-8 gap-y-2 p-4 text-sm" data-testid="over-short-totals">
                <span className="font-medium">{t('totals')}</span>
                {totals.map((r) => (
                  <span key={r.name}>
                    {r.name}: <OverShort amount={r.amount} />
                  </span>
                ))}
              </CardContent>
            </Card>
          )}
          <Card>
            <CardContent className="overflow-x-auto p-0">
              <Table aria-label={t('title')} data-testid="shifts-list">
                <TableHeader>
                  <TableRow>
                    {isAdmin && <TableHead>{t('columns.cashier')}</TableHead>}
                    <TableHead>{t('columns.opened')}</TableHead>
                    <TableHead>{t('columns.closed')}</TableHead>
                    <TableHead>{t('columns.z')}</TableHead>
                    <TableHead className="text-right">{t('columns.float')}</TableHead>
                    <TableHead className="text-right">{t('columns.expected')}</TableHead>
                    <TableHead className="text-right">{t('columns.counted')}</TableHead>
                    <TableHead className="text-right">{t('columns.overShort')}</TableHead>
                    <TableHead />
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {list.data.map((s) => (
                    <TableRow key={s.id} data-testid={`shift-row-${s.id}`}>
                      {isAdmin && <TableCell>{s.userName}</TableCell>}
                      <TableCell className="whitespace-nowrap">{formatShopDateTime(s.openedAt)}</TableCell>
                      <TableCell className="whitespace-nowrap">
                        {s.closedAt ? formatShopDateTime(s.closedAt) : <Badge>{t('status.open')}</Badge>}
                      </TableCell>
                      <TableCell>{s.zNumber ?? '—'}</TableCell>
                      <TableCell className="text-right tabular-nums">{formatMoney(s.openingFloat)}</TableCell>
                      <TableCell className="text-right tabular-nums">
                        {s.expectedCash === null ? '—' : formatMoney(s.expectedCash)}
                      </TableCell>
                      <TableCell className="text-right tabular-nums">{s.countedCash === null ? '—' : formatMoney(s.countedCash)}</TableCell>
                      <TableCell className="text-right tabular-nums">
                        <OverShort amount={s.overShort} />
                      </TableCell>
                      <TableCell>
                        <Button variant="link" className="h-auto p-0" onClick={() => setSelected(s)}>
                          {t('view')}
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </CardContent>
          </Card>
        </>
      )}
      {selected && (
        <ShiftDetailDialog
          businessId={businessId}
          shift={selected}
          onClose={() => setSelected(null)}
          onReport={() => {
            setReport(selected.id);
            setSelected(null);
          }}
          onCloseShift={() => {
            setClosing(selected);
            setSelected(null);
          }}
          onCash={(kind) => {
            setMoving({ shift: selected, kind });
            setSelected(null);
          }}
        />
      )}
      <ShiftReportDialog businessId={businessId} shiftId={report} open={report !== null} onClose={() => setReport(null)} />
      <CloseShiftDialog businessId={businessId} shift={closing} open={closing !== null} onClose={() => setClosing(null)} />
      <OpenShiftDialog businessId={businessId} open={opening} onClose={() => setOpening(false)} />
      {moving && (
        <CashMovementDialog businessId={businessId} shiftId={moving.shift.id} kind={moving.kind} open onClose={() => setMoving(null)} />
      )}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import type { Shift } from '#shared/contracts/shifts';
import { Badge, Button, Card, CardContent, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#client/components/ui';
import { formatMoney } from '#client/lib/format';
import { formatShopDateTime } from '#client/lib/shop-time';
import { OverShort } from './over-short';

/** The shifts, newest first: who (admins see every cashier), when, the Z number and the cash figures. */
export function ShiftsTable({ shifts, isAdmin, onView }: { shifts: Shift[]; isAdmin: boolean; onView: (shift: Shift) => void }) {
  const { t } = useTranslation('shifts');
  return (
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
            {shifts.map((s) => (
              <ShiftRow key={s.id} shift={s} isAdmin={isAdmin} onView={() => onView(s)} />
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

function ShiftRow({ shift: s, isAdmin, onView }: { shift: Shift; isAdmin: boolean; onView: () => void }) {
  const { t } = useTranslation('shifts');
  return (
    <TableRow data-testid={`shift-row-${s.id}`}>
      {isAdmin && <TableCell>{s.userName}</TableCell>}
      <TableCell className="whitespace-nowrap">{formatShopDateTime(s.openedAt)}</TableCell>
      <TableCell className="whitespace-nowrap">{s.closedAt ? formatShopDateTime(s.closedAt) : <Badge>{t('status.open')}</Badge>}</TableCell>
      <TableCell>{s.zNumber ?? '—'}</TableCell>
      <TableCell className="text-right tabular-nums whitespace-nowrap">{formatMoney(s.openingFloat)}</TableCell>
      <TableCell className="text-right tabular-nums">{s.expectedCash === null ? '—' : formatMoney(s.expectedCash)}</TableCell>
      <TableCell className="text-right tabular-nums">{s.countedCash === null ? '—' : formatMoney(s.countedCash)}</TableCell>
      <TableCell className="text-right tabular-nums">
        <OverShort amount={s.overShort} />
      </TableCell>
      <TableCell>
        <Button variant="link" className="h-auto p-0" onClick={onView}>
          {t('view')}
        </Button>
      </TableCell>
    </TableRow>
  );
}

import { useTranslation } from 'react-i18next';
import type { SalesListRow } from '#shared/contracts/sales-list';
import { Badge, Button, Card, CardContent, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#client/components/ui';
import { formatDateTime, formatMoney } from '#client/lib/format';

/** One page of sales: invoice (opens the sale), date, customer, cashier, method, status, total. */
export function SalesTable({ sales, onOpen }: { sales: SalesListRow[]; onOpen: (row: SalesListRow) => void }) {
  const { t } = useTranslation('sales');
  return (
    <Card>
      <CardContent className="overflow-x-auto p-0">
        <Table aria-label={t('title')} data-testid="sales-list">
          <TableHeader>
            <TableRow>
              <TableHead>{t('columns.invoice')}</TableHead>
              <TableHead>{t('columns.date')}</TableHead>
              <TableHead>{t('columns.customer')}</TableHead>
              <TableHead>{t('columns.cashier')}</TableHead>
              <TableHead>{t('columns.method')}</TableHead>
              <TableHead>{t('columns.status')}</TableHead>
              <TableHead className="text-right">{t('columns.total')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {sales.map((s) => (
              <TableRow key={s.id}>
                <TableCell>
                  <Button variant="link" className="h-auto p-0" onClick={() => onOpen(s)}>
                    {s.invoiceNumber}
                  </Button>
                </TableCell>
                <TableCell className="whitespace-nowrap">{formatDateTime(s.saleDate)}</TableCell>
                <TableCell>{s.customerName ?? t('walkIn')}</TableCell>
                <TableCell>{s.cashierName ?? '—'}</TableCell>
                <TableCell>
                  {t(`methods.${s.paymentMethod}`)}{' '}
                  {s.paymentStatus !== 'paid' && <Badge variant="secondary">{t(`statuses.${s.paymentStatus}`)}</Badge>}
                </TableCell>
                <TableCell>
                  <SaleStatusBadge status={s.status} />
                </TableCell>
                <TableCell className="text-right tabular-nums whitespace-nowrap">{formatMoney(s.totalAmount)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

const STATUS_VARIANTS = { completed: 'outline', partly_returned: 'warning', returned: 'secondary', void: 'destructive' } as const;

/** completed, partly returned, returned or void: what became of the sale after it was made. */
function SaleStatusBadge({ status }: { status: SalesListRow['status'] }) {
  const { t } = useTranslation('sales');
  return (
    <Badge variant={STATUS_VARIANTS[status]} data-testid="sale-status">
      {t(`saleStatuses.${status}`)}
    </Badge>
  );
}

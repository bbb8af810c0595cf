import { AlertTriangle, BookOpen, CalendarClock, HandCoins, Wallet } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
  Skeleton,
  StatCard,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#client/components/ui';
import { formatDate, formatMoney } from '#client/lib/format';
import { useCreditors, useSupplierCheques } from '../api/creditors';
import { AgeingSummary } from './ageing-summary';
import { PaySupplierDialog } from './pay-supplier-dialog';
import { SupplierLedgerDialog } from './supplier-ledger-dialog';

type SupplierRef = { id: number; name: string };

/**
 * Procurement's Creditors tab: what the shop owes each supplier for goods taken
 * on credit, by age; what falls due this week; paying a supplier; each supplier's ledger; and the
 * cheques issued, by the date they will be presented.
 */
export function CreditorsTab({ businessId }: { businessId: number }) {
  const { t } = useTranslation('creditors');
  const list = useCreditors(businessId);
  const cheques = useSupplierCheques(businessId);
  const [paying, setPaying] = useState<SupplierRef | null>(null);
  const [viewing, setViewing] = useState<SupplierRef | null>(null);

  if (list.isLoading) return <Skeleton className="h-64" />;
  const data = list.data;
  return (
    <div className="grid gap-4">
      {data && (
        <div className="grid gap-4 sm:grid-cols-3">
          <StatCard title={t('summary.total')} value={formatMoney(data.totals.balance)} icon={Wallet} />
          <StatCard
            title={t('summary.overdue')}
            value={formatMoney(data.totals.overdue)}
            icon={AlertTriangle}
            tone={data.totals.overdue > 0 ? 'destructive' : 'default'}
          />
          <StatCard
            title={t('summary.dueThisWeek')}
            value={formatMoney(data.totals.dueSoon)}
            icon={CalendarClock}
            tone={data.totals.dueSoon > 0 ? 'warning' : 'default'}
          />
        </div>
      )}

      {data && data.dueSoon.length > 0 && (
        <Card data-testid="due-this-week">
          <CardHeader>
            <CardTitle>{t('dueSoon.title')}</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-2 text-sm">
              {data.dueSoon.map((g) => (
                <li key={g.id} className="flex flex-wrap justify-between gap-2">
                  <span>
                    <span className="font-medium">{g.supplierName}</span> · {g.grnNumber} ·{' '}
                    {g.overdue ? (
                      <span className="text-destructive">{t('dueSoon.overdueSince', { date: formatDate(g.dueDate) })}</span>
                    ) : (
                      t('dueSoon.dueOn', { date: formatDate(g.dueDate) })
                    )}
                  </span>
                  <span className="tabular-nums">{formatMoney(g.outstanding)}</span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      )}

      {!data || data.creditors.length === 0 ? (
        <EmptyState icon={HandCoins} title={t('list.empty')} description={t('list.emptyHint')} />
      ) : (
        <ul className="grid gap-3" aria-label={t('list.title')}>
          {data.creditors.map((c) => (
            <li key={c.supplierId}>
              <Card data-testid="creditor-row">
                <CardContent className="grid gap-3 p-4">
                  <div className="flex flex-wrap items-center justify-between gap-3">
                    <div className="grid gap-1">
                      <p className="font-semibold">
                        {c.name} {c.overdue && <Badge variant="destructive">{t('list.overdue')}</Badge>}
                      </p>
                      <p className="text-sm text-muted-foreground">
                        {t('list.terms', { days: c.creditDays })}
                        {c.nextDueDate ? ` · ${t('list.nextDue', { date: formatDate(c.nextDueDate) })}` : ''}
                      </p>
                    </div>
                    <div className="flex items-center gap-3">
                      <p className="text-lg font-semibold tabular-nums" data-testid="creditor-balance">
                        {formatMoney(c.balance)}
                      </p>
                      <Button variant="outline" size="sm" onClick={() => setViewing({ id: c.supplierId, name: c.name })}>
                        <BookOpen aria-hidden="true" className="size-4" /> {t('actions.ledger')}
                        <span className="sr-only"> {c.name}</span>
                      </Button>
                      <Button size="sm" onClick={() => setPaying({ id: c.supplierId, name: c.name })}>
                        <HandCoins aria-hidden="true" className="size-4" /> {t('actions.pay')}
                        <span className="sr-only"> {c.name}</span>
                      </Button>
                    </div>
                  </div>
                  <AgeingSummary ageing={c.ageing} compact />
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}

      <Card>
        <CardHeader>
          <CardTitle>{t('cheques.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          {(cheques.data?.cheques.length ?? 0) === 0 ? (
            <p className="text-sm text-muted-foreground">{t('cheques.empty')}</p>
          ) : (
            <Table scrollLabel={t('cheques.title')} data-testid="issued-cheques">
              <TableHeader>
                <TableRow>
                  <TableHead>{t('cheques.date')}</TableHead>
                  <TableHead>{t('cheques.number')}</TableHead>
                  <TableHead>{t('cheques.bank')}</TableHead>
                  <TableHead>{t('cheques.supplier')}</TableHead>
                  <TableHead className="text-right">{t('cheques.amount')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {cheques.data?.cheques.map((c) => (
                  <TableRow key={c.paymentId}>
                    <TableCell>
                      {formatDate(c.chequeDate)}{' '}
                      {c.upcoming ? (
                        <Badge variant="warning">{t('cheques.upcoming')}</Badge>
                      ) : (
                        <Badge variant="outline">{t('cheques.presented')}</Badge>
                      )}
                    </TableCell>
                    <TableCell>{c.chequeNumber}</TableCell>
                    <TableCell>{c.bank}</TableCell>
                    <TableCell>{c.supplierName}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatMoney(c.amount)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>

      <PaySupplierDialog businessId={businessId} supplier={paying} onOpenChange={(open) => !open && setPaying(null)} />
      <SupplierLedgerDialog businessId={businessId} supplier={viewing} onOpenChange={(open) => !open && setViewing(null)} />
    </div>
  );
}

import { AlertTriangle, BookOpen, CalendarClock, HandCoins, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Creditor, CreditorList, SupplierChequeList } from '#shared/contracts/creditors';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  StatCard,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#client/components/ui';
import { formatDate, formatMoney } from '#client/lib/format';
import { AgeingSummary } from './ageing-summary';

/** What the shop owes its suppliers in all, how much is overdue, and how much falls due this week. */
export function CreditorTotals({ totals }: { totals: CreditorList['totals'] }) {
  const { t } = useTranslation('creditors');
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <StatCard title={t('summary.total')} value={formatMoney(totals.balance)} icon={Wallet} />
      <StatCard
        title={t('summary.overdue')}
        value={formatMoney(totals.overdue)}
        icon={AlertTriangle}
        tone={totals.overdue > 0 ? 'destructive' : 'default'}
      />
      <StatCard
        title={t('summary.dueThisWeek')}
        value={formatMoney(totals.dueSoon)}
        icon={CalendarClock}
        tone={totals.dueSoon > 0 ? 'warning' : 'default'}
      />
    </div>
  );
}

/** The GRNs on credit that fall due this week, or are overdue. */
export function DueThisWeekCard({ dueSoon }: { dueSoon: CreditorList['dueSoon'] }) {
  const { t } = useTranslation('creditors');
  return (
    <Card data-testid="due-this-week">
      <CardHeader>
        <CardTitle>{t('dueSoon.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 text-sm">
          {dueSoon.map((g) => (
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
  );
}

/** A supplier the shop owes: its balance, terms and next due date, its ageing, and its ledger and pay buttons. */
export function CreditorCard({ creditor: c, onLedger, onPay }: { creditor: Creditor; onLedger: () => void; onPay: () => void }) {
  const { t } = useTranslation('creditors');
  return (
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
            <Button variant="outline" size="sm" onClick={onLedger}>
              <BookOpen aria-hidden="true" className="size-4" /> {t('actions.ledger')}
              <span className="sr-only"> {c.name}</span>
            </Button>
            <Button size="sm" onClick={onPay}>
              <HandCoins aria-hidden="true" className="size-4" /> {t('actions.pay')}
              <span className="sr-only"> {c.name}</span>
            </Button>
          </div>
        </div>
        <AgeingSummary ageing={c.ageing} compact />
      </CardContent>
    </Card>
  );
}

/** The cheques issued to suppliers, by the date they will be presented (upcoming or presented). */
export function IssuedChequesCard({ cheques }: { cheques: SupplierChequeList['cheques'] | undefined }) {
  const { t } = useTranslation('creditors');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('cheques.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {(cheques?.length ?? 0) === 0 ? (
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
              {cheques?.map((c) => (
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
                  <TableCell className="text-right tabular-nums whitespace-nowrap">{formatMoney(c.amount)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

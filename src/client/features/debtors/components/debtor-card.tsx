import { CalendarClock, FileText, Gauge, Mail, MapPin, Pencil, Phone, Trash2, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Debtor } from '#shared/contracts/debtors';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle } from '#client/components/ui';
import { formatDate, formatMoney } from '#client/lib/format';

const statusVariant = { active: 'secondary', overdue: 'destructive', settled: 'success' } as const;

export function DebtorCard({
  debtor,
  onEdit,
  onDelete,
  onPay,
  onView,
}: {
  debtor: Debtor;
  onEdit: () => void;
  onDelete: () => void;
  onPay: () => void;
  onView: () => void;
}) {
  const { t } = useTranslation('debtors');
  return (
    <Card data-testid="debtor-card" aria-label={debtor.name} role="article">
      <CardHeader className="flex flex-row items-start justify-between gap-2">
        <div className="min-w-0">
          <CardTitle className="truncate">{debtor.name}</CardTitle>
          <Badge className="mt-1" variant={statusVariant[debtor.status]}>
            {t(`status.${debtor.status}`)}
          </Badge>
        </div>
        <div className="flex shrink-0 gap-1">
          <Button type="button" variant="ghost" size="icon" onClick={onEdit} aria-label={t('card.edit', { name: debtor.name })}>
            <Pencil />
          </Button>
          <Button type="button" variant="ghost" size="icon" onClick={onDelete} aria-label={t('card.delete', { name: debtor.name })}>
            <Trash2 />
          </Button>
        </div>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <DebtorContact debtor={debtor} />
        <DebtorAmounts debtor={debtor} />
        <p className="flex items-center gap-2 text-muted-foreground">
          <CalendarClock aria-hidden="true" className="size-4" />
          {t('card.dueDate')}: {debtor.dueDate ? formatDate(debtor.dueDate) : t('card.noDueDate')}
        </p>
        {debtor.creditLimit !== null && (
          <p data-testid="debtor-credit-limit" className="flex items-center gap-2 text-muted-foreground">
            <Gauge aria-hidden="true" className="size-4" />
            {t('card.creditLimit', { amount: formatMoney(debtor.creditLimit) })}
          </p>
        )}
        {debtor.notes && <p className="text-muted-foreground">{debtor.notes}</p>}
        <div className="flex flex-wrap gap-2 [&>button]:flex-1">
          <Button type="button" variant="outline" onClick={onView}>
            <FileText />
            {t('card.viewLedger')}
          </Button>
          <Button type="button" onClick={onPay} disabled={debtor.remainingAmount <= 0}>
            <Wallet />
            {t('card.addPayment')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

/** How to reach the debtor: phone, e-mail, address, each only when known. */
function DebtorContact({ debtor }: { debtor: Debtor }) {
  return (
    <div className="grid gap-1 text-muted-foreground">
      {debtor.phone && (
        <span className="flex items-center gap-2">
          <Phone aria-hidden="true" className="size-4" />
          {debtor.phone}
        </span>
      )}
      {debtor.email && (
        <span className="flex items-center gap-2 break-all">
          <Mail aria-hidden="true" className="size-4" />
          {debtor.email}
        </span>
      )}
      {debtor.address && (
        <span className="flex items-center gap-2">
          <MapPin aria-hidden="true" className="size-4" />
          {debtor.address}
        </span>
      )}
    </div>
  );
}

/** Total debt, paid so far and what remains. */
function DebtorAmounts({ debtor }: { debtor: Debtor }) {
  const { t } = useTranslation('debtors');
  return (
    <dl className="grid grid-cols-3 gap-2 [&_dd]:break-words [&>div]:min-w-0">
      <div>
        <dt className="text-xs text-muted-foreground">{t('card.totalDebt')}</dt>
        <dd className="font-medium tabular-nums">{formatMoney(debtor.totalDebt)}</dd>
      </div>
      <div>
        <dt className="text-xs text-muted-foreground">{t('card.paid')}</dt>
        <dd className="font-medium tabular-nums text-success">{formatMoney(debtor.paidAmount)}</dd>
      </div>
      <div>
        <dt className="text-xs text-muted-foreground">{t('card.remaining')}</dt>
        <dd data-testid="debtor-remaining" className="font-semibold tabular-nums">
          {formatMoney(debtor.remainingAmount)}
        </dd>
      </div>
    </dl>
  );
}

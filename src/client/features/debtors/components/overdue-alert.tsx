import { AlertTriangle } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Debtor } from '#shared/contracts/debtors';
import { overdueByAmount } from '#shared/domain/debtor-stats';
import { toCents } from '#shared/domain/money';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui';
import { formatMoney } from '#client/lib/format';

const OVERDUE_ALERT_NAMES = 5;

/** The debtors past their due date, largest amount first; names only the first few. Nothing when none is overdue. */
export function OverdueAlert({ debtors }: { debtors: Debtor[] }) {
  const { t } = useTranslation('debtors');
  const overdue = useMemo(() => overdueByAmount(debtors.map((d) => ({ ...d, balanceCents: toCents(d.remainingAmount) }))), [debtors]);
  if (overdue.length === 0) return null;
  return (
    <Alert variant="destructive" data-testid="overdue-alert">
      <AlertTriangle />
      <AlertTitle>{t('overdueAlert.title')}</AlertTitle>
      <AlertDescription>
        <p>{t('overdueAlert.description')}</p>
        <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {overdue.slice(0, OVERDUE_ALERT_NAMES).map((d) => (
            <li key={d.id}>
              <span className="font-medium">{d.name}</span> — {formatMoney(d.remainingAmount)}
            </li>
          ))}
          {overdue.length > OVERDUE_ALERT_NAMES && <li>{t('overdueAlert.more', { count: overdue.length - OVERDUE_ALERT_NAMES })}</li>}
        </ul>
      </AlertDescription>
    </Alert>
  );
}

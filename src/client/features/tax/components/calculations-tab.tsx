import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaxCalculation } from '#shared/contracts/tax';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  toast,
} from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { formatDateTime } from '#client/lib/format';
import { useCalculate, useSetCalculationStatus } from '../api/calculations';
import { incomeTaxLabel, rs } from './snapshot-tab';
import { PeriodPicker } from './period-picker';
import { CalculationNotes, CalculationVat } from './vat-figures';

export function CalculationsTab({
  businessId,
  calculations,
  today,
}: {
  businessId: number;
  calculations: TaxCalculation[];
  today: string;
}) {
  const { t } = useTranslation('tax');
  const [period, setPeriod] = useState(today.slice(0, 7));
  const calculate = useCalculate(businessId);
  const setStatus = useSetCalculationStatus(businessId);

  const generate = () =>
    calculate.mutate(period, {
      onSuccess: () => toast.success(t('calc.success')),
      onError: (err) => toast.error(t('calc.failed'), { description: serverMessageOf(err, '') || undefined }),
    });
  const mark = (id: number, status: 'submitted' | 'paid') =>
    setStatus.mutate(
      { id, status },
      {
        onSuccess: () => toast.success(t('calc.statusUpdated')),
        onError: (err) => toast.error(t('calc.statusFailed'), { description: serverMessageOf(err, '') || undefined }),
      },
    );

  return (
    <div className="space-y-6">
      <Card>
        <CardContent className="flex flex-wrap items-end gap-4 pt-6">
          <PeriodPicker today={today} value={period} onChange={setPeriod} idPrefix="calc-period" />
          <Button type="button" onClick={generate} disabled={calculate.isPending}>
            {t('calc.generate')}
          </Button>
        </CardContent>
      </Card>
      {calculations.length === 0 ? (
        <EmptyState title={t('calc.empty')} description={t('calc.emptyDescription')} />
      ) : (
        <Card>
          <CardHeader>
            <CardTitle>{t('calc.history')}</CardTitle>
          </CardHeader>
          <CardContent className="overflow-x-auto">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>{t('snapshot.period')}</TableHead>
                  <TableHead>{t('calc.revenue')}</TableHead>
                  <TableHead>{t('calc.expenses')}</TableHead>
                  <TableHead>{t('calc.taxableIncome')}</TableHead>
                  <TableHead>{t('calc.vatColumn')}</TableHead>
                  <TableHead>{t('calc.totalTax')}</TableHead>
                  <TableHead>{t('snapshot.calculatedAt')}</TableHead>
                  <TableHead />
                </TableRow>
              </TableHeader>
              <TableBody>
                {calculations.map((c) => (
                  <CalculationRow key={c.id} c={c} pending={setStatus.isPending} onMark={(status) => mark(c.id, status)} />
                ))}
              </TableBody>
            </Table>
          </CardContent>
        </Card>
      )}
    </div>
  );
}

/** A calculated period: its figures, its status, and the buttons that move it to submitted and paid. */
function CalculationRow({ c, pending, onMark }: { c: TaxCalculation; pending: boolean; onMark: (status: 'submitted' | 'paid') => void }) {
  const { t } = useTranslation('tax');
  return (
    <TableRow data-testid={`calculation-${c.period}`}>
      <TableCell>
        <div className="font-medium">{c.period}</div>
        <div className="text-xs text-muted-foreground">{c.periodLabel}</div>
        <Badge variant={c.status === 'paid' ? 'success' : c.status === 'submitted' ? 'secondary' : 'outline'}>
          {t(`calc.status.${c.status}`)}
        </Badge>
      </TableCell>
      <TableCell>{rs(c.revenue)}</TableCell>
      <TableCell>{rs(c.expenses)}</TableCell>
      <TableCell>{rs(c.taxableIncome)}</TableCell>
      <TableCell>
        <CalculationVat c={c} />
      </TableCell>
      <TableCell>
        <div className="font-medium">{rs(c.totalTax)}</div>
        <div className="text-xs text-muted-foreground">
          {t('calc.vat', { rate: c.vatRate })}: {rs(c.vatAmount)} · {t('calc.nbt', { rate: c.nbtRate })}: {rs(c.nbtAmount)} ·{' '}
          {t('calc.ssclShort', { rate: c.ssclRate })}: {rs(c.ssclAmount)} · {incomeTaxLabel(t, c, 'calc')}: {rs(c.incomeTaxAmount)}
        </div>
        <CalculationNotes c={c} />
      </TableCell>
      <TableCell>{formatDateTime(c.calculatedAt)}</TableCell>
      <TableCell className="space-x-2 whitespace-nowrap">
        {c.status === 'calculated' && (
          <Button type="button" size="sm" variant="outline" disabled={pending} onClick={() => onMark('submitted')}>
            {t('calc.markSubmitted')}
          </Button>
        )}
        {c.status !== 'paid' && (
          <Button type="button" size="sm" variant="outline" disabled={pending} onClick={() => onMark('paid')}>
            {t('calc.markPaid')}
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}

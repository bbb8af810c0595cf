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
  Input,
  Label,
  NativeSelect,
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
import { CalculationNotes, CalculationVat } from './vat-figures';

/** The year of assessment (April–March) a 'YYYY-MM-DD' date falls in, and its quarter. */
function currentQuarter(today: string) {
  const y = Number(today.slice(0, 4));
  const m = Number(today.slice(5, 7));
  const startYear = m >= 4 ? y : y - 1;
  return { startYear, quarter: Math.floor(((m - 4 + 12) % 12) / 3) + 1 };
}

export function PeriodPicker({
  today,
  value,
  onChange,
  idPrefix,
}: {
  today: string;
  value: string;
  onChange: (p: string) => void;
  idPrefix: string;
}) {
  const { t } = useTranslation('tax');
  const isQuarter = /Q/.test(value);
  const cq = currentQuarter(today);
  const years = Array.from({ length: 6 }, (_, i) => cq.startYear - i);
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="grid gap-1">
        <Label htmlFor={`${idPrefix}-kind`}>{t('calc.periodKind')}</Label>
        <NativeSelect
          id={`${idPrefix}-kind`}
          value={isQuarter ? 'quarter' : 'month'}
          onChange={(e) => onChange(e.target.value === 'quarter' ? `${cq.startYear}-Q${cq.quarter}` : today.slice(0, 7))}
        >
          <option value="month">{t('calc.month')}</option>
          <option value="quarter">{t('calc.quarter')}</option>
        </NativeSelect>
      </div>
      {isQuarter ? (
        <>
          <div className="grid gap-1">
            <Label htmlFor={`${idPrefix}-year`}>{t('calc.yearOfAssessment')}</Label>
            <NativeSelect
              id={`${idPrefix}-year`}
              value={value.slice(0, 4)}
              onChange={(e) => onChange(`${e.target.value}${value.slice(4)}`)}
            >
              {years.map((y) => (
                <option key={y} value={y}>{`${y}/${y + 1}`}</option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1">
            <Label htmlFor={`${idPrefix}-q`}>{t('calc.quarterLabel')}</Label>
            <NativeSelect id={`${idPrefix}-q`} value={value.slice(5)} onChange={(e) => onChange(`${value.slice(0, 4)}-${e.target.value}`)}>
              {[1, 2, 3, 4].map((q) => (
                <option key={q} value={`Q${q}`}>
                  {t(`calc.q${q}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
        </>
      ) : (
        <div className="grid gap-1">
          <Label htmlFor={`${idPrefix}-month`}>{t('calc.month')}</Label>
          <Input
            id={`${idPrefix}-month`}
            type="month"
            value={value}
            max={today.slice(0, 7)}
            onChange={(e) => e.target.value && onChange(e.target.value)}
          />
        </div>
      )}
    </div>
  );
}

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
                  <TableRow key={c.id} data-testid={`calculation-${c.period}`}>
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
                        {t('calc.ssclShort', { rate: c.ssclRate })}: {rs(c.ssclAmount)} · {incomeTaxLabel(t, c, 'calc')}:{' '}
                        {rs(c.incomeTaxAmount)}
                      </div>
                      <CalculationNotes c={c} />
                    </TableCell>
                    <TableCell>{formatDateTime(c.calculatedAt)}</TableCell>
                    <TableCell className="space-x-2 whitespace-nowrap">
                      {c.status === 'calculated' && (
                        <Button
                          type="button"
                          size="sm"
                          variant="outline"
                          disabled={setStatus.isPending}
                          onClick={() => mark(c.id, 'submitted')}
                        >
                          {t('calc.markSubmitted')}
                        </Button>
                      )}
                      {c.status !== 'paid' && (
                        <Button type="button" size="sm" variant="outline" disabled={setStatus.isPending} onClick={() => mark(c.id, 'paid')}>
                          {t('calc.markPaid')}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </CardContent>
        </Card>
      )}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import type { TaxCalculation, TaxPanelData } from '#shared/contracts/tax';
import { Badge, Card, CardContent, CardHeader, CardTitle, StatCard } from '#client/components/ui';
import { formatDateTime, formatRupees } from '#client/lib/format';

export const rs = formatRupees;

export function incomeTaxLabel(t: (k: string, o?: Record<string, unknown>) => string, c: TaxCalculation, key: 'snapshot' | 'calc') {
  if (c.incomeTaxMode === 'individual') return t(key === 'snapshot' ? 'snapshot.incomeTaxIndividual' : 'calc.incomeTaxSlabs');
  return t(key === 'snapshot' ? 'snapshot.incomeTaxCompany' : 'calc.incomeTax', { rate: c.incomeTaxRate });
}

/** The range's figures at a glance, and the latest calculation's breakdown. */
export function SnapshotTab({ data }: { data: TaxPanelData }) {
  const { t } = useTranslation('tax');
  const s = data.snapshot;
  const latest = data.calculations[0];
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <StatCard title={t('snapshot.totalRevenue')} value={rs(s.totalRevenue)} caption={t('snapshot.revenueCaption')} />
        <StatCard title={t('snapshot.costOfGoodsSold')} value={rs(s.costOfGoodsSold)} caption={t('snapshot.costCaption')} />
        <StatCard
          title={t('snapshot.grossProfit')}
          value={rs(s.grossProfit)}
          tone={s.grossProfit >= 0 ? 'success' : 'destructive'}
          caption={t('snapshot.grossCaption')}
        />
        <StatCard
          title={t('snapshot.totalExpenses')}
          value={rs(s.totalExpenses)}
          caption={t('snapshot.transactions', { count: s.transactionCount })}
        />
        <StatCard
          title={t('snapshot.netProfit')}
          value={rs(s.netProfit)}
          tone={s.netProfit >= 0 ? 'success' : 'destructive'}
          className={s.netProfit >= 0 ? '[&_p.text-2xl]:text-green-600' : '[&_p.text-2xl]:text-red-600'}
          caption={t('snapshot.margin', { margin: s.profitMargin.toFixed(1) })}
        />
        <StatCard title={t('snapshot.outputVat')} value={rs(s.outputVat)} caption={t('snapshot.outputVatCaption')} />
        <StatCard
          title={t('snapshot.inputVat')}
          value={rs(s.inputVat)}
          caption={
            s.debitNoteInputVat ? t('snapshot.inputVatDebitNotes', { amount: rs(s.debitNoteInputVat) }) : t('snapshot.inputVatCaption')
          }
        />
        <StatCard
          title={t('snapshot.rangeVatPayable')}
          value={rs(s.vatPayable)}
          caption={
            s.vatCreditCarriedForward > 0
              ? t('snapshot.rangeVatCredit', { amount: rs(s.vatCreditCarriedForward) })
              : s.exemptTurnover > 0
                ? t('snapshot.taxableTurnover', { taxable: rs(s.taxableTurnover), exempt: rs(s.exemptTurnover) })
                : t('snapshot.rangeVatPayableCaption')
          }
        />
        <StatCard
          title={t('snapshot.taxLiability')}
          value={latest ? rs(latest.totalTax) : t('snapshot.notCalculated')}
          caption={latest ? `${latest.period} · ${t(`calc.status.${latest.status}`)}` : undefined}
        />
      </div>
      <LatestBreakdown latest={latest} />
    </div>
  );
}

/** The latest calculation, line by line: VAT out and in, credits, NBT, SSCL (or why none), income tax, the total. */
function LatestBreakdown({ latest }: { latest: TaxCalculation | undefined }) {
  const { t } = useTranslation('tax');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('snapshot.latestBreakdown')}</CardTitle>
      </CardHeader>
      <CardContent>
        {!latest ? (
          <p className="text-sm text-muted-foreground">{t('snapshot.noBreakdown')}</p>
        ) : (
          <dl className="grid gap-2 text-sm sm:grid-cols-2" data-testid="latest-breakdown">
            <dt className="text-muted-foreground">{t('snapshot.period')}</dt>
            <dd>
              {latest.period} ({latest.periodLabel}) <Badge variant="secondary">{t(`calc.status.${latest.status}`)}</Badge>
            </dd>
            <dt className="text-muted-foreground">{t('snapshot.calculatedAt')}</dt>
            <dd>{formatDateTime(latest.calculatedAt)}</dd>
            <dt className="text-muted-foreground">{t('snapshot.outputVatLine')}</dt>
            <dd>{rs(latest.outputVat)}</dd>
            <dt className="text-muted-foreground">{t('snapshot.inputVatLine')}</dt>
            <dd>{rs(latest.inputVat)}</dd>
            {latest.vatCreditBroughtForward > 0 && (
              <>
                <dt className="text-muted-foreground">{t('snapshot.creditBroughtForward')}</dt>
                <dd>{rs(latest.vatCreditBroughtForward)}</dd>
              </>
            )}
            <dt className="text-muted-foreground">{t('snapshot.vatPayable', { rate: latest.vatRate })}</dt>
            <dd>{rs(latest.vatPayable)}</dd>
            {latest.vatCreditCarriedForward > 0 && (
              <>
                <dt className="text-muted-foreground">{t('snapshot.creditCarriedForward')}</dt>
                <dd>{rs(latest.vatCreditCarriedForward)}</dd>
              </>
            )}
            <dt className="text-muted-foreground">{t('snapshot.nbtPayable', { rate: latest.nbtRate })}</dt>
            <dd>{rs(latest.nbtAmount)}</dd>
            <dt className="text-muted-foreground">{t('snapshot.sscl', { rate: latest.ssclRate, share: latest.ssclLiableShare })}</dt>
            <dd>
              {rs(latest.ssclAmount)}
              {latest.ssclReason && (
                <span className="block text-xs text-muted-foreground" data-testid="latest-sscl-note">
                  {latest.ssclReason === 'not_registered'
                    ? t('calc.ssclNotRegistered')
                    : t('calc.ssclNotApplicable', { turnover: rs(latest.revenue), threshold: rs(latest.ssclThreshold ?? 0) })}
                </span>
              )}
            </dd>
            <dt className="text-muted-foreground">{t('calc.taxableIncome')}</dt>
            <dd>{rs(latest.taxableIncome)}</dd>
            <dt className="text-muted-foreground">{incomeTaxLabel(t, latest, 'snapshot')}</dt>
            <dd>{rs(latest.incomeTaxAmount)}</dd>
            <dt className="font-medium">{t('snapshot.total')}</dt>
            <dd className="font-medium">{rs(latest.totalTax)}</dd>
          </dl>
        )}
      </CardContent>
    </Card>
  );
}

import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle, Separator } from '#client/components/ui';
import { formatMoney } from '#client/lib/format';

export interface SummaryLine {
  label: string;
  amount: number;
}

/** The live summary: chosen modules, discount, monthly total, setup fee and the first payment. */
export function PriceSummary({
  lines,
  discount,
  monthly,
  setupFee,
  total,
  monthlyLabel,
}: {
  lines: SummaryLine[];
  discount: number;
  monthly: number;
  setupFee?: number;
  total: number;
  monthlyLabel?: string;
}) {
  const { t } = useTranslation('subscriptions');
  return (
    <Card data-testid="price-summary">
      <CardHeader>
        <CardTitle>{t('summary.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm">
        {lines.length === 0 && <p className="text-muted-foreground">{t('summary.empty')}</p>}
        {lines.map((l) => (
          <div key={l.label} className="flex justify-between gap-2">
            <span>{l.label}</span>
            <span className="tabular-nums">{formatMoney(l.amount)}</span>
          </div>
        ))}
        {discount > 0 && (
          <div className="flex justify-between gap-2 text-success">
            <span>{t('summary.packageDiscount')}</span>
            <span className="tabular-nums">-{formatMoney(discount)}</span>
          </div>
        )}
        <Separator />
        <div className="flex justify-between gap-2 font-medium">
          <span>{monthlyLabel ?? t('summary.monthly')}</span>
          <span className="tabular-nums" data-testid="summary-monthly">
            {formatMoney(monthly)}
          </span>
        </div>
        {setupFee !== undefined && (
          <div className="flex justify-between gap-2">
            <span>{t('summary.setupFee')}</span>
            <span className="tabular-nums">{formatMoney(setupFee)}</span>
          </div>
        )}
        <div className="flex justify-between gap-2 text-base font-semibold">
          <span>{t('summary.dueNow')}</span>
          <span className="tabular-nums" data-testid="summary-total">
            {formatMoney(total)}
          </span>
        </div>
      </CardContent>
    </Card>
  );
}

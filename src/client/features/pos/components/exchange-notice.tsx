import { useTranslation } from 'react-i18next';
import { fromCents } from '#shared/domain/money';
import { Button } from '#client/components/ui';
import { formatMoney } from '#client/lib/format';
import type { ExchangeSplit } from '../lib/exchange';

/** Above the pay panel during an exchange: the returned goods' credit and, when it is more, what the customer gets back. */
export function ExchangeNotice({
  invoiceNumber,
  split,
  busy,
  onCancel,
}: {
  invoiceNumber: string;
  split: ExchangeSplit;
  busy: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation('pos');
  const credit = split.creditCents + split.owedCents;
  return (
    <div className="grid gap-1 rounded-md border border-primary/40 bg-primary/5 p-2 text-sm" data-testid="exchange-notice">
      <div className="flex items-center justify-between gap-2">
        <span className="font-medium">{t('returns.exchangeBanner', { invoice: invoiceNumber })}</span>
        <Button type="button" variant="ghost" size="sm" className="h-6 px-2 text-xs" disabled={busy} onClick={onCancel}>
          {t('returns.cancelExchange')}
        </Button>
      </div>
      <p className="tabular-nums" data-testid="exchange-credit">
        {t('returns.returnCredit', { amount: formatMoney(fromCents(credit)) })}
      </p>
      {split.owedCents > 0 && (
        <p className="font-semibold tabular-nums" data-testid="exchange-owed">
          {t('returns.payBack', { amount: formatMoney(fromCents(split.owedCents)) })}
        </p>
      )}
    </div>
  );
}

import { Banknote, CheckCircle2, Clock, FileX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ChequeList } from '#shared/contracts/cheques';
import { Skeleton, StatCard } from '#client/components/ui';
import { formatMoney } from '#client/lib/format';

const STAT_ICONS = { pending: Clock, deposited: Banknote, cleared: CheckCircle2, bounced: FileX } as const;
const STAT_TONES = { pending: 'warning', deposited: 'default', cleared: 'success', bounced: 'destructive' } as const;

/** The amount and count of cheques in each status (skeletons until they load). */
export function ChequeTotals({ totals }: { totals: ChequeList['totals'] | undefined }) {
  const { t } = useTranslation('cheques');
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" data-testid="cheque-totals">
      {!totals
        ? [0, 1, 2, 3].map((i) => <Skeleton key={i} className="h-24" />)
        : totals.map((total) => (
            <StatCard
              key={total.status}
              title={t(`status.${total.status}`)}
              value={formatMoney(total.amount)}
              caption={t('totals.count', { count: total.count })}
              icon={STAT_ICONS[total.status]}
              tone={STAT_TONES[total.status]}
            />
          ))}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import type { StatementAgeing } from '#shared/contracts/statements';
import { AGEING_BUCKETS } from '#shared/domain/ageing';
import { formatMoney } from '#client/lib/format';
import { cn } from '#client/lib/cn';

/** What is owed by how overdue it is: current, 1–30, 31–60, 61–90 and over 90 days. */
export function AgeingSummary({ ageing, compact = false }: { ageing: StatementAgeing; compact?: boolean }) {
  const { t } = useTranslation('creditors');
  return (
    <dl className={cn('grid gap-2', compact ? 'grid-cols-5 text-xs' : 'grid-cols-2 text-sm sm:grid-cols-5')}>
      {AGEING_BUCKETS.map((b) => (
        <div key={b} className={cn('rounded-md border p-2', b !== 'current' && ageing[b] > 0 && 'border-destructive/50')}>
          <dt className="text-muted-foreground">{t(`ageing.${b}`)}</dt>
          <dd className={cn('font-medium tabular-nums', b !== 'current' && ageing[b] > 0 && 'text-destructive')}>
            {formatMoney(ageing[b])}
          </dd>
        </div>
      ))}
    </dl>
  );
}

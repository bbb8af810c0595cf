import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Shift } from '#shared/contracts/shifts';
import { fromCents, toCents } from '#shared/domain/money';
import { Card, CardContent } from '#client/components/ui';
import { formatMoney } from '#client/lib/format';

/** A count's difference from what the drawer should hold: exact, over, or short (in red). */
export function OverShort({ amount }: { amount: number | null }) {
  const { t } = useTranslation('shifts');
  if (amount === null) return <>—</>;
  if (amount === 0) return <>{t('overShort.exact')}</>;
  const text = t(amount > 0 ? 'overShort.over' : 'overShort.short', { amount: formatMoney(Math.abs(amount)) });
  return <span className={amount < 0 ? 'text-destructive' : undefined}>{text}</span>;
}

/** Σ over/short of the closed shifts, per cashier (in cents, then rupees). */
function totalsByCashier(shifts: Shift[]) {
  const by = new Map<string, { name: string; cents: number; count: number }>();
  for (const s of shifts) {
    if (s.overShort === null) continue;
    const row = by.get(s.userId) ?? { name: s.userName, cents: 0, count: 0 };
    row.cents += toCents(s.overShort);
    row.count += 1;
    by.set(s.userId, row);
  }
  return [...by.values()].map((r) => ({ ...r, amount: fromCents(r.cents) }));
}

/** Each cashier's over/short summed over the closed shifts listed (nothing while none is closed). */
export function OverShortTotals({ shifts }: { shifts: Shift[] }) {
  const { t } = useTranslation('shifts');
  const totals = useMemo(() => totalsByCashier(shifts), [shifts]);
  if (totals.length === 0) return null;
  return (
    <Card>
      <CardContent className="flex flex-wrap gap-x-8 gap-y-2 p-4 text-sm" data-testid="over-short-totals">
        <span className="font-medium">{t('totals')}</span>
        {totals.map((r) => (
          <span key={r.name}>
            {r.name}: <OverShort amount={r.amount} />
          </span>
        ))}
      </CardContent>
    </Card>
  );
}

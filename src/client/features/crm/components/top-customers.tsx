import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Customer } from '#shared/contracts/customers';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui';
import { formatMoney } from '#client/lib/format';

const TOP = 5;

/** The top five by amount spent, by visits (then points), and the newest customers. */
export function TopCustomers({ customers }: { customers: Customer[] }) {
  const { t } = useTranslation('crm');
  const topSpenders = useMemo(() => [...customers].sort((a, b) => b.totalSpent - a.totalSpent).slice(0, TOP), [customers]);
  const mostLoyal = useMemo(
    () => [...customers].sort((a, b) => b.totalPurchases - a.totalPurchases || b.loyaltyPoints - a.loyaltyPoints).slice(0, TOP),
    [customers],
  );
  const recent = useMemo(() => [...customers].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, TOP), [customers]);
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <TopList title={t('lists.topSpenders')} items={topSpenders} value={(c) => formatMoney(c.totalSpent)} />
      <TopList title={t('lists.mostLoyal')} items={mostLoyal} value={(c) => t('lists.visits', { count: c.totalPurchases })} />
      <TopList title={t('lists.recent')} items={recent} value={(c) => c.customerCode} />
    </div>
  );
}

/** One ranked list: the customers numbered, each with the figure it is ranked by. */
function TopList({ title, items, value }: { title: string; items: Customer[]; value: (c: Customer) => string }) {
  const { t } = useTranslation('crm');
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('lists.empty')}</p>
        ) : (
          <ol className="grid grid-cols-[minmax(0,1fr)] gap-2 text-sm">
            {items.map((c, i) => (
              <li key={c.id} className="flex justify-between gap-2">
                <span className="min-w-0 truncate">
                  {i + 1}. {c.name}
                </span>
                <span className="shrink-0 font-medium">{value(c)}</span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

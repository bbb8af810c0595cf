import { ShieldCheck, UserRound, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MAX_CASHIERS, type BusinessUser } from '#shared/contracts/users';
import { Alert, AlertDescription, AlertTitle, StatCard } from '#client/components/ui';

/** How many members, admins and cashiers (of the most allowed), and a warning when no cashier can be added. */
export function UserCounts({ users }: { users: BusinessUser[] }) {
  const { t } = useTranslation('users');
  const admins = users.filter((u) => u.role === 'admin').length;
  const cashiers = users.filter((u) => u.role === 'cashier').length;
  const limitReached = cashiers >= MAX_CASHIERS;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3" data-testid="user-counts">
        <StatCard title={t('counts.total')} value={String(users.length)} icon={Users} />
        <StatCard title={t('counts.admins')} value={String(admins)} icon={ShieldCheck} />
        <StatCard
          title={t('counts.cashiers')}
          value={`${cashiers} / ${MAX_CASHIERS}`}
          icon={UserRound}
          tone={limitReached ? 'warning' : 'default'}
        />
      </div>
      {limitReached && (
        <Alert variant="warning" data-testid="cashier-limit">
          <AlertTitle>{t('limit.title')}</AlertTitle>
          <AlertDescription>{t('limit.description')}</AlertDescription>
        </Alert>
      )}
    </>
  );
}

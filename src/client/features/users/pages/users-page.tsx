import { Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_CASHIERS } from '#shared/contracts/users';
import { ListScreen } from '#client/components/layout/list-screen';
import { RestrictedNotice } from '#client/components/layout/restricted-notice';
import { SearchField } from '#client/components/layout/search-field';
import { Alert, AlertDescription, AlertTitle, EmptyState, Skeleton } from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { useAuth } from '#client/lib/auth';
import { useBusinessId } from '#client/lib/use-business-id';
import { useUsers } from '../api/get-users';
import { CreateUserDialog } from '../components/create-user-dialog';
import { useUserActions } from '../components/use-user-actions';
import { UserCard } from '../components/user-card';
import { UserCounts } from '../components/user-counts';

export default function UsersPage() {
  const { t } = useTranslation('users');
  const { user } = useAuth();
  const isAdmin = user?.role === 'admin' && !!user.business;
  const businessId = useBusinessId();
  const users = useUsers(businessId, isAdmin);
  const actions = useUserActions(businessId ?? 0);
  const [search, setSearch] = useState('');

  if (!isAdmin || businessId === undefined) {
    return <RestrictedNotice testId="users-restricted" message={t('restricted')} />;
  }

  const list = users.data ?? [];
  const limitReached = list.filter((u) => u.role === 'cashier').length >= MAX_CASHIERS;
  const q = search.trim().toLowerCase();
  const shown = q ? list.filter((u) => [u.firstName, u.lastName, u.email, u.role].some((v) => v?.toLowerCase().includes(q))) : list;

  return (
    <ListScreen
      title={t('title')}
      subtitle={t('subtitle')}
      actions={<CreateUserDialog businessId={businessId} cashierLimitReached={limitReached} />}
      summary={<UserCounts users={list} />}
      filters={<SearchField className="max-w-md" placeholder={t('search')} value={search} onChange={setSearch} />}
      error={
        users.isError && (
          <Alert variant="destructive">
            <AlertTitle>{t('loadFailed')}</AlertTitle>
            <AlertDescription>{serverMessageOf(users.error, '')}</AlertDescription>
          </Alert>
        )
      }
      loading={users.isLoading}
      skeleton={<Skeleton className="h-32" aria-label={t('loading')} />}
      isEmpty={shown.length === 0}
      empty={<EmptyState icon={Users} title={t('empty')} />}
    >
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {shown.map((u) => (
          <UserCard
            key={u.id}
            user={u}
            businessId={businessId}
            isSelf={u.id === user?.id}
            deleting={actions.deleting}
            onDelete={() => void actions.remove(u.id)}
            changing={actions.changing}
            onSetActive={(active) => void actions.toggle(u.id, active)}
          />
        ))}
      </div>
    </ListScreen>
  );
}

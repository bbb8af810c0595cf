import { Lock, Search, ShieldCheck, UserRound, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_CASHIERS } from '#shared/contracts/users';
import { PageHeader } from '#client/components/layout/page-header';
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Card,
  CardContent,
  EmptyState,
  Input,
  Skeleton,
  StatCard,
  toast,
} from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { useAuth } from '#client/lib/auth';
import { useBusinessId } from '#client/lib/use-business-id';
import { useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/get-users';
import { useSetUserActive } from '../api/set-user-active';
import { CreateUserDialog } from '../components/create-user-dialog';
import { UserCard } from '../components/user-card';

export default function UsersPage() {
  const { t } = useTranslation('users');
  const { user } = useAuth();
  const isAdmin = user?.role === 'admin' && !!user.business;
  const businessId = useBusinessId();
  const users = useUsers(businessId, isAdmin);
  const del = useDeleteUser(businessId ?? 0);
  const setActive = useSetUserActive(businessId ?? 0);
  const [search, setSearch] = useState('');

  if (!isAdmin || businessId === undefined) {
    return (
      <Card className="mx-auto mt-10 max-w-lg text-center" data-testid="users-restricted">
        <CardContent className="grid justify-items-center gap-3 p-8">
          <Lock className="size-10 text-muted-foreground" aria-hidden />
          <p className="font-medium">{t('restricted')}</p>
        </CardContent>
      </Card>
    );
  }

  const list = users.data ?? [];
  const admins = list.filter((u) => u.role === 'admin').length;
  const cashiers = list.filter((u) => u.role === 'cashier').length;
  const limitReached = cashiers >= MAX_CASHIERS;
  const q = search.trim().toLowerCase();
  const shown = q ? list.filter((u) => [u.firstName, u.lastName, u.email, u.role].some((v) => v?.toLowerCase().includes(q))) : list;

  const remove = async (id: string) => {
    try {
      await del.mutateAsync(id);
      toast.success(t('toast.deleted'));
    } catch (err) {
      toast.error(t('toast.deleteFailed'), { description: serverMessageOf(err, '') || undefined });
    }
  };

  const toggle = async (id: string, active: boolean) => {
    try {
      await setActive.mutateAsync({ userId: id, active });
      toast.success(active ? t('toast.reactivated') : t('toast.deactivated'));
    } catch (err) {
      toast.error(t('toast.statusFailed'), { description: serverMessageOf(err, '') || undefined });
    }
  };

  return (
    <div className="grid gap-6">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={<CreateUserDialog businessId={businessId} cashierLimitReached={limitReached} />}
      />
      <div className="grid gap-4 sm:grid-cols-3" data-testid="user-counts">
        <StatCard title={t('counts.total')} value={String(list.length)} icon={Users} />
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
      <div className="relative max-w-md">
        <Search className="absolute top-2.5 left-3 size-4 text-muted-foreground" aria-hidden />
        <Input
          className="pl-9"
          placeholder={t('search')}
          aria-label={t('search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      {users.isError ? (
        <Alert variant="destructive">
          <AlertTitle>{t('loadFailed')}</AlertTitle>
          <AlertDescription>{serverMessageOf(users.error, '')}</AlertDescription>
        </Alert>
      ) : users.isLoading ? (
        <Skeleton className="h-32" aria-label={t('loading')} />
      ) : shown.length === 0 ? (
        <EmptyState icon={Users} title={t('empty')} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {shown.map((u) => (
            <UserCard
              key={u.id}
              user={u}
              businessId={businessId}
              isSelf={u.id === user?.id}
              deleting={del.isPending}
              onDelete={() => void remove(u.id)}
              changing={setActive.isPending}
              onSetActive={(active) => void toggle(u.id, active)}
            />
          ))}
        </div>
      )}
    </div>
  );
}

import { Trash2, UserCheck, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { getDisplayName } from '#shared/contracts/auth-paths';
import type { BusinessUser } from '#shared/contracts/users';
import { Badge, Button, Card, CardContent, ConfirmDialog } from '#client/components/ui';
import { formatDate } from '#client/lib/format';

import { ManagerPinDialog } from './manager-pin-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';

export function UserCard({
  user,
  businessId,
  isSelf,
  onDelete,
  deleting,
  onSetActive,
  changing,
}: {
  user: BusinessUser;
  businessId: number;
  isSelf: boolean;
  onDelete: () => void;
  deleting: boolean;
  onSetActive: (active: boolean) => void;
  changing: boolean;
}) {
  const { t } = useTranslation('users');
  const name = getDisplayName(user);
  // Neither yourself nor the owner: the server refuses those too.
  const canDelete = !isSelf && !user.isOwner;
  return (
    <Card data-testid="user-card" data-active={user.isActive} className={user.isActive ? undefined : 'opacity-75'}>
      <CardContent className="flex items-start gap-3 p-4">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
          {name.charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0 flex-1 [&_button]:h-auto [&_button]:min-h-9 [&_button]:shrink [&_button]:whitespace-normal">
          <p className="truncate font-medium">
            {name} {isSelf && <span className="text-sm text-muted-foreground">{t('card.you')}</span>}
          </p>
          <p className="truncate text-sm text-muted-foreground">{user.email}</p>
          <UserBadges user={user} />
          <p className="mt-2 text-xs text-muted-foreground">{t('card.added', { date: formatDate(user.createdAt) })}</p>
          {/* An admin sets their own manager PIN only: it proves they are at the till. */}
          {isSelf && user.role === 'admin' && (
            <div className="mt-3 flex flex-wrap gap-2">
              <ManagerPinDialog businessId={businessId} userId={user.id} hasPin={user.hasManagerPin} />
            </div>
          )}
          {canDelete && (
            <div className="mt-3 flex flex-wrap gap-2">
              <ResetPasswordDialog businessId={businessId} userId={user.id} name={name} />
              <ActiveToggle name={name} active={user.isActive} disabled={changing} onConfirm={() => onSetActive(!user.isActive)} />
            </div>
          )}
        </div>
        {canDelete && (
          <ConfirmDialog
            trigger={
              <Button variant="ghost" size="icon" aria-label={t('card.delete', { name })} disabled={deleting}>
                <Trash2 className="size-4 text-destructive" />
              </Button>
            }
            title={t('delete.title')}
            description={t('delete.description', { name })}
            cancelLabel={t('delete.cancel')}
            confirmLabel={t('delete.confirm')}
            onConfirm={onDelete}
          />
        )}
      </CardContent>
    </Card>
  );
}

/** Role, owner, deactivated, and whether an admin has a manager PIN. */
function UserBadges({ user }: { user: BusinessUser }) {
  const { t } = useTranslation('users');
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      <Badge variant={user.role === 'admin' ? 'default' : 'secondary'}>{t(`roles.${user.role}`)}</Badge>
      {user.isOwner && <Badge variant="outline">{t('card.owner')}</Badge>}
      {!user.isActive && <Badge variant="destructive">{t('card.deactivated')}</Badge>}
      {user.role === 'admin' && user.hasManagerPin && (
        <Badge variant="outline" className="whitespace-normal" data-testid="manager-pin-badge">
          {t('pin.badge')}
        </Badge>
      )}
    </div>
  );
}

/** Deactivating signs the user out at once, so it asks first; reactivating does not. */
function ActiveToggle({ name, active, disabled, onConfirm }: { name: string; active: boolean; disabled: boolean; onConfirm: () => void }) {
  const { t } = useTranslation('users');
  if (!active)
    return (
      <Button variant="outline" size="sm" disabled={disabled} onClick={onConfirm}>
        <UserCheck className="size-4" aria-hidden /> {t('status.reactivate')}
      </Button>
    );
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" disabled={disabled}>
          <UserX className="size-4" aria-hidden /> {t('status.deactivate')}
        </Button>
      }
      title={t('status.confirmTitle', { name })}
      description={t('status.confirmDescription', { name })}
      cancelLabel={t('status.cancel')}
      confirmLabel={t('status.deactivate')}
      onConfirm={onConfirm}
    />
  );
}

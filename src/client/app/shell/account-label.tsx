import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '#shared/contracts/auth';
import { DropdownMenuLabel } from '#client/components/ui';

/** The account menu's heading: who is signed in, their e-mail and their business (and on phones, their role). */
export function AccountLabel({ user, name, role }: { user: CurrentUser; name: string; role?: string }) {
  const { t } = useTranslation('shell');
  return (
    <DropdownMenuLabel>
      <p className="truncate font-medium">{name}</p>
      <p className="truncate text-xs font-normal text-muted-foreground">{user.email}</p>
      <p className="truncate text-xs font-normal text-muted-foreground">{user.business?.name ?? t('noBusiness')}</p>
      {role && (
        <p className="truncate text-xs font-normal text-muted-foreground" data-testid="menu-role">
          {role}
        </p>
      )}
    </DropdownMenuLabel>
  );
}

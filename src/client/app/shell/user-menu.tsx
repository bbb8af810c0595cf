import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '#shared/contracts/auth';
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#client/components/ui';
import { AccountLabel } from './account-label';
import { UserAvatar } from './user-avatar';

/** From tablets up: the account menu (who is signed in, Logout) beside the bell and the language. */
export function UserMenu({ user, name, onLogout }: { user: CurrentUser; name: string; onLogout: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="gap-2 px-2">
          <UserAvatar user={user} name={name} />
          <span className="hidden max-w-40 truncate text-sm sm:inline" data-testid="display-name">
            {name}
          </span>
          {/* Named by what it shows plus what it is, so speech users can say what they see. */}
          <span className="sr-only">{t('userMenu')}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <AccountLabel user={user} name={name} />
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onLogout}>
          <LogOut className="size-4" aria-hidden /> {t('logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

import { Bell, LogOut, Menu, Store } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getDisplayName } from '../../../shared/contracts/auth-paths';
import { useAuth, useLogout } from '../../lib/auth';
import {
  Badge,
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui';
import { LanguageSwitcher } from '../../components/language-switcher';
import { UpdatePrompt } from '../../features/offline/update-prompt';
import { SCREENS } from '../screens';

// The device store (IndexedDB) comes in a chunk of its own, after the header has painted.
const SyncBadge = lazy(() => import('../../features/offline/sync-badge'));

export function Header({ onOpenMenu }: { onOpenMenu?: () => void }) {
  const { t } = useTranslation('shell');
  const { user } = useAuth();
  const logout = useLogout();
  if (!user) return null;
  const name = getDisplayName(user);
  const roleKey = user.role === 'super_admin' || user.role === 'admin' || user.role === 'cashier' ? user.role : 'user';
  const isPending = user.business?.status === 'pending';

  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b bg-background px-4">
      {onOpenMenu && (
        <Button variant="ghost" size="icon" className="lg:hidden" onClick={onOpenMenu} aria-label={t('openMenu')}>
          <Menu className="size-5" />
        </Button>
      )}
      <Link to={SCREENS.dashboard} className="flex items-center gap-2 font-bold text-primary">
        <Store className="size-5" aria-hidden />
        <span>{t('title')}</span>
      </Link>
      <Badge variant="secondary" data-testid="role-badge">
        {t(`roles.${roleKey}`)}
      </Badge>
      <div className="ml-auto flex items-center gap-2">
        <UpdatePrompt />
        <Suspense fallback={null}>
          <SyncBadge />
        </Suspense>
        <LanguageSwitcher />
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button
              variant="ghost"
              size="icon"
              className="relative"
              aria-label={isPending ? t('notificationsCount', { count: 1 }) : t('notifications')}
            >
              <Bell className="size-5" />
              {isPending && (
                <span
                  aria-hidden
                  data-testid="bell-count"
                  className="absolute -right-0.5 -top-0.5 flex size-4 items-center justify-center rounded-full bg-destructive text-[10px] text-destructive-foreground"
                >
                  1
                </span>
              )}
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem asChild={isPending}>
              {isPending ? <Link to={SCREENS.subscription}>{t('pendingNotification')}</Link> : <span>{t('noNotifications')}</span>}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" className="gap-2 px-2">
              {user.profileImageUrl ? (
                <img src={user.profileImageUrl} alt="" className="size-7 rounded-full object-cover" />
              ) : (
                <span
                  aria-hidden
                  className="flex size-7 items-center justify-center rounded-full bg-primary text-sm font-medium text-primary-foreground"
                >
                  {name.charAt(0).toUpperCase()}
                </span>
              )}
              <span className="hidden max-w-40 truncate text-sm sm:inline" data-testid="display-name">
                {name}
              </span>
              {/* Named by what it shows plus what it is, so speech users can say what they see. */}
              <span className="sr-only">{t('userMenu')}</span>
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end" className="w-60">
            <DropdownMenuLabel>
              <p className="truncate font-medium">{name}</p>
              <p className="truncate text-xs font-normal text-muted-foreground">{user.email}</p>
              <p className="truncate text-xs font-normal text-muted-foreground">{user.business?.name ?? t('noBusiness')}</p>
            </DropdownMenuLabel>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => void logout()}>
              <LogOut className="size-4" aria-hidden /> {t('logout')}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    </header>
  );
}

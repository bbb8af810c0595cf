import { Menu, Store } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getDisplayName } from '#shared/contracts/auth-paths';
import { useAuth, useLogout } from '#client/lib/auth';
import { useAfterOpening } from '#client/lib/use-after-opening';
import { Badge, Button } from '#client/components/ui';
import { LanguageSwitcher } from '#client/components/language-switcher';
import { usePhone } from '#client/components/layout/use-phone';
import { UpdatePrompt } from '#client/features/offline/update-prompt';
import { SCREENS } from '../screens';
import { NotificationsBell } from './notifications-bell';
import { PhoneMenu } from './phone-menu';
import { UserMenu } from './user-menu';

// The device store (IndexedDB) comes in a chunk of its own, once the opening screen has its data
// and the browser is idle: the till's first paint never waits for it.
const SyncBadge = lazy(() => import('#client/features/offline/sync-badge'));

/**
 * The signed-in header: the sidebar's button (not for cashiers), the title, the role, the update
 * prompt and the connection badge, then the language, the bell and the account menu. On a phone
 * the role, language, bell and account fold into one menu, so the header never runs off the screen.
 */
export function Header({ onOpenMenu }: { onOpenMenu?: () => void }) {
  const { t } = useTranslation('shell');
  const { user } = useAuth();
  const logout = useLogout();
  const phone = usePhone();
  const idle = useAfterOpening();
  if (!user) return null;
  const name = getDisplayName(user);
  const roleKey = user.role === 'super_admin' || user.role === 'admin' || user.role === 'cashier' ? user.role : 'user';
  const isPending = user.business?.status === 'pending';

  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b bg-background px-2 sm:gap-3 sm:px-4">
      {onOpenMenu && (
        <Button variant="ghost" size="icon" className="shrink-0 lg:hidden" onClick={onOpenMenu} aria-label={t('openMenu')}>
          <Menu className="size-5" />
        </Button>
      )}
      <Link to={SCREENS.dashboard} className="flex shrink-0 items-center gap-2 font-bold text-primary">
        <Store className="size-5" aria-hidden />
        <span>{t('title')}</span>
      </Link>
      {!phone && (
        <Badge variant="secondary" data-testid="role-badge">
          {t(`roles.${roleKey}`)}
        </Badge>
      )}
      {/* min-w-0: a long badge (offline, N waiting) is cut short rather than pushing the menu off the screen. */}
      <div className="ml-auto flex min-w-0 items-center gap-2 [&>[data-testid=sync-status]]:min-w-0 [&>[data-testid=sync-status]]:shrink">
        <UpdatePrompt />
        {idle && (
          <Suspense fallback={null}>
            <SyncBadge />
          </Suspense>
        )}
        {phone ? (
          <PhoneMenu user={user} name={name} role={t(`roles.${roleKey}`)} pending={isPending} onLogout={() => void logout()} />
        ) : (
          <>
            <LanguageSwitcher />
            <NotificationsBell pending={isPending} />
            <UserMenu user={user} name={name} onLogout={() => void logout()} />
          </>
        )}
      </div>
    </header>
  );
}

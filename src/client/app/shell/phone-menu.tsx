import { Bell, Check, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CurrentUser } from '#shared/contracts/auth';
import { LOCALE_NAMES, LOCALES, type Locale } from '#shared/locales';
import { useChooseLocale } from '#client/components/language-switcher';
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuItemIndicator,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#client/components/ui';
import { currentLocale } from '#client/lib/i18n';
import { SCREENS } from '../screens';
import { AccountLabel } from './account-label';
import { UserAvatar } from './user-avatar';

const ITEM =
  'relative flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none select-none focus:bg-accent focus:text-accent-foreground';

/**
 * Phones: the header has room for the menu button, the title and the connection badge only, so the
 * language, the notifications and the account (Logout) share this one menu behind the avatar.
 * A dot on the avatar says a notification waits.
 */
export function PhoneMenu({
  user,
  name,
  role,
  pending,
  onLogout,
}: {
  user: CurrentUser;
  name: string;
  role: string;
  pending: boolean;
  onLogout: () => void;
}) {
  const { t } = useTranslation('shell');
  const choose = useChooseLocale();
  const active = currentLocale();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="relative shrink-0 px-1.5" data-testid="phone-menu">
          <UserAvatar user={user} name={name} />
          {pending && (
            <span aria-hidden data-testid="bell-count" className="absolute top-1 right-0.5 size-2.5 rounded-full bg-destructive" />
          )}
          <span className="sr-only">
            {name} {pending ? t('userMenuNotified') : t('userMenu')}
          </span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64 max-w-[calc(100vw-1rem)]">
        <AccountLabel user={user} name={name} role={role} />
        <DropdownMenuSeparator />
        <DropdownMenuLabel className="text-xs font-normal text-muted-foreground">{t('common:language.label')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={active} onValueChange={(v) => void choose(v as Locale)}>
          {LOCALES.map((locale) => (
            <DropdownMenuRadioItem key={locale} value={locale} lang={locale} className={ITEM}>
              <DropdownMenuItemIndicator className="absolute left-2">
                <Check className="size-4" aria-hidden />
              </DropdownMenuItemIndicator>
              <span className="pl-6">{LOCALE_NAMES[locale]}</span>
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        {pending ? (
          <DropdownMenuItem asChild>
            <Link to={SCREENS.subscription}>
              <Bell aria-hidden /> {t('pendingNotification')}
            </Link>
          </DropdownMenuItem>
        ) : (
          <DropdownMenuItem disabled>
            <Bell aria-hidden /> {t('noNotifications')}
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onLogout}>
          <LogOut aria-hidden /> {t('logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

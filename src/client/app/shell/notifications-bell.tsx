import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '#client/components/ui';
import { SCREENS } from '../screens';

/** The header's bell: a count of 1 while the business awaits approval, which links to Subscription. */
export function NotificationsBell({ pending }: { pending: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={pending ? t('notificationsCount', { count: 1 }) : t('notifications')}
        >
          <Bell className="size-5" />
          {pending && (
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
        <DropdownMenuItem asChild={pending}>
          {pending ? <Link to={SCREENS.subscription}>{t('pendingNotification')}</Link> : <span>{t('noNotifications')}</span>}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { IMPORT_EXPORT_ITEM, MAIN_ITEMS, SETTINGS_ITEM, SUBSCRIPTION_ITEM, SUPER_ADMIN_ITEM, USERS_ITEM, type NavItem } from '../nav-items';
import { useShellState } from '../use-shell-state';
import { cn } from '#client/lib/cn';
import { Badge } from '#client/components/ui';
import { AccountStatus } from './account-status';
import { SCREENS } from '../screens';

const BADGE_VARIANT = { active: 'success', inactive: 'secondary', pending: 'warning' } as const;

export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const { user, moduleState } = useShellState();
  if (!user) return null;
  // A super admin without a shop runs the platform: its pages only, no shop modules or subscription.
  const platformOnly = user.role === 'super_admin' && !user.business;
  const main = platformOnly ? [SUPER_ADMIN_ITEM] : user.role === 'super_admin' ? [SUPER_ADMIN_ITEM, ...MAIN_ITEMS] : MAIN_ITEMS;
  const lower = platformOnly ? [] : [SUBSCRIPTION_ITEM, ...(user.role === 'admin' ? [USERS_ITEM, IMPORT_EXPORT_ITEM] : []), SETTINGS_ITEM];

  const renderItem = (item: NavItem) => {
    const state = item.module ? moduleState(item.module) : null;
    const enabled = !item.module || state === 'active';
    const Icon = item.icon;
    const content = (
      <>
        <Icon className="size-4 shrink-0" aria-hidden />
        {/* A long Tamil or Sinhala name keeps its words whole: the state badge moves under it instead. */}
        <span className="flex min-w-0 flex-1 flex-wrap items-center justify-between gap-x-2 gap-y-0.5">
          <span className="min-w-0 break-words">{t(item.labelKey)}</span>
          {state && item.showState !== false && (
            <Badge variant={BADGE_VARIANT[state]} className="shrink-0 text-[10px]" data-testid={`module-state-${item.module}`}>
              {t(`moduleState.${state}`)}
            </Badge>
          )}
        </span>
      </>
    );
    if (!enabled) {
      // Disabled items are greyed and do not navigate.
      return (
        <li key={item.path}>
          <span
            aria-disabled="true"
            className="flex cursor-not-allowed items-center gap-3 rounded-md px-3 py-2 text-sm text-muted-foreground opacity-60"
          >
            {content}
          </span>
        </li>
      );
    }
    return (
      <li key={item.path}>
        <NavLink
          to={item.path}
          end={item.path === SCREENS.dashboard}
          onClick={onNavigate}
          className={({ isActive }) =>
            cn('flex items-center gap-3 rounded-md px-3 py-2 text-sm hover:bg-accent', isActive && 'bg-primary/10 font-medium text-primary')
          }
        >
          {content}
        </NavLink>
      </li>
    );
  };

  return (
    <nav className="flex h-full flex-col gap-4 p-3" aria-label={t('title')}>
      <ul className="grid grid-cols-[minmax(0,1fr)] gap-1">{main.map(renderItem)}</ul>
      {lower.length > 0 && (
        <>
          <hr className="border-border" />
          <ul className="grid grid-cols-[minmax(0,1fr)] gap-1">{lower.map(renderItem)}</ul>
        </>
      )}
      <div className="mt-auto">
        <AccountStatus />
      </div>
    </nav>
  );
}

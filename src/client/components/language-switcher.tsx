import { useQueryClient } from '@tanstack/react-query';
import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '#shared/contracts/auth';
import { AUTH_PATHS } from '#shared/contracts/auth-paths';
import { LOCALE_NAMES, LOCALES, type Locale } from '#shared/locales';
import { api } from '../lib/api';
import { currentLocale, switchLocale } from '../lib/i18n';
import { queryKeys } from '../lib/query-keys';
import { cn } from '../lib/cn';

/** Switches the page to `locale` and keeps it in the browser, and on the signed-in user's account. */
export function useChooseLocale() {
  const { i18n } = useTranslation('common');
  const qc = useQueryClient();
  return async (locale: Locale) => {
    await switchLocale(locale);
    const user = qc.getQueryData<CurrentUser | null>(queryKeys.auth.user);
    if (!user) return;
    try {
      qc.setQueryData(queryKeys.auth.user, await api.patch<CurrentUser>(AUTH_PATHS.user, { locale }));
    } catch {
      const { toast } = await import('./ui/toast');
      toast.error(i18n.t('common:language.saveFailed'));
    }
  };
}

/**
 * English, සිංහල, தமிழ்: the page changes at once, without a reload. A visitor's choice is kept in
 * the browser; a signed-in user's on their account too, so every device opens in it.
 * Each language is named in itself, so a reader finds theirs whatever the page is in now.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const active = currentLocale();
  const choose = useChooseLocale();

  return (
    <label className={cn('flex items-center gap-1 text-sm', className)}>
      <Languages className="size-4 text-muted-foreground" aria-hidden />
      <span className="sr-only">{t('language.label')}</span>
      <select
        data-testid="language-switcher"
        value={active}
        onChange={(e) => void choose(e.target.value as Locale)}
        className="h-8 rounded-md border border-input bg-background px-1.5 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </label>
  );
}

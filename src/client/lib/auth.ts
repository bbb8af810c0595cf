import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthProviders, CurrentUser } from '#shared/contracts/auth';
import { AUTH_PATHS, AUTH_UNAVAILABLE } from '#shared/contracts/auth-paths';
import { BUSINESS_PATHS } from '#shared/contracts/business-paths';
import { MODULE_KEYS, MODULE_NAMES, type ModuleKey } from '#shared/permissions';
import { api, ApiError } from './api';
import { currentLocale, switchLocale } from './i18n';
import { forgetUser, isNetworkError, offlineUser, rememberUser, withOfflineSnapshot } from './offline-snapshot';
import { queryKeys } from './query-keys';
import { setShopTimeZone } from './shop-time';

// Current user: always stale, refetched on window focus, never retried.
// Offline, a registered till within its offline limit stays signed in as the user it
// last saw; never after a 401.
export const currentUserQuery = queryOptions({
  queryKey: queryKeys.auth.user,
  queryFn: async () => {
    const user = await api.get<CurrentUser>(AUTH_PATHS.user).then((u) => (rememberUser(u), u), offlineUser);
    // Before any screen renders a date: the shop's calendar, for cashiers too (lib/shop-time).
    setShopTimeZone(user.business?.timeZone);
    // The language the user chose on any device wins over this browser's.
    if (user.locale && user.locale !== currentLocale()) await switchLocale(user.locale);
    return user;
  },
  staleTime: 0,
  refetchOnWindowFocus: true,
  retry: false,
  // A 401 is an answer, not a failure to retry: re-mounting a screen must not refetch it, or the
  // app would flip back to its loading state and unmount that screen again.
  retryOnMount: false,
});

export function useAuth() {
  const q = useQuery(currentUserQuery);
  // English, for the comparisons below and the sign-in page's (the reader's words are in q.error.message).
  const message = q.error instanceof ApiError ? q.error.serverMessage : q.error instanceof Error ? q.error.message : '';
  // Also when the answer was put in the cache by a sign-in or register (useSetCurrentUser).
  if (q.data) setShopTimeZone(q.data.business?.timeZone);
  return {
    user: q.error ? null : (q.data ?? null),
    isLoading: q.isLoading && !q.error,
    isServiceUnavailable: message.includes(AUTH_UNAVAILABLE),
    /** /auth/user got no answer and this browser may not sell offline: it cannot sign anyone in now. */
    isOffline: !!q.error && isNetworkError(q.error),
    authErrorMessage: message,
    refetch: q.refetch,
  };
}

export const providersQuery = queryOptions({
  queryKey: queryKeys.auth.providers,
  queryFn: () => api.get<AuthProviders>(AUTH_PATHS.providers),
  staleTime: Infinity,
});

export function useSetCurrentUser() {
  const qc = useQueryClient();
  return (user: CurrentUser) => {
    if (user.locale && user.locale !== currentLocale()) void switchLocale(user.locale);
    qc.setQueryData(currentUserQuery.queryKey, user);
  };
}

/**
 * Logout reloads at / even when the call fails; the reload drops every cached answer. The
 * cache is not cleared first: that would re-render the signed-in page as a signed-out visitor
 * (a "404" or sign-in flash) before the browser leaves it.
 */
export function useLogout() {
  return async () => {
    try {
      await forgetUser();
      await fetch(AUTH_PATHS.logout, { credentials: 'include', redirect: 'manual' });
    } finally {
      window.location.replace('/');
    }
  };
}

export const isLocalHost = () => ['localhost', '127.0.0.1', '[::1]', '::1'].includes(window.location.hostname);

/** Subscribed modules of the caller's business, as keys (the API speaks module names). */
export const subscribedModulesQuery = (businessId: number | undefined) =>
  queryOptions({
    queryKey: queryKeys.business.subscribedModules(businessId),
    enabled: businessId !== undefined,
    staleTime: 60_000,
    refetchOnWindowFocus: false,
    queryFn: async () => {
      if (businessId === undefined) return []; // not enabled then; the check narrows the type
      const names = await withOfflineSnapshot('modules', () => api.get<string[]>(BUSINESS_PATHS.subscribedModules(businessId)), {
        businessId,
      });
      return MODULE_KEYS.filter((k) => names.includes(MODULE_NAMES[k])) as ModuleKey[];
    },
  });

export function useSubscribedModules(businessId: number | undefined) {
  return useQuery(subscribedModulesQuery(businessId));
}

export { ApiError };

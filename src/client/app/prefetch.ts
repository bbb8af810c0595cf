import { posQuery } from '../features/pos/api/pos-query';
import { currentUserQuery, subscribedModulesQuery } from '../lib/auth';
import { whenOpeningScreenShown } from '../lib/idle';
import { queryClient } from '../lib/query-client';
import { SCREENS } from './screens';

/**
 * Starts, before React first renders, the requests the opening screen waits for: the signed-in
 * user, then side by side the business's modules (the module gate) and — when the screen is the
 * till — its catalogue. Left to the components, they ran one after the other, each behind a chunk
 * download: user → shell and screen code → modules → catalogue (Lighthouse's till LCP chain).
 * The components' own queries use the same keys, so they pick these answers up (or join the
 * request still in flight) instead of asking again. Settles once they have all answered (or failed):
 * what can wait (lib/idle.ts) waits for that.
 */
export function prefetchOpeningData(pathname: string): Promise<void> {
  return (
    queryClient
      .fetchQuery(currentUserQuery)
      .then(async (user) => {
        const business = user.business;
        if (!business || business.status === 'suspended') return;
        const modules = queryClient.prefetchQuery(subscribedModulesQuery(business.id));
        // Cashiers see the till on every path.
        // Not retried here: if it fails, the till's own query asks again with its retries.
        const till =
          (user.role === 'cashier' && pathname !== SCREENS.customerDisplay) || pathname === SCREENS.pos
            ? queryClient.prefetchQuery({ ...posQuery(business.id), retry: false })
            : undefined;
        // The till's own chunks may still be on their way when its products are here: what waits
        // for the opening screen waits for the till to have painted them.
        await Promise.all([modules, till?.then(whenOpeningScreenShown)]);
      })
      // Signed out (401) or unreachable: useAuth reads the same failed query and says so.
      .catch(() => undefined)
  );
}

import { RefreshCw } from 'lucide-react';
import { useEffect, useId, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui';
import { applyUpdate, registerServiceWorker, serviceWorkerState, subscribeServiceWorker } from './service-worker';

/**
 * "Update available — Update" in the signed-in header, once a new version of Kade has installed and
 * waits. Mounting it registers the service worker: only signed-in screens download the offline
 * copy, never the landing page a visitor reads. During a sale the control is disabled (a reload
 * would lose the cart) and says why.
 */
export function UpdatePrompt() {
  const { t } = useTranslation('offline');
  const hintId = useId();
  const { updateWaiting, saleInProgress, updating } = useSyncExternalStore(subscribeServiceWorker, serviceWorkerState);
  useEffect(() => registerServiceWorker(), []);
  if (!updateWaiting) return null;
  return (
    <div role="status" className="flex items-center gap-2 text-sm" data-testid="update-prompt">
      <span className="hidden md:inline">{t('update.available')}</span>
      {saleInProgress && (
        <span id={hintId} className="sr-only">
          {t('update.waitForSale')}
        </span>
      )}
      <Button
        size="sm"
        variant="outline"
        disabled={saleInProgress || updating}
        title={saleInProgress ? t('update.waitForSale') : t('update.available')}
        aria-describedby={saleInProgress ? hintId : undefined}
        onClick={() => applyUpdate()}
      >
        <RefreshCw className={updating ? 'size-4 animate-spin' : 'size-4'} aria-hidden />
        {updating ? t('update.updating') : t('update.action')}
      </Button>
    </div>
  );
}

import { Share2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui';
import type { ShareTarget } from './share-target';

// The dialog comes with its first opening: the till's receipt carries only this button.
const ShareDialog = lazy(() => import('./share-dialog'));

/** The "Share" button and its dialog (WhatsApp, SMS, e-mail). */
export function ShareButton({
  businessId,
  target,
  size = 'default',
}: {
  businessId: number;
  target: ShareTarget;
  size?: 'default' | 'sm';
}) {
  // Its texts are not the till's first load: the button shows once they are here (a moment after
  // the receipt opens; never at a till with no connection, where there is nothing to share with).
  const { t, ready } = useTranslation('messaging', { useSuspense: false });
  const [open, setOpen] = useState(false);
  if (!ready) return null;
  return (
    <>
      <Button type="button" variant="outline" size={size} onClick={() => setOpen(true)} data-testid="share-button">
        <Share2 aria-hidden="true" />
        {t('share.button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ShareDialog businessId={businessId} target={target} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

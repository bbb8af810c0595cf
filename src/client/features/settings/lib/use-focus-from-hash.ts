import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * A link to one setting (settingsFieldPath: `/settings#settings-phone`, as a refused tax invoice
 * gives) brings that field into view and focuses it once the form is shown.
 */
export function useFocusFromHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const field = document.getElementById(decodeURIComponent(hash.slice(1)));
    field?.scrollIntoView?.({ block: 'center' });
    field?.focus();
  }, [ready, hash]);
}

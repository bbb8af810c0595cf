import { useSyncExternalStore } from 'react';

/**
 * Below Tailwind's `md` (768 px): a phone. The header folds its language, bell and account into one
 * menu, and the till shows a cart bar and one More menu instead of its column and toolbar.
 */
export const PHONE_QUERY = '(max-width: 767.98px)';

// jsdom (the unit tests) has no matchMedia: there the screen is not a phone.
const query = () => (typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY) : null);

const subscribe = (onChange: () => void) => {
  const mq = query();
  mq?.addEventListener('change', onChange);
  return () => mq?.removeEventListener('change', onChange);
};

/** True on a phone-wide screen; follows a rotation or a resized window. */
export const usePhone = () =>
  useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );

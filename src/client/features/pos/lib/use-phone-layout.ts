import { useSyncExternalStore } from 'react';

/** Below Tailwind's `md` (768 px) the till shows a cart bar and a cart sheet instead of a cart column. */
const PHONE = '(max-width: 767.98px)';

const subscribe = (onChange: () => void) => {
  const mq = window.matchMedia(PHONE);
  mq.addEventListener('change', onChange);
  return () => mq.removeEventListener('change', onChange);
};

export const usePhoneLayout = () =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE).matches,
    () => false,
  );

import type * as Radix from '@radix-ui/react-dropdown-menu';
import { useSyncExternalStore } from 'react';

// The menus (the header's account menu and bell, the till's Shift and More menus) are closed at
// first paint, and Radix's menu with its positioning code is about 17 KB compressed: it is fetched
// when a menu is first about to open (dropdown-menu.tsx), not with the screen.
let radix: typeof Radix | null = null;
let loading: Promise<typeof Radix> | null = null;
const listeners = new Set<() => void>();

export function loadRadixMenu(): Promise<typeof Radix> {
  loading ??= import('@radix-ui/react-dropdown-menu').then(
    (m) => {
      radix = m;
      listeners.forEach((l) => l());
      return m;
    },
    (err: unknown) => {
      loading = null; // tried again on the next press
      throw err;
    },
  );
  return loading;
}

/** Fetches the menus' code (a trigger does when the pointer comes over it or it takes focus). */
export const preloadDropdownMenus = () => void loadRadixMenu().catch(() => undefined);

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};

/** Radix's menu once it is here (re-renders when it arrives), else null. */
export const useRadixMenu = () => useSyncExternalStore(subscribe, () => radix);

/** Radix's menu, for the parts only an open menu renders (its items): it is always here by then. */
export function radixMenu(): typeof Radix {
  if (!radix) throw new Error('A menu item rendered before its menu opened');
  return radix;
}

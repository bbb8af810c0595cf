/**
 * Whether any loaded code can show a toast. The Toaster (and sonner with it) is mounted only from
 * then on: a screen that never toasts (the landing page) never downloads it. toaster.tsx flips
 * this when it is first evaluated, i.e. with the first screen that imports `toast`; sonner replays
 * toasts raised before its Toaster mounted.
 */
let wanted = false;
const listeners = new Set<() => void>();

export function wantToaster() {
  if (wanted) return;
  wanted = true;
  for (const l of listeners) l();
}

export const toasterWanted = () => wanted;

export function onToasterWanted(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

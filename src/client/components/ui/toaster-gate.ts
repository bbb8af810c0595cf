/**
 * Whether a toast is wanted. The Toaster (and sonner with it) is mounted only from then on: a
 * screen that never toasts (the landing page) never downloads it. toast.ts flips this with the
 * first toast, or once a screen that imports `toast` is idle; sonner replays toasts raised before
 * its Toaster mounted.
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

import type { toast as sonnerToast } from 'sonner';
import { afterOpening } from '#client/lib/idle';
import { wantToaster } from './toaster-gate';

type Sonner = typeof sonnerToast;
type Kind = 'success' | 'error' | 'info' | 'warning';

let loading: Promise<Sonner> | null = null;

/** sonner's toast, loading it (and mounting its Toaster, main.tsx) on first use; a failed load is tried again next time. */
function sonner(): Promise<Sonner> {
  wantToaster();
  loading ??= import('sonner').then(
    (m) => m.toast,
    (err: unknown) => {
      loading = null;
      throw err;
    },
  );
  return loading;
}

type Message = Parameters<Sonner['success']>[0];
type Options = Parameters<Sonner['success']>[1];

const show =
  (kind: Kind) =>
  (message: Message, data?: Options): void =>
    void sonner().then(
      (t) => t[kind](message, data),
      () => undefined,
    );

/**
 * sonner's toasts, without sonner in the screen's own chunk: it comes when the browser is idle after
 * the opening screen (a sale's toast then shows at once), or with the first toast if that is
 * sooner. sonner shows the toasts raised before its Toaster mounted.
 */
export const toast = { success: show('success'), error: show('error'), info: show('info'), warning: show('warning') };

// A screen that can toast is loaded: sonner and the Toaster come once it is idle.
afterOpening(() => void sonner().catch(() => undefined));

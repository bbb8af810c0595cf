import type { toast as sonnerToast } from 'sonner';
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
 * sonner's toasts, without sonner in any screen's first load: it comes with the first toast (from
 * the HTTP cache or the service worker's precache, so a sale's toast still shows at once and with no
 * connection). sonner shows the toasts raised before its Toaster mounted.
 */
export const toast = { success: show('success'), error: show('error'), info: show('info'), warning: show('warning') };

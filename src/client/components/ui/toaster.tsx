import { Toaster as Sonner, toast, type ToasterProps as SonnerProps } from 'sonner';
import { wantToaster } from './toaster-gate';

export { toast };

// Code that can toast is loaded: main.tsx mounts the Toaster now.
wantToaster();

export type ToasterProps = SonnerProps & {
  /** Accessible name of each toast's close button (sonner defaults to "Close toast"). */
  closeLabel?: string;
};

/** Mount once near the app root. Defaults: top-right, rich colours, one toast at a time, close button. */
export function Toaster({ closeLabel, toastOptions, ...props }: ToasterProps) {
  return (
    <Sonner
      position="top-right"
      richColors
      visibleToasts={1}
      closeButton
      toastOptions={closeLabel ? { ...toastOptions, closeButtonAriaLabel: closeLabel } : toastOptions}
      {...props}
    />
  );
}

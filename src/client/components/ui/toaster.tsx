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
export function Toaster({ closeLabel, toastOptions, style, ...props }: ToasterProps) {
  return (
    <Sonner
      // sonner sets its own system font stack, which has no Sinhala or Tamil on most tills: the
      // page's own (Noto Sinhala and Tamil first) is inherited instead, so no toast shows boxes.
      style={{ fontFamily: 'inherit', ...style }}
      position="top-right"
      richColors
      visibleToasts={1}
      closeButton
      toastOptions={closeLabel ? { ...toastOptions, closeButtonAriaLabel: closeLabel } : toastOptions}
      {...props}
    />
  );
}

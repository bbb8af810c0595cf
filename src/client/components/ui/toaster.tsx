import { Toaster as Sonner, type ToasterProps as SonnerProps } from 'sonner';
import type { CSSProperties } from 'react';

export type ToasterProps = SonnerProps & {
  /** Accessible name of each toast's close button (sonner defaults to "Close toast"). */
  closeLabel?: string;
};

/**
 * sonner's rich colours draw each kind's text on its pale background below WCAG AA's 4.5:1 (its
 * green, red and blue about 4.3:1, its amber about 3:1): the same hues, darker, read at 6:1 or more.
 */
const RICH_TEXT_COLOURS = {
  '--success-text': 'hsl(140, 100%, 20%)',
  '--error-text': 'hsl(360, 100%, 35%)',
  '--warning-text': 'hsl(31, 92%, 28%)',
  '--info-text': 'hsl(210, 92%, 35%)',
} as CSSProperties;

/** Mount once near the app root. Defaults: top-right, rich colours, one toast at a time, close button. */
export function Toaster({ closeLabel, toastOptions, style, ...props }: ToasterProps) {
  return (
    <Sonner
      // sonner sets its own system font stack, which has no Sinhala or Tamil on most tills: the
      // page's own (Noto Sinhala and Tamil first) is inherited instead, so no toast shows boxes.
      style={{ fontFamily: 'inherit', ...RICH_TEXT_COLOURS, ...style }}
      position="top-right"
      richColors
      visibleToasts={1}
      closeButton
      toastOptions={closeLabel ? { ...toastOptions, closeButtonAriaLabel: closeLabel } : toastOptions}
      {...props}
    />
  );
}

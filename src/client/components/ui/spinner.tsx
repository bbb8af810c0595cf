import { Loader2 } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn';

export type SpinnerProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** Accessible name announced by screen readers. Defaults to "Loading". */
  'aria-label'?: string;
  /** Classes for the icon itself (e.g. size-6). */
  iconClassName?: string;
};

export function Spinner({ className, iconClassName, 'aria-label': ariaLabel = 'Loading', ...props }: SpinnerProps) {
  return (
    <span
      data-slot="spinner"
      role="status"
      aria-label={ariaLabel}
      className={cn('inline-flex items-center justify-center text-muted-foreground', className)}
      {...props}
    >
      <Loader2 aria-hidden="true" className={cn('size-4 animate-spin', iconClassName)} />
    </span>
  );
}

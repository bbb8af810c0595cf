import { Loader2 } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '#client/lib/cn';

export type SpinnerProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** Accessible name announced by screen readers. Defaults to "Loading" in the reader's language. */
  'aria-label'?: string;
  /** Classes for the icon itself (e.g. size-6). */
  iconClassName?: string;
};

export function Spinner({ className, iconClassName, 'aria-label': ariaLabel, ...props }: SpinnerProps) {
  const { t } = useTranslation('common');
  return (
    <span
      data-slot="spinner"
      role="status"
      aria-label={ariaLabel ?? t('loading')}
      className={cn('inline-flex items-center justify-center text-muted-foreground', className)}
      {...props}
    >
      <Loader2 aria-hidden="true" className={cn('size-4 animate-spin', iconClassName)} />
    </span>
  );
}

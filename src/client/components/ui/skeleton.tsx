import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn';

/** Decorative loading placeholder; mark the surrounding region with aria-busy. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-muted motion-reduce:animate-none', className)}
      {...props}
    />
  );
}

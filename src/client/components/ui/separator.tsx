import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn';

export type SeparatorProps = ComponentProps<'div'> & {
  orientation?: 'horizontal' | 'vertical';
  /** Purely visual (default) or a semantic separator exposed to assistive tech. */
  decorative?: boolean;
};

export function Separator({ className, orientation = 'horizontal', decorative = true, ...props }: SeparatorProps) {
  const semantic = decorative
    ? { role: 'none' as const }
    : { role: 'separator' as const, 'aria-orientation': orientation === 'vertical' ? ('vertical' as const) : undefined };
  return (
    <div
      data-slot="separator"
      data-orientation={orientation}
      {...semantic}
      className={cn('shrink-0 bg-border', orientation === 'horizontal' ? 'h-px w-full' : 'h-full w-px', className)}
      {...props}
    />
  );
}

import type * as Radix from '@radix-ui/react-dropdown-menu';
import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn';
import { radixMenu } from './dropdown-menu-radix';

// A menu's parts: rendered only inside an open menu, so Radix's code is always here by then.

export function DropdownMenuGroup(props: ComponentProps<typeof Radix.Group>) {
  const R = radixMenu();
  return <R.Group {...props} />;
}

export type DropdownMenuItemProps = ComponentProps<typeof Radix.Item> & {
  inset?: boolean;
  variant?: 'default' | 'destructive';
};

const ITEM =
  'relative flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none select-none focus:bg-accent focus:text-accent-foreground data-disabled:pointer-events-none data-disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:pointer-events-none';

export function DropdownMenuItem({ className, inset, variant = 'default', ...props }: DropdownMenuItemProps) {
  const R = radixMenu();
  return (
    <R.Item
      data-slot="dropdown-menu-item"
      data-variant={variant}
      className={cn(
        ITEM,
        variant === 'destructive' && 'text-destructive focus:bg-destructive/10 focus:text-destructive',
        inset && 'pl-8',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuLabel({ className, inset, ...props }: ComponentProps<typeof Radix.Label> & { inset?: boolean }) {
  const R = radixMenu();
  return (
    <R.Label data-slot="dropdown-menu-label" className={cn('px-2 py-1.5 text-sm font-semibold', inset && 'pl-8', className)} {...props} />
  );
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof Radix.Separator>) {
  const R = radixMenu();
  return <R.Separator data-slot="dropdown-menu-separator" className={cn('-mx-1 my-1 h-px bg-border', className)} {...props} />;
}

export function DropdownMenuRadioGroup(props: ComponentProps<typeof Radix.RadioGroup>) {
  const R = radixMenu();
  return <R.RadioGroup {...props} />;
}

export function DropdownMenuRadioItem(props: ComponentProps<typeof Radix.RadioItem>) {
  const R = radixMenu();
  return <R.RadioItem {...props} />;
}

export function DropdownMenuItemIndicator(props: ComponentProps<typeof Radix.ItemIndicator>) {
  const R = radixMenu();
  return <R.ItemIndicator {...props} />;
}

import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '#client/lib/cn';
import { CornerCloseButton, DialogDescription, overlayClasses } from './dialog';

export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;

export type SheetContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  side?: 'left' | 'right';
  /** Accessible name of the corner close button. Defaults to "Close" in the reader's language. */
  closeLabel?: string;
  hideCloseButton?: boolean;
};

export function SheetContent({ className, children, side = 'right', closeLabel, hideCloseButton = false, ...props }: SheetContentProps) {
  const { t } = useTranslation('common');
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay data-slot="sheet-overlay" className={overlayClasses} />
      <DialogPrimitive.Content
        data-slot="sheet-content"
        data-side={side}
        className={cn(
          'fixed inset-y-0 z-50 flex h-full w-3/4 flex-col gap-4 overflow-y-auto bg-card p-6 text-card-foreground shadow-lg outline-none sm:max-w-sm',
          side === 'right'
            ? 'right-0 border-l data-[state=open]:animate-slide-in-right'
            : 'left-0 border-r data-[state=open]:animate-slide-in-left',
          className,
        )}
        {...props}
      >
        {children}
        {!hideCloseButton && <CornerCloseButton label={closeLabel ?? t('close')} />}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function SheetHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="sheet-header" className={cn('flex flex-col gap-1.5 pr-6', className)} {...props} />;
}

export function SheetFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="sheet-footer" className={cn('mt-auto flex flex-col gap-2', className)} {...props} />;
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title data-slot="sheet-title" className={cn('text-lg font-semibold', className)} {...props} />;
}

/** A sheet is a dialog from the side: its description is the dialog's, in its own slot. */
export function SheetDescription(props: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogDescription data-slot="sheet-description" {...props} />;
}

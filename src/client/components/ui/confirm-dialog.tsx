import type { ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './alert-dialog';

export type ConfirmDialogProps = {
  /** Controlled: the caller opens it (leave both out when `trigger` opens it). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The button that opens the question, when the dialog brings its own. */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Labels come from the caller's translations. */
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  onConfirm: () => void;
  /** Red confirm button for things that cannot be undone (the default). */
  destructive?: boolean;
  /** Confirming starts a write and the caller closes the dialog once it is done (a delete). */
  keepOpenOnConfirm?: boolean;
  /** The write is on its way: both buttons are disabled and the dialog does not close. */
  busy?: boolean;
};

/**
 * "Are you sure?" before an action that throws work away or deletes a record. Escape, the overlay
 * and Cancel close it without acting; the confirm button acts and closes it, or with
 * `keepOpenOnConfirm` leaves closing to the caller.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  destructive = true,
  keepOpenOnConfirm = false,
  busy = false,
}: ConfirmDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !busy && onOpenChange?.(next)}>
      {trigger && <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          {description && <AlertDialogDescription>{description}</AlertDialogDescription>}
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction
            variant={destructive ? 'destructive' : 'default'}
            disabled={busy}
            onClick={(e) => {
              if (keepOpenOnConfirm) e.preventDefault();
              onConfirm();
            }}
          >
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

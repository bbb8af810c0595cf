import type { FormEvent, ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from './dialog';
import { FormDialogFooter } from './form-dialog-footer';

/** Closing the dialog: with the new open state (Radix's own callback), or a plain close. */
type FormDialogClose = { onOpenChange: (open: boolean) => void; onClose?: never } | { onClose: () => void; onOpenChange?: never };

export type FormDialogProps = FormDialogClose & {
  open: boolean;
  /** The button that opens the dialog, when the dialog brings its own. */
  trigger?: ReactNode;
  /** Accessible name of the corner close button (and the Cancel text of the `submit` footer). */
  closeLabel: string;
  title: ReactNode;
  description: ReactNode;
  /** The dialog's own classes (its size, its scrolling). */
  className?: string;
  testId?: string;
  /** A write is on its way: the dialog does not close, and the `submit` footer says so. */
  busy?: boolean;
  /** The title and description are inside the form (else above it). */
  headerInForm?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The usual footer: Cancel (named `closeLabel`, it closes) and the submit button. */
  submit?: { label: string; busyLabel: string; disabled?: boolean };
  /** A footer of the dialog's own, last in the form (instead of `submit`). */
  footer?: ReactNode;
  /** Between the header and the form (a notice). */
  aboveForm?: ReactNode;
  /** After the form (a dialog of its own, whose submit must not reach this form). */
  belowForm?: ReactNode;
  children: ReactNode;
};

/**
 * A dialog that is one form: the title and description, the fields, then the footer; the form
 * checks its own fields (noValidate), Enter submits it.
 */
export function FormDialog({
  open,
  onOpenChange,
  onClose,
  trigger,
  closeLabel,
  title,
  description,
  className,
  testId,
  busy = false,
  headerInForm = false,
  onSubmit,
  submit,
  footer,
  aboveForm,
  belowForm,
  children,
}: FormDialogProps) {
  const change = (next: boolean) => {
    if (busy) return;
    if (onOpenChange) onOpenChange(next);
    else if (!next) onClose();
  };
  const header = (
    <DialogHeader>
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription>{description}</DialogDescription>
    </DialogHeader>
  );
  return (
    <Dialog open={open} onOpenChange={change}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent closeLabel={closeLabel} className={className} data-testid={testId}>
        {!headerInForm && header}
        {aboveForm}
        <form noValidate className="grid gap-4" onSubmit={onSubmit}>
          {headerInForm && header}
          {children}
          {footer ??
            (submit && (
              <FormDialogFooter
                onCancel={() => change(false)}
                cancelLabel={closeLabel}
                submitLabel={submit.label}
                busyLabel={submit.busyLabel}
                busy={busy}
                disabled={submit.disabled}
              />
            ))}
        </form>
        {belowForm}
      </DialogContent>
    </Dialog>
  );
}

import type { ReactNode } from 'react';
import { Button } from './button';
import { DialogFooter } from './dialog';

export interface FormDialogFooterProps {
  onCancel: () => void;
  cancelLabel: string;
  submitLabel: string;
  /** Shown on the submit button while the write is on its way. */
  busyLabel: string;
  busy: boolean;
  /** The form is not ready to submit (besides being busy). */
  disabled?: boolean;
  /** Buttons before Cancel (a Remove, say). */
  children?: ReactNode;
  className?: string;
}

/**
 * A form dialog's Cancel and submit buttons: Cancel closes, submit sends the form and says it is
 * busy while the write is on its way (both are then disabled, so nothing is sent twice).
 */
export function FormDialogFooter({
  onCancel,
  cancelLabel,
  submitLabel,
  busyLabel,
  busy,
  disabled,
  children,
  className,
}: FormDialogFooterProps) {
  return (
    <DialogFooter className={className}>
      {children}
      <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      <Button type="submit" disabled={disabled === true || busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}

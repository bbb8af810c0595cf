import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, FormDialogFooter } from '#client/components/ui';

/**
 * The frame of the shift's money forms (open with a float, cash in or out, the count at the close):
 * the title and description, the fields, and Cancel / submit. While the write is on its way the
 * dialog does not close, so a write is never left half seen.
 */
export function ShiftFormDialog({
  open,
  onClose,
  busy,
  texts,
  title,
  description,
  testId,
  className,
  disabled,
  onSubmit,
  children,
}: {
  open: boolean;
  onClose: () => void;
  busy: boolean;
  /** Where the dialog's buttons' texts are in the shifts namespace: `<texts>.cancel`, `.submit`, `.saving`. */
  texts: 'open' | 'movement' | 'closeShift';
  title: string;
  description: string;
  testId: string;
  className?: string;
  /** The form is not ready to submit (besides being busy). */
  disabled?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('shifts');
  return (
    <Dialog open={open} onOpenChange={(o) => !o && !busy && onClose()}>
      <DialogContent closeLabel={t(`${texts}.cancel`)} className={className} data-testid={testId}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          {children}
          <FormDialogFooter
            onCancel={onClose}
            cancelLabel={t(`${texts}.cancel`)}
            submitLabel={t(`${texts}.submit`)}
            busyLabel={t(`${texts}.saving`)}
            busy={busy}
            disabled={disabled}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '#client/components/ui';

/**
 * The frame of the shift's money forms (open with a float, cash in or out, the count at the close):
 * the title and description, the fields, and Cancel / submit. While the write is on its way the
 * dialog does not close, so a write is never left half seen.
 */
export function ShiftFormDialog({
  texts,
  disabled,
  ...props
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
    <FormDialog
      {...props}
      closeLabel={t(`${texts}.cancel`)}
      submit={{ label: t(`${texts}.submit`), busyLabel: t(`${texts}.saving`), disabled }}
    />
  );
}

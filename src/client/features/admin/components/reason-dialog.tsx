import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DialogFooter, FormDialog, FormField, Textarea } from '#client/components/ui';

/**
 * A refusal that needs a reason the business will read (reject an application or add-on, suspend a
 * business): the trigger opens a form whose reason is required; `onSubmit` gets it trimmed and
 * answers whether it was done, which closes the dialog and empties the reason.
 */
export function ReasonDialog({
  trigger,
  title,
  description,
  fieldId,
  submitLabel,
  busy,
  keepReasonOnClose = false,
  textarea,
  onSubmit,
}: {
  trigger: ReactNode;
  title: string;
  description: string;
  fieldId: string;
  submitLabel: string;
  busy: boolean;
  /** Closing without sending keeps what was typed for the next opening (else it starts empty). */
  keepReasonOnClose?: boolean;
  /** The reason box's own attributes (its rows, its id, its longest length). */
  textarea?: { rows?: number; id?: string; maxLength?: number };
  onSubmit: (reason: string) => Promise<boolean>;
}) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) return setError(t('reject.reasonRequired'));
    if (await onSubmit(reason.trim())) {
      setOpen(false);
      setReason('');
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (!keepReasonOnClose) setReason('');
        setError(undefined);
      }}
      trigger={trigger}
      closeLabel={t('actions.cancel')}
      title={title}
      description={description}
      headerInForm
      onSubmit={(e) => void submit(e)}
      footer={
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => setOpen(false)}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="destructive" disabled={busy}>
            {submitLabel}
          </Button>
        </DialogFooter>
      }
    >
      <FormField label={t('reject.reason')} htmlFor={fieldId} error={error}>
        <Textarea {...textarea} value={reason} onChange={(e) => setReason(e.target.value)} />
      </FormField>
    </FormDialog>
  );
}

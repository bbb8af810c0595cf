import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, FormDialog, FormDialogFooter, FormField, Input } from '#client/components/ui';

/** "Find a sale" (the Returns button, F11): scan the receipt's barcode into it, or type the number. */
export function FindSaleDialog({
  open,
  busy,
  error,
  hint,
  onFind,
  onClose,
}: {
  open: boolean;
  busy: boolean;
  error: string | null;
  /** Said under the title (no connection: only this till's sales can be found). */
  hint?: string | null;
  onFind: (invoiceNumber: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('returns');
  const [text, setText] = useState('');
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      closeLabel={t('find.cancel')}
      title={t('find.title')}
      description={t('find.description')}
      aboveForm={
        hint && (
          <Alert data-testid="find-sale-offline">
            <AlertDescription>{hint}</AlertDescription>
          </Alert>
        )
      }
      onSubmit={(e) => {
        e.preventDefault();
        if (text.trim()) onFind(text.trim());
      }}
      footer={
        <FormDialogFooter
          onCancel={onClose}
          cancelLabel={t('find.cancel')}
          submitLabel={t('find.submit')}
          busyLabel={t('find.submit')}
          busy={busy}
          disabled={!text.trim()}
        />
      }
    >
      <FormField label={t('find.label')} htmlFor="find-sale-invoice" error={error ?? undefined}>
        <Input autoFocus autoComplete="off" value={text} onChange={(e) => setText(e.target.value)} />
      </FormField>
    </FormDialog>
  );
}

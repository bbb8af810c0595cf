import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DialogFooter, FormDialog } from '#client/components/ui';

/**
 * The dialog a purchase order, a GRN or a supplier is created or edited in: its title and
 * description, the form's fields, then Cancel and the submit button (disabled while saving).
 */
export function RecordFormDialog({
  texts,
  editing,
  onOpenChange,
  pending,
  ...props
}: {
  /** The form's texts (its titles, description and submit labels): poForm, grnForm or supplierForm. */
  texts: 'poForm' | 'grnForm' | 'supplierForm';
  /** An edit (true) or a new record. */
  editing: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's size classes. */
  className: string;
  onSubmit: (e: FormEvent) => void;
  pending: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('procurement');
  return (
    <FormDialog
      {...props}
      onOpenChange={onOpenChange}
      closeLabel={t('actions.close')}
      title={editing ? t(`${texts}.editTitle`) : t(`${texts}.createTitle`)}
      description={t(`${texts}.description`)}
      footer={
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" disabled={pending}>
            {editing ? t(`${texts}.update`) : t(`${texts}.create`)}
          </Button>
        </DialogFooter>
      }
    />
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidPhone } from '#shared/domain/phone';
import { Button, DialogFooter, FormField, Input, Textarea } from '#client/components/ui';

import type { DebtorDetails } from '../lib/sale-body';
import { TillFormDialog } from './till-form-dialog';

export type { DebtorDetails };
const EMPTY: DebtorDetails = { name: '', phone: '', email: '', address: '' };

export function CreditDialog({
  open,
  busy,
  onCancel,
  onComplete,
  initial,
  serverPhoneError,
  onPhoneEdited,
}: {
  /** Prefilled from the selected customer; cancelling goes back to it. */
  initial?: DebtorDetails;
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onComplete: (d: DebtorDetails) => void;
  /** The server's answer about the phone number of the last attempt (shown under the field). */
  serverPhoneError?: string | null;
  onPhoneEdited?: () => void;
}) {
  const { t } = useTranslation('pos');
  const [d, setD] = useState<DebtorDetails>(initial ?? EMPTY);
  const ready = d.name.trim() !== '' && d.phone.trim() !== '';
  // Checked with the server's rule once the cashier leaves the field or presses complete.
  const [checkPhone, setCheckPhone] = useState(false);
  const phoneError =
    serverPhoneError ?? (checkPhone && d.phone.trim() !== '' && !isValidPhone(d.phone) ? t('creditDialog.invalidPhone') : undefined);
  const cancel = () => {
    setD(initial ?? EMPTY);
    setCheckPhone(false);
    onPhoneEdited?.();
    onCancel();
  };
  const set = (k: keyof DebtorDetails) => (e: { target: { value: string } }) => setD((prev) => ({ ...prev, [k]: e.target.value }));
  return (
    <TillFormDialog
      open={open}
      onClose={cancel}
      closeLabel={t('creditDialog.cancel')}
      title={t('creditDialog.title')}
      description={t('creditDialog.description')}
      onSubmit={() => {
        setCheckPhone(true);
        if (ready && !busy && isValidPhone(d.phone)) onComplete(d);
      }}
    >
      <FormField label={t('creditDialog.name')} htmlFor="credit-name">
        <Input value={d.name} onChange={set('name')} autoComplete="name" />
      </FormField>
      <FormField label={t('creditDialog.phone')} htmlFor="credit-phone" error={phoneError ?? undefined} hint={t('creditDialog.phoneHint')}>
        <Input
          value={d.phone}
          onChange={(e) => {
            set('phone')(e);
            onPhoneEdited?.();
          }}
          onBlur={() => setCheckPhone(true)}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
        />
      </FormField>
      <FormField label={t('creditDialog.email')} htmlFor="credit-email">
        <Input value={d.email} onChange={set('email')} type="email" autoComplete="email" />
      </FormField>
      <FormField label={t('creditDialog.address')} htmlFor="credit-address">
        <Textarea value={d.address} onChange={set('address')} rows={2} />
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={cancel}>
          {t('creditDialog.cancel')}
        </Button>
        <Button type="submit" disabled={!ready || busy}>
          {busy ? t('processing') : t('creditDialog.complete')}
        </Button>
      </DialogFooter>
    </TillFormDialog>
  );
}

export const resetCreditDetails = () => EMPTY;

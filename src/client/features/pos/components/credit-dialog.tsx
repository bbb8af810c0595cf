import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
  Textarea,
} from '../../../components/ui';

export type DebtorDetails = { name: string; phone: string; email: string; address: string };
const EMPTY: DebtorDetails = { name: '', phone: '', email: '', address: '' };

export function CreditDialog({
  open,
  busy,
  onCancel,
  onComplete,
  initial,
}: {
  /** Prefilled from the selected customer; cancelling goes back to it. */
  initial?: DebtorDetails;
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onComplete: (d: DebtorDetails) => void;
}) {
  const { t } = useTranslation('pos');
  const [d, setD] = useState<DebtorDetails>(initial ?? EMPTY);
  const ready = d.name.trim() !== '' && d.phone.trim() !== '';
  const cancel = () => {
    setD(initial ?? EMPTY);
    onCancel();
  };
  const set = (k: keyof DebtorDetails) => (e: { target: { value: string } }) => setD((prev) => ({ ...prev, [k]: e.target.value }));
  return (
    <Dialog open={open} onOpenChange={(o) => !o && cancel()}>
      <DialogContent closeLabel={t('creditDialog.cancel')}>
        <DialogHeader>
          <DialogTitle>{t('creditDialog.title')}</DialogTitle>
          <DialogDescription>{t('creditDialog.description')}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (ready && !busy) onComplete(d);
          }}
        >
          <FormField label={t('creditDialog.name')} htmlFor="credit-name">
            <Input value={d.name} onChange={set('name')} autoComplete="name" />
          </FormField>
          <FormField label={t('creditDialog.phone')} htmlFor="credit-phone">
            <Input value={d.phone} onChange={set('phone')} type="tel" autoComplete="tel" />
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
        </form>
      </DialogContent>
    </Dialog>
  );
}

export const resetCreditDetails = () => EMPTY;

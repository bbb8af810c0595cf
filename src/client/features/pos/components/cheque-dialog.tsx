import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromCents } from '#shared/domain/money';
import { isValidPhone } from '#shared/domain/phone';
import { shopToday } from '#client/lib/shop-time';
import { FormDialogFooter, FormField, Input } from '#client/components/ui';
import { formatMoney } from '#client/lib/format';
import type { ChequeDetails } from '../lib/payments';
import type { DebtorDetails } from '../lib/sale-body';
import { TillFormDialog } from './till-form-dialog';

/**
 * A cheque taken at the till: its number, bank and date (post-dated allowed), and — when no
 * customer is on the sale — who gave it (the cheques list and a bounced cheque's debt need them).
 */
export function ChequeDialog({
  open,
  amountCents,
  needsDrawer,
  busy,
  onCancel,
  onDone,
}: {
  open: boolean;
  amountCents: number;
  /** No customer on the sale: ask for the name and phone of who gave the cheque. */
  needsDrawer: boolean;
  busy: boolean;
  onCancel: () => void;
  onDone: (cheque: ChequeDetails, drawer: DebtorDetails | undefined) => void;
}) {
  const { t } = useTranslation('pos');
  const [c, setC] = useState<ChequeDetails>({ number: '', bank: '', date: shopToday() });
  const [drawer, setDrawer] = useState<Drawer>({ name: '', phone: '' });
  const [checked, setChecked] = useState(false);
  const phoneBad = needsDrawer && drawer.phone.trim() !== '' && !isValidPhone(drawer.phone);
  const ready =
    c.number.trim() !== '' &&
    c.bank.trim() !== '' &&
    /^\d{4}-\d{2}-\d{2}$/.test(c.date) &&
    (!needsDrawer || (drawer.name.trim() !== '' && drawer.phone.trim() !== '' && !phoneBad));
  const set = (k: keyof ChequeDetails) => (e: { target: { value: string } }) => setC((prev) => ({ ...prev, [k]: e.target.value }));
  return (
    <TillFormDialog
      open={open}
      onClose={onCancel}
      closeLabel={t('chequeDialog.cancel')}
      title={t('chequeDialog.title')}
      description={t('chequeDialog.description', { amount: formatMoney(fromCents(amountCents)) })}
      onSubmit={() => {
        setChecked(true);
        if (!ready || busy) return;
        onDone(
          { number: c.number.trim(), bank: c.bank.trim(), date: c.date },
          needsDrawer ? { name: drawer.name.trim(), phone: drawer.phone.trim(), email: '', address: '' } : undefined,
        );
      }}
    >
      <FormField
        label={t('chequeDialog.number')}
        htmlFor="cheque-number"
        error={checked && !c.number.trim() ? t('chequeDialog.required') : undefined}
      >
        <Input value={c.number} onChange={set('number')} autoComplete="off" inputMode="numeric" autoFocus />
      </FormField>
      <FormField
        label={t('chequeDialog.bank')}
        htmlFor="cheque-bank"
        error={checked && !c.bank.trim() ? t('chequeDialog.required') : undefined}
      >
        <Input value={c.bank} onChange={set('bank')} autoComplete="off" />
      </FormField>
      <FormField label={t('chequeDialog.date')} htmlFor="cheque-date" hint={t('chequeDialog.dateHint')}>
        <Input type="date" value={c.date} onChange={set('date')} />
      </FormField>
      {needsDrawer && <DrawerFields drawer={drawer} onDrawer={setDrawer} phoneBad={phoneBad} />}
      <FormDialogFooter
        onCancel={onCancel}
        cancelLabel={t('chequeDialog.cancel')}
        submitLabel={t('chequeDialog.take')}
        busyLabel={t('processing')}
        busy={busy}
        disabled={!ready}
      />
    </TillFormDialog>
  );
}

type Drawer = { name: string; phone: string };

/** Who gave the cheque (no customer on the sale): their name and phone. */
function DrawerFields({
  drawer,
  onDrawer,
  phoneBad,
}: {
  drawer: Drawer;
  onDrawer: (update: (d: Drawer) => Drawer) => void;
  phoneBad: boolean;
}) {
  const { t } = useTranslation('pos');
  return (
    <>
      <FormField label={t('chequeDialog.drawerName')} htmlFor="cheque-drawer-name">
        <Input value={drawer.name} onChange={(e) => onDrawer((d) => ({ ...d, name: e.target.value }))} autoComplete="name" />
      </FormField>
      <FormField
        label={t('chequeDialog.drawerPhone')}
        htmlFor="cheque-drawer-phone"
        error={phoneBad ? t('creditDialog.invalidPhone') : undefined}
      >
        <Input
          value={drawer.phone}
          onChange={(e) => onDrawer((d) => ({ ...d, phone: e.target.value }))}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
        />
      </FormField>
    </>
  );
}

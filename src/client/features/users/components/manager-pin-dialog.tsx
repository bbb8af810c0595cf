import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldCheck } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ManagerPinInput } from '#shared/contracts/users';
import { Button, FormDialog, FormDialogFooter, FormField, Input, toast } from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { useSetManagerPin } from '../api/manager-pin';

type PinForm = { pin: string; confirm: string };

/** A masked numeric field: the keypad on a phone, digits only, never remembered by the browser. */
const pinInputProps = { type: 'password', inputMode: 'numeric', pattern: '[0-9]*', maxLength: 8, autoComplete: 'off' } as const;

/**
 * The signed-in admin sets, changes or removes their own manager PIN: the PIN a cashier's discount
 * above the limit is approved with at the till. Typed twice; never shown.
 */
export function ManagerPinDialog({ businessId, userId, hasPin }: { businessId: number; userId: string; hasPin: boolean }) {
  const { t } = useTranslation('users');
  const [open, setOpen] = useState(false);
  const save = useSetManagerPin(businessId, userId);
  const schema = useMemo(
    () =>
      ManagerPinInput.extend({ confirm: z.string() }).refine((v) => v.pin === v.confirm, { path: ['confirm'], message: t('pin.mismatch') }),
    [t],
  );
  const form = useForm<PinForm>({ resolver: zodResolver(schema), defaultValues: { pin: '', confirm: '' } });

  const run = async (pin: string | null) => {
    try {
      await save.mutateAsync(pin);
      toast.success(pin === null ? t('pin.removed') : t('pin.saved'));
      setOpen(false);
    } catch (err) {
      toast.error(serverMessageOf(err, t('pin.failed')));
    }
  };
  const onSubmit = form.handleSubmit((values) => run(values.pin));

  return (
    <FormDialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (o) form.reset({ pin: '', confirm: '' });
      }}
      trigger={
        <Button variant="outline" size="sm">
          <ShieldCheck className="size-4" aria-hidden /> {hasPin ? t('pin.change') : t('pin.set')}
        </Button>
      }
      closeLabel={t('pin.cancel')}
      title={hasPin ? t('pin.changeTitle') : t('pin.setTitle')}
      description={t('pin.description')}
      headerInForm
      onSubmit={onSubmit}
      footer={
        <FormDialogFooter
          className="gap-2"
          onCancel={() => setOpen(false)}
          cancelLabel={t('pin.cancel')}
          submitLabel={t('pin.submit')}
          busyLabel={t('pin.saving')}
          busy={save.isPending}
        >
          {hasPin && (
            <Button type="button" variant="destructive" className="sm:mr-auto" disabled={save.isPending} onClick={() => run(null)}>
              {t('pin.remove')}
            </Button>
          )}
        </FormDialogFooter>
      }
    >
      <FormField label={t('pin.pin')} htmlFor="manager-pin" error={form.formState.errors.pin?.message} hint={t('pin.hint')}>
        <Input id="manager-pin" {...pinInputProps} {...form.register('pin')} />
      </FormField>
      <FormField label={t('pin.confirm')} htmlFor="manager-pin-confirm" error={form.formState.errors.confirm?.message}>
        <Input id="manager-pin-confirm" {...pinInputProps} {...form.register('confirm')} />
      </FormField>
    </FormDialog>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ResolveSaleExceptionInput, type SaleException } from '#shared/contracts/terminals';
import { FormDialog, FormField, Textarea, toast } from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { useResolveSaleException } from '../api/resolve-sale-exception';
import { saleExceptionWords } from './sale-exception-words';

type FormIn = z.input<typeof ResolveSaleExceptionInput>;
type FormOut = z.output<typeof ResolveSaleExceptionInput>;

/** The owner has looked at an offline sale's difference: an optional note says what they did. */
export function ResolveExceptionDialog({
  businessId,
  exception,
  onClose,
}: {
  businessId: number;
  exception: SaleException | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const resolve = useResolveSaleException(businessId);
  const form = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(ResolveSaleExceptionInput), defaultValues: { note: '' } });

  useEffect(() => {
    if (exception) form.reset({ note: '' });
  }, [exception, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    if (!exception || resolve.isPending) return;
    try {
      await resolve.mutateAsync({ id: exception.id, input: values });
      toast.success(t('exceptions.toast.resolved'));
      onClose();
    } catch (err) {
      toast.error(t('exceptions.toast.resolveFailed'), { description: serverMessageOf(err, '') || undefined });
    }
  });

  return (
    <FormDialog
      open={exception !== null}
      onClose={onClose}
      closeLabel={t('exceptions.cancel')}
      title={t('exceptions.resolveTitle')}
      description={exception ? saleExceptionWords(t, exception) : ''}
      busy={resolve.isPending}
      onSubmit={onSubmit}
      submit={{ label: t('exceptions.resolve'), busyLabel: t('exceptions.resolving') }}
    >
      <FormField
        label={t('exceptions.note')}
        htmlFor="exception-note"
        hint={t('exceptions.noteHint')}
        error={form.formState.errors.note?.message}
      >
        <Textarea rows={3} {...form.register('note')} />
      </FormField>
    </FormDialog>
  );
}

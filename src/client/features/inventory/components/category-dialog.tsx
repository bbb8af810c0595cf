import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CategoryInput } from '../../../../shared/contracts/catalog';
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
  toast,
} from '../../../components/ui';
import { serverMessageOf } from '../../../lib/api';
import { useCreateCategory } from '../api/inventory';
import { handleAuthError } from './auth-toast';

export function CategoryDialog({
  businessId,
  open,
  onOpenChange,
}: {
  businessId: number;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const { t } = useTranslation('inventory');
  const create = useCreateCategory(businessId);
  const form = useForm<z.input<typeof CategoryInput>, unknown, z.output<typeof CategoryInput>>({
    resolver: zodResolver(CategoryInput),
    defaultValues: { name: '', description: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    if (create.isPending) return;
    try {
      await create.mutateAsync(values);
      toast.success(t('toast.categoryCreated'));
      form.reset();
      onOpenChange(false);
    } catch (err) {
      if (!handleAuthError(err, t)) toast.error(t('toast.categoryFailed', { message: serverMessageOf(err, String(err)) }));
    }
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('category.cancel')}>
        <DialogHeader>
          <DialogTitle>{t('category.title')}</DialogTitle>
          <DialogDescription>{t('category.description')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <FormField label={t('category.name')} htmlFor="category-name" error={errors.name?.message}>
            <Input {...form.register('name')} />
          </FormField>
          <FormField label={t('category.descriptionLabel')} htmlFor="category-description">
            <Textarea rows={2} {...form.register('description')} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('category.cancel')}
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? t('category.saving') : t('category.create')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

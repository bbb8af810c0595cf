import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CategoryInput, type Category } from '#shared/contracts/catalog';
import { Button, DialogFooter, FormDialog, FormField, Input, Textarea, toast } from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { useCreateCategory, useUpdateCategory } from '../api/inventory';
import { handleAuthError } from './auth-toast';

/** Adds a category, or renames one when `category` is given (its products follow the new name). */
export function CategoryDialog({
  businessId,
  open,
  onOpenChange,
  category = null,
}: {
  businessId: number;
  open: boolean;
  onOpenChange: (o: boolean) => void;
  category?: Category | null;
}) {
  const { t } = useTranslation('inventory');
  const create = useCreateCategory(businessId);
  const update = useUpdateCategory(businessId);
  const saving = create.isPending || update.isPending;
  const form = useForm<z.input<typeof CategoryInput>, unknown, z.output<typeof CategoryInput>>({
    resolver: zodResolver(CategoryInput),
    values: { name: category?.name ?? '', description: category?.description ?? '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    if (saving) return;
    try {
      if (category) await update.mutateAsync({ id: category.id, body: values });
      else await create.mutateAsync(values);
      toast.success(t(category ? 'toast.categoryUpdated' : 'toast.categoryCreated'));
      form.reset();
      onOpenChange(false);
    } catch (err) {
      const message = serverMessageOf(err, String(err));
      if (!handleAuthError(err, t)) toast.error(t(category ? 'toast.categoryUpdateFailed' : 'toast.categoryFailed', { message }));
    }
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      closeLabel={t('category.cancel')}
      title={t(category ? 'category.editTitle' : 'category.title')}
      description={t('category.description')}
      onSubmit={onSubmit}
      footer={
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t('category.cancel')}
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? t('category.saving') : t(category ? 'category.save' : 'category.create')}
          </Button>
        </DialogFooter>
      }
    >
      <FormField label={t('category.name')} htmlFor="category-name" error={errors.name?.message}>
        <Input {...form.register('name')} />
      </FormField>
      <FormField label={t('category.descriptionLabel')} htmlFor="category-description">
        <Textarea rows={2} {...form.register('description')} />
      </FormField>
    </FormDialog>
  );
}

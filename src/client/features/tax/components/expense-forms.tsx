import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ExpenseCategoryInput, ExpenseInput, type ExpenseCategory } from '#shared/contracts/tax';
import {
  Button,
  decimalField,
  DecimalInput,
  DialogFooter,
  FormDialog,
  FormField,
  Input,
  NativeSelect,
  Textarea,
  toast,
} from '#client/components/ui';
import { SettingsCard } from '#client/components/forms/settings-card';
import { serverMessageOf } from '#client/lib/api';
import { showServerFieldErrors } from '#client/lib/server-field-errors';
import { useIdempotencyKey } from '#client/lib/use-idempotency-key';
import { useSaveExpenseCategory } from '../api/expense-categories';
import { useRecordExpense } from '../api/record-expense';
import { EXPENSE_INVOICE_FIELDS, ExpenseInvoiceFields } from './expense-invoice-fields';

type CategoryIn = z.input<typeof ExpenseCategoryInput>;
type CategoryOut = z.output<typeof ExpenseCategoryInput>;
type ExpenseIn = z.input<typeof ExpenseInput>;
type ExpenseOut = z.output<typeof ExpenseInput>;

/** Adds an expense category, or edits the one given: its name, code, description and whether it is tax deductible. */
export function CategoryDialog({
  businessId,
  category,
  open,
  onOpenChange,
}: {
  businessId: number;
  category: ExpenseCategory | null;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const { t } = useTranslation('tax');
  const save = useSaveExpenseCategory(businessId);
  const form = useForm<CategoryIn, unknown, CategoryOut>({
    resolver: zodResolver(ExpenseCategoryInput),
    values: {
      name: category?.name ?? '',
      code: category?.code ?? '',
      description: category?.description ?? '',
      taxDeductible: category?.taxDeductible ?? true,
    },
  });
  const e = form.formState.errors;
  const submit = form.handleSubmit((input) =>
    save.mutate(
      { id: category?.id, input },
      {
        onSuccess: () => {
          toast.success(t('categories.saved'));
          onOpenChange(false);
        },
        onError: (err) => toast.error(t('categories.saveFailed'), { description: serverMessageOf(err, '') || undefined }),
      },
    ),
  );
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      closeLabel={t('categories.close')}
      title={category ? t('categories.dialogEdit') : t('categories.dialogAdd')}
      description={t('categories.dialogDescription')}
      onSubmit={submit}
      footer={
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t('categories.cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {t('categories.save')}
          </Button>
        </DialogFooter>
      }
    >
      <FormField label={t('categories.name')} htmlFor="cat-name" error={e.name?.message}>
        <Input {...form.register('name')} />
      </FormField>
      <FormField label={t('categories.code')} htmlFor="cat-code" error={e.code?.message}>
        <Input {...form.register('code')} />
      </FormField>
      <FormField label={t('categories.description')} htmlFor="cat-description" error={e.description?.message}>
        <Textarea {...form.register('description')} />
      </FormField>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...form.register('taxDeductible')} /> {t('categories.taxDeductible')}
      </label>
    </FormDialog>
  );
}

/** Records an expense (its amount, category, input VAT with its supplier's tax invoice, and date), once however often it is sent. */
export function RecordExpenseForm({ businessId, categories, today }: { businessId: number; categories: ExpenseCategory[]; today: string }) {
  const { t } = useTranslation('tax');
  const record = useRecordExpense(businessId);
  const idempotency = useIdempotencyKey();
  const form = useForm<ExpenseIn, unknown, ExpenseOut>({
    resolver: zodResolver(ExpenseInput),
    defaultValues: { amount: '', inputVat: '', categoryId: '', description: '', date: today } as unknown as ExpenseIn,
  });
  const e = form.formState.errors;
  const submit = form.handleSubmit((input) =>
    record.mutate(
      { input, headers: idempotency.headers() },
      {
        onSuccess: () => {
          idempotency.reset(); // the next expense is a new one
          toast.success(t('expense.success'));
          form.reset({ amount: '', inputVat: '', categoryId: '', description: '', date: today } as unknown as ExpenseIn);
        },
        onError: (err) => {
          showServerFieldErrors(form.setError, err, EXPENSE_INVOICE_FIELDS);
          toast.error(t('expense.failed'), { description: serverMessageOf(err, t('expense.tryAgain')) });
        },
      },
    ),
  );
  return (
    <SettingsCard title={t('expense.title')}>
      <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('expense.amount')} htmlFor="expense-amount" error={e.amount?.message}>
          <DecimalInput {...form.register('amount', decimalField())} />
        </FormField>
        <FormField label={t('expense.category')} htmlFor="expense-category" error={e.categoryId?.message}>
          <NativeSelect {...form.register('categoryId')}>
            <option value="">{t('expense.chooseCategory')}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name} ({c.code})
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={t('expense.inputVat')} htmlFor="expense-inputVat" hint={t('expense.inputVatHint')} error={e.inputVat?.message}>
          <DecimalInput {...form.register('inputVat', decimalField())} />
        </FormField>
        <ExpenseInvoiceFields form={form} today={today} />
        <FormField label={t('expense.description')} htmlFor="expense-description" error={e.description?.message}>
          <Input {...form.register('description')} />
        </FormField>
        <FormField label={t('expense.date')} htmlFor="expense-date" error={e.date?.message}>
          <Input type="date" max={today} {...form.register('date')} />
        </FormField>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={record.isPending}>
            {t('expense.submit')}
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}

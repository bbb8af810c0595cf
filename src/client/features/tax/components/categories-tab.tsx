import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ExpenseCategoryInput, ExpenseInput, type ExpenseCategory } from '#shared/contracts/tax';
import {
  decimalField,
  DecimalInput,
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
  NativeSelect,
  Textarea,
  toast,
} from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { useDeleteExpenseCategory, useSaveExpenseCategory } from '../api/expense-categories';
import { useRecordExpense } from '../api/record-expense';
import { useIdempotencyKey } from '#client/lib/use-idempotency-key';
import { ExpensesList } from './expenses-list';

type CategoryIn = z.input<typeof ExpenseCategoryInput>;
type CategoryOut = z.output<typeof ExpenseCategoryInput>;
type ExpenseIn = z.input<typeof ExpenseInput>;
type ExpenseOut = z.output<typeof ExpenseInput>;

function CategoryDialog({
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('categories.close')}>
        <DialogHeader>
          <DialogTitle>{category ? t('categories.dialogEdit') : t('categories.dialogAdd')}</DialogTitle>
          <DialogDescription>{t('categories.dialogDescription')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
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
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('categories.cancel')}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {t('categories.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function RecordExpenseForm({ businessId, categories, today }: { businessId: number; categories: ExpenseCategory[]; today: string }) {
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
        onError: (err) => toast.error(t('expense.failed'), { description: serverMessageOf(err, t('expense.tryAgain')) }),
      },
    ),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('expense.title')}</CardTitle>
      </CardHeader>
      <CardContent>
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
      </CardContent>
    </Card>
  );
}

export function CategoriesTab({
  businessId,
  categories,
  today,
  range,
}: {
  businessId: number;
  categories: ExpenseCategory[];
  today: string;
  /** The panel's From–To: the expenses listed. */
  range: { from: string; to: string };
}) {
  const { t } = useTranslation('tax');
  const [editing, setEditing] = useState<ExpenseCategory | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState<ExpenseCategory | null>(null);
  const remove = useDeleteExpenseCategory(businessId);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader className="flex flex-row items-center justify-between">
          <CardTitle>{t('categories.title')}</CardTitle>
          <Button
            type="button"
            size="sm"
            onClick={() => {
              setEditing(null);
              setDialogOpen(true);
            }}
          >
            {t('categories.add')}
          </Button>
        </CardHeader>
        <CardContent>
          <ul className="divide-y">
            {categories.map((c) => (
              <li key={c.id} className="flex items-start justify-between gap-3 py-3" data-testid={`category-${c.code}`}>
                <div className="min-w-0">
                  <div className="font-medium">
                    {c.name} <span className="text-xs text-muted-foreground">({c.code})</span>
                  </div>
                  {c.description && <div className="text-sm text-muted-foreground">{c.description}</div>}
                  <Badge variant={c.taxDeductible ? 'success' : 'warning'}>
                    {c.taxDeductible ? t('categories.deductible') : t('categories.nonDeductible')}
                  </Badge>
                </div>
                <div className="flex shrink-0 gap-2">
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    onClick={() => {
                      setEditing(c);
                      setDialogOpen(true);
                    }}
                  >
                    {t('categories.edit')}
                  </Button>
                  <Button type="button" size="sm" variant="outline" onClick={() => setDeleting(c)}>
                    {t('categories.delete')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <RecordExpenseForm businessId={businessId} categories={categories} today={today} />
      <ExpensesList businessId={businessId} from={range.from} to={range.to} />
      <CategoryDialog businessId={businessId} category={editing} open={dialogOpen} onOpenChange={setDialogOpen} />
      <AlertDialog open={!!deleting} onOpenChange={(o) => !o && setDeleting(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('categories.confirmDelete', { name: deleting?.name ?? '' })}</AlertDialogTitle>
            <AlertDialogDescription>{t('categories.confirmDeleteDescription')}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('categories.cancel')}</AlertDialogCancel>
            <AlertDialogAction
              disabled={remove.isPending}
              onClick={() =>
                deleting &&
                remove.mutate(deleting.id, {
                  onSuccess: () => toast.success(t('categories.deleted')),
                  onError: (err) => toast.error(t('categories.deleteFailed'), { description: serverMessageOf(err, '') || undefined }),
                  onSettled: () => setDeleting(null),
                })
              }
            >
              {t('categories.delete')}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}

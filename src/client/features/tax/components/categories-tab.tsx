import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExpenseCategory } from '#shared/contracts/tax';
import {
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
  toast,
} from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { useDeleteExpenseCategory } from '../api/expense-categories';
import { CategoryDialog, RecordExpenseForm } from './expense-forms';
import { ExpensesList } from './expenses-list';

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
  const [editing, setEditing] = useState<ExpenseCategory | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState<ExpenseCategory | null>(null);
  const edit = (category: ExpenseCategory | null) => {
    setEditing(category);
    setDialogOpen(true);
  };
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <CategoryList categories={categories} onEdit={edit} onDelete={setDeleting} />
      <RecordExpenseForm businessId={businessId} categories={categories} today={today} />
      <ExpensesList businessId={businessId} from={range.from} to={range.to} />
      <CategoryDialog businessId={businessId} category={editing} open={dialogOpen} onOpenChange={setDialogOpen} />
      <DeleteCategoryDialog businessId={businessId} category={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

/** The expense categories, each deductible or not, with Add (`onEdit(null)`), Edit and Delete. */
function CategoryList({
  categories,
  onEdit,
  onDelete,
}: {
  categories: ExpenseCategory[];
  onEdit: (category: ExpenseCategory | null) => void;
  onDelete: (category: ExpenseCategory) => void;
}) {
  const { t } = useTranslation('tax');
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between">
        <CardTitle>{t('categories.title')}</CardTitle>
        <Button type="button" size="sm" onClick={() => onEdit(null)}>
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
                <Button type="button" size="sm" variant="outline" onClick={() => onEdit(c)}>
                  {t('categories.edit')}
                </Button>
                <Button type="button" size="sm" variant="outline" onClick={() => onDelete(c)}>
                  {t('categories.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** "Delete this category?", open while `category` is set; the category goes on confirming. */
function DeleteCategoryDialog({
  businessId,
  category,
  onClose,
}: {
  businessId: number;
  category: ExpenseCategory | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('tax');
  const remove = useDeleteExpenseCategory(businessId);
  return (
    <AlertDialog open={!!category} onOpenChange={(o) => !o && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('categories.confirmDelete', { name: category?.name ?? '' })}</AlertDialogTitle>
          <AlertDialogDescription>{t('categories.confirmDeleteDescription')}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('categories.cancel')}</AlertDialogCancel>
          <AlertDialogAction
            disabled={remove.isPending}
            onClick={() =>
              category &&
              remove.mutate(category.id, {
                onSuccess: () => toast.success(t('categories.deleted')),
                onError: (err) => toast.error(t('categories.deleteFailed'), { description: serverMessageOf(err, '') || undefined }),
                onSettled: onClose,
              })
            }
          >
            {t('categories.delete')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

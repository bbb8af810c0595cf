import { Layers, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Category } from '#shared/contracts/catalog';
import {
  Button,
  ConfirmDialog,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  EmptyState,
  toast,
} from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { useDeleteCategory } from '../api/inventory';
import { handleAuthError } from './auth-toast';
import { CategoryDialog } from './category-dialog';

/** The shop's categories: rename one (its products follow) or delete it (its products stay, uncategorised). */
export function CategoriesDialog({
  businessId,
  categories,
  productCount,
  open,
  onOpenChange,
}: {
  businessId: number;
  categories: Category[];
  productCount: (name: string) => number;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const { t } = useTranslation('inventory');
  const [editing, setEditing] = useState<Category | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const del = useDeleteCategory(businessId);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const res = await del.mutateAsync(deleting.id);
      toast.success(t('categories.deleted', { name: deleting.name, count: res.productsMoved }));
    } catch (err) {
      if (!handleAuthError(err, t)) toast.error(t('categories.deleteFailed', { message: serverMessageOf(err, String(err)) }));
    }
    setDeleting(null);
  };

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent closeLabel={t('category.cancel')}>
          <DialogHeader>
            <DialogTitle>{t('categories.title')}</DialogTitle>
            <DialogDescription>{t('categories.description')}</DialogDescription>
          </DialogHeader>
          {categories.length === 0 ? (
            <EmptyState icon={Layers} title={t('categories.empty')} description={t('categories.emptyHint')} />
          ) : (
            <ul className="grid max-h-[60vh] gap-2 overflow-y-auto" aria-label={t('categories.title')}>
              {categories.map((c) => (
                <CategoryRow
                  key={c.id}
                  name={c.name}
                  products={productCount(c.name)}
                  onRename={() => setEditing(c)}
                  onDelete={() => setDeleting(c)}
                />
              ))}
            </ul>
          )}
        </DialogContent>
      </Dialog>
      <CategoryDialog businessId={businessId} open={!!editing} category={editing} onOpenChange={(o) => !o && setEditing(null)} />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={t('categories.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('categories.deleteDescription', { count: deleting ? productCount(deleting.name) : 0 })}
        confirmLabel={t('deleteConfirm.confirm')}
        cancelLabel={t('deleteConfirm.cancel')}
        onConfirm={() => void confirmDelete()}
        destructive
      />
    </>
  );
}

/** A category with how many products it has, and its rename and delete buttons. */
function CategoryRow({
  name,
  products,
  onRename,
  onDelete,
}: {
  name: string;
  products: number;
  onRename: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('inventory');
  return (
    <li className="flex items-center gap-2 rounded-md border p-2 text-sm">
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words">{name}</p>
        <p className="text-xs text-muted-foreground">{t('categories.products', { count: products })}</p>
      </div>
      <Button type="button" variant="ghost" size="icon" aria-label={t('categories.rename', { name })} onClick={onRename}>
        <Pencil />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="text-destructive"
        aria-label={t('categories.delete', { name })}
        onClick={onDelete}
      >
        <Trash2 />
      </Button>
    </li>
  );
}

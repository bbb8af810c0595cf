import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Category } from '#shared/contracts/catalog';
import { CATALOG_PATHS } from '#shared/contracts/catalog-paths';
import { Checkbox, FormDialog, FormDialogFooter, FormField, Input, Label, Textarea, toast } from '#client/components/ui';
import { api, serverMessageOf } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';
import { useStartStocktake } from '../api/stocktakes';

/** Start a count: a name, a note, and every product or some categories (admins). */
export function StocktakeStartDialog({
  open,
  onOpenChange,
  businessId,
  onStarted,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  businessId: number;
  onStarted: (id: number) => void;
}) {
  const { t } = useTranslation('stocktakes');
  const categories = useQuery({
    queryKey: [...queryKeys.inventory.all(businessId), 'stocktake-categories'],
    queryFn: () => api.get<Category[]>(CATALOG_PATHS.categories(businessId)),
    enabled: open,
  });
  const start = useStartStocktake(businessId);
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  const [chosen, setChosen] = useState<number[]>([]);
  const [error, setError] = useState<string | undefined>();
  const close = () => {
    setName('');
    setNote('');
    setChosen([]);
    setError(undefined);
    onOpenChange(false);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError(t('errors:STOCKTAKE_NAME_REQUIRED'));
    start.mutate(
      { name, note: note || null, categoryIds: chosen },
      {
        onSuccess: (st) => {
          close();
          onStarted(st.id);
        },
        onError: (err) => toast.error(t('start.failed'), { description: serverMessageOf(err, t('start.failed')) }),
      },
    );
  };
  return (
    <FormDialog
      open={open}
      onClose={close}
      closeLabel={t('start.cancel')}
      title={t('start.title')}
      description={t('start.description')}
      onSubmit={submit}
      footer={
        <FormDialogFooter
          onCancel={close}
          cancelLabel={t('start.cancel')}
          submitLabel={t('start.submit')}
          busyLabel={t('start.starting')}
          busy={start.isPending}
        />
      }
    >
      <FormField label={t('start.name')} htmlFor="stocktake-name" error={error}>
        <Input value={name} maxLength={100} placeholder={t('start.namePlaceholder')} onChange={(e) => setName(e.target.value)} autoFocus />
      </FormField>
      <FormField label={t('start.note')} htmlFor="stocktake-note">
        <Textarea value={note} maxLength={200} rows={2} onChange={(e) => setNote(e.target.value)} />
      </FormField>
      <CategoryScopeField categories={categories.data ?? []} chosen={chosen} onChange={setChosen} />
    </FormDialog>
  );
}

/** What the count covers: every product, or the categories ticked. */
function CategoryScopeField({
  categories,
  chosen,
  onChange,
}: {
  categories: Category[];
  chosen: number[];
  onChange: (ids: number[]) => void;
}) {
  const { t } = useTranslation('stocktakes');
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium">{t('start.scope')}</legend>
      <p className="text-sm text-muted-foreground">
        {chosen.length ? t('start.someCategories', { count: chosen.length }) : t('start.allProducts')}
      </p>
      <ul className="max-h-48 overflow-auto rounded-md border p-2">
        {categories.map((c) => (
          <li key={c.id} className="flex items-center gap-2 py-1">
            <Checkbox
              id={`stocktake-category-${c.id}`}
              checked={chosen.includes(c.id)}
              onCheckedChange={(v) => onChange(v === true ? [...chosen, c.id] : chosen.filter((i) => i !== c.id))}
            />
            <Label htmlFor={`stocktake-category-${c.id}`} className="font-normal">
              {c.name}
            </Label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

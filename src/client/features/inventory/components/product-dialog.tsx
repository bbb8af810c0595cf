import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type Category, type Product } from '#shared/contracts/catalog';
import type { ProductUpdateInput } from '#shared/contracts/stock';
import { Button, DialogFooter, FormDialog, toast } from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { useIdempotencyKey } from '#client/lib/use-idempotency-key';
import { useCreateProduct, useUpdateProduct } from '../api/inventory';
import { productFormValues, resolverFor, typedStock, type ProductFormValues } from '../lib/product-form';
import { useStapleProposal } from '../lib/use-staple-proposal';
import { handleAuthError } from './auth-toast';
import { ProductCategoryUnitFields, ProductNameFields, ProductPriceStockFields, ProductTaxExpiryFields } from './product-form-fields';
import { ProductImageField, type ProductImageFieldHandle } from './product-image-field';

/**
 * The product's form and its save: the product first, then its image (a new product has its id
 * only then). An edit that changes the stock is an adjustment: its retries share one Idempotency-Key.
 */
function useProductForm(businessId: number, open: boolean, product: Product | null, onOpenChange: (o: boolean) => void) {
  const { t } = useTranslation('inventory');
  const create = useCreateProduct(businessId);
  const update = useUpdateProduct();
  const idempotency = useIdempotencyKey();
  const pending = create.isPending || update.isPending;
  // The dialog serves every product: the resolver reads the one being edited now.
  const editing = useRef(product);
  editing.current = product;
  const image = useRef<ProductImageFieldHandle>(null);
  const [resolver] = useState(() => resolverFor(() => editing.current));
  const form = useForm<ProductFormValues, unknown, ProductUpdateInput>({ resolver, defaultValues: productFormValues(product) });

  useEffect(() => {
    if (open) form.reset(productFormValues(product));
    if (open) idempotency.reset();
  }, [open, product, form, idempotency]);

  const onSubmit = form.handleSubmit(async (values) => {
    if (pending) return; // duplicate-submit guard
    const body = { ...values, buyingPrice: values.buyingPrice ?? null, mrp: values.mrp ?? null };
    let savedId = product?.id;
    try {
      if (product) {
        await update.mutateAsync({ id: product.id, body, headers: idempotency.headers() });
        idempotency.reset();
        toast.success(t('toast.updated'));
      } else {
        savedId = (await create.mutateAsync(body)).id;
        toast.success(t('toast.created'));
      }
      await image.current?.save(savedId!); // after the product: a new one has its id only now
      onOpenChange(false);
    } catch (err) {
      if (handleAuthError(err, t)) return;
      if (product) toast.error(t('toast.updateFailed'), { description: serverMessageOf(err, '') || undefined });
      else toast.error(t('toast.createFailed', { message: serverMessageOf(err, String(err)) }));
    }
  });
  return { form, image, pending, onSubmit };
}

export function ProductDialog({
  businessId,
  open,
  product,
  categories,
  onOpenChange,
  onAddCategory,
}: {
  businessId: number;
  open: boolean;
  product: Product | null;
  categories: Category[];
  onOpenChange: (o: boolean) => void;
  onAddCategory: () => void;
}) {
  const { t } = useTranslation('inventory');
  const { form, image, pending, onSubmit } = useProductForm(businessId, open, product, onOpenChange);
  const proposedExempt = useStapleProposal(form, product == null, open);
  const stock = useWatch({ control: form.control, name: 'stock' });
  const stockChanged = product != null && typedStock(stock) != null && typedStock(stock) !== product.stock;
  const names = categories.map((c) => c.name);
  if (product?.category && !names.includes(product.category)) names.push(product.category);

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      closeLabel={t('form.cancel')}
      className="sm:max-w-2xl"
      title={product ? t('form.editTitle') : t('form.addTitle')}
      description={t('form.description')}
      onSubmit={onSubmit}
      footer={
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? t('form.saving') : product ? t('form.update') : t('form.create')}
          </Button>
        </DialogFooter>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <ProductImageField ref={image} businessId={businessId} name={product?.name ?? ''} imageUrl={product?.imageUrl ?? null} />
        <ProductNameFields form={form} />
        <ProductCategoryUnitFields form={form} categoryNames={names} onAddCategory={onAddCategory} />
        <ProductPriceStockFields form={form} stockChanged={stockChanged} />
        <ProductTaxExpiryFields form={form} proposedExempt={proposedExempt} />
      </div>
    </FormDialog>
  );
}

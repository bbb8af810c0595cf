import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type Category, type Product } from '#shared/contracts/catalog';
import { STOCK_ADJUSTMENT_REASONS, STOCK_MESSAGES, ProductUpdateInput } from '#shared/contracts/stock';
import { DEFAULT_TAX_CATEGORY, TAX_CATEGORIES } from '#shared/domain/tax-category';
import { PRODUCT_UNITS } from '#shared/domain/units';
import {
  decimalField,
  DecimalInput,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
  NativeSelect,
  toast,
} from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { useCreateProduct, useUpdateProduct } from '../api/inventory';
import { useIdempotencyKey } from '#client/lib/use-idempotency-key';
import { handleAuthError } from './auth-toast';
import { ProductImageField, type ProductImageFieldHandle } from './product-image-field';

type FormValues = Record<
  | 'name'
  | 'nameSi'
  | 'nameTa'
  | 'sku'
  | 'barcode'
  | 'scaleCode'
  | 'category'
  | 'sellingPrice'
  | 'buyingPrice'
  | 'mrp'
  | 'stock'
  | 'lowStockThreshold'
  | 'unit'
  | 'vatRate'
  | 'nbtRate'
  | 'taxCategory'
  | 'expiryDate',
  string
> & { stockAdjustment: { reason: string; note: string }; tracksBatches: boolean };

const text = (v: number | string | null | undefined) => (v == null ? '' : String(v));

function defaults(p: Product | null): FormValues {
  return {
    name: p?.name ?? '',
    nameSi: text(p?.nameSi),
    nameTa: text(p?.nameTa),
    sku: text(p?.sku),
    barcode: text(p?.barcode),
    scaleCode: text(p?.scaleCode),
    category: text(p?.category),
    sellingPrice: text(p?.sellingPrice),
    buyingPrice: text(p?.buyingPrice),
    mrp: text(p?.mrp),
    stock: p ? String(p.stock) : '0',
    lowStockThreshold: p ? String(p.lowStockThreshold) : '10',
    unit: p?.unit ?? 'pieces',
    vatRate: text(p?.vatRate),
    nbtRate: text(p?.nbtRate),
    taxCategory: p?.taxCategory ?? DEFAULT_TAX_CATEGORY,
    expiryDate: text(p?.expiryDate),
    stockAdjustment: { reason: '', note: '' },
    tracksBatches: p?.tracksBatches ?? false,
  };
}

/** The typed stock, or null while it is not a number (its own field reports that). */
function typedStock(v: unknown): number | null {
  const n = Number(String(v ?? '').replace(/[,\s]/g, ''));
  return String(v ?? '').trim() !== '' && Number.isFinite(n) ? n : null;
}

/**
 * The product contract, and on an edit that changes the stock, the reason for it (the server
 * records the change as an adjustment and refuses it without one). An unchanged stock sends none.
 */
function resolverFor(current: () => Product | null) {
  const schema = ProductUpdateInput.superRefine((v, ctx) => {
    const product = current();
    if (product && v.stock !== product.stock && !v.stockAdjustment)
      ctx.addIssue({ code: 'custom', path: ['stockAdjustment', 'reason'], message: STOCK_MESSAGES.reasonRequired });
  });
  const withoutEmptyReason = (values: FormValues) => {
    const product = current();
    const changed = product != null && typedStock(values.stock) !== product.stock;
    return { ...values, stockAdjustment: changed && values.stockAdjustment.reason ? values.stockAdjustment : null };
  };
  const inner = zodResolver(schema) as unknown as Resolver<FormValues, unknown, ProductUpdateInput>;
  const resolver: Resolver<FormValues, unknown, ProductUpdateInput> = (values, context, options) =>
    inner(withoutEmptyReason(values) as FormValues, context, options);
  return resolver;
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
  const { t: tb } = useTranslation('batches');
  const create = useCreateProduct(businessId);
  const update = useUpdateProduct();
  // An edit that changes the stock is an adjustment: its retries share one Idempotency-Key.
  const idempotency = useIdempotencyKey();
  const pending = create.isPending || update.isPending;
  // The dialog serves every product: the resolver reads the one being edited now.
  const editing = useRef(product);
  editing.current = product;
  const image = useRef<ProductImageFieldHandle>(null);
  const [resolver] = useState(() => resolverFor(() => editing.current));
  const form = useForm<FormValues, unknown, ProductUpdateInput>({ resolver, defaultValues: defaults(product) });
  const { errors } = form.formState;
  const stock = useWatch({ control: form.control, name: 'stock' });
  const stockChanged = product != null && typedStock(stock) != null && typedStock(stock) !== product.stock;

  useEffect(() => {
    if (open) form.reset(defaults(product));
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

  const names = categories.map((c) => c.name);
  if (product?.category && !names.includes(product.category)) names.push(product.category);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('form.cancel')} className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{product ? t('form.editTitle') : t('form.addTitle')}</DialogTitle>
          <DialogDescription>{t('form.description')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <ProductImageField ref={image} businessId={businessId} name={product?.name ?? ''} imageUrl={product?.imageUrl ?? null} />
            <FormField label={t('form.name')} htmlFor="product-name" error={errors.name?.message} className="sm:col-span-2">
              <Input {...form.register('name')} />
            </FormField>
            {/* Shop data in its own script: lang picks the Sinhala or Tamil font and the keyboard's hints. */}
            <FormField label={t('form.nameSi')} htmlFor="product-name-si" error={errors.nameSi?.message} hint={t('form.localNamesHint')}>
              <Input lang="si" {...form.register('nameSi')} />
            </FormField>
            <FormField label={t('form.nameTa')} htmlFor="product-name-ta" error={errors.nameTa?.message}>
              <Input lang="ta" {...form.register('nameTa')} />
            </FormField>
            <FormField label={t('form.sku')} htmlFor="product-sku" error={errors.sku?.message}>
              <Input {...form.register('sku')} />
            </FormField>
            <FormField label={t('form.barcode')} htmlFor="product-barcode" error={errors.barcode?.message}>
              <Input inputMode="numeric" {...form.register('barcode')} />
            </FormField>
            <FormField
              label={t('form.scaleCode')}
              htmlFor="product-scale-code"
              error={errors.scaleCode?.message}
              hint={t('form.scaleCodeHint')}
            >
              <Input inputMode="numeric" maxLength={6} {...form.register('scaleCode')} />
            </FormField>
            <FormField label={t('form.category')} htmlFor="product-category" error={errors.category?.message}>
              {names.length === 0 ? (
                <div id="product-category" className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                  <span>{t('form.noCategories')}</span>
                  <Button type="button" variant="link" className="h-auto p-0" onClick={onAddCategory}>
                    {t('addCategory')}
                  </Button>
                </div>
              ) : (
                <NativeSelect {...form.register('category')}>
                  <option value="">{t('form.chooseCategory')}</option>
                  {names.map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <FormField label={t('form.unit')} htmlFor="product-unit" error={errors.unit?.message}>
              <NativeSelect {...form.register('unit')}>
                {PRODUCT_UNITS.map((u) => (
                  <option key={u} value={u}>
                    {t(`units.${u}`)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField label={t('form.buyingPrice')} htmlFor="product-buying-price" error={errors.buyingPrice?.message}>
              <DecimalInput {...form.register('buyingPrice', decimalField())} />
            </FormField>
            <FormField label={t('form.sellingPrice')} htmlFor="product-selling-price" error={errors.sellingPrice?.message}>
              <DecimalInput {...form.register('sellingPrice', decimalField())} />
            </FormField>
            <FormField label={t('form.mrp')} htmlFor="product-mrp" error={errors.mrp?.message} hint={t('form.mrpHint')}>
              <DecimalInput {...form.register('mrp', decimalField())} />
            </FormField>
            <FormField label={t('form.stock')} htmlFor="product-stock" error={errors.stock?.message}>
              <DecimalInput {...form.register('stock', decimalField())} />
            </FormField>
            {stockChanged && (
              <>
                <FormField
                  label={t('form.stockReason')}
                  htmlFor="product-stock-reason"
                  error={errors.stockAdjustment?.reason?.message}
                  hint={t('form.stockReasonHint')}
                >
                  <NativeSelect {...form.register('stockAdjustment.reason')}>
                    <option value="">{t('form.chooseStockReason')}</option>
                    {STOCK_ADJUSTMENT_REASONS.map((r) => (
                      <option key={r} value={r}>
                        {t(`stockReasons.${r}`)}
                      </option>
                    ))}
                  </NativeSelect>
                </FormField>
                <FormField label={t('form.stockNote')} htmlFor="product-stock-note" error={errors.stockAdjustment?.note?.message}>
                  <Input {...form.register('stockAdjustment.note')} />
                </FormField>
              </>
            )}
            <FormField label={t('form.lowStockThreshold')} htmlFor="product-threshold" error={errors.lowStockThreshold?.message}>
              <DecimalInput {...form.register('lowStockThreshold', decimalField())} />
            </FormField>
            <FormField label={t('form.vatRate')} htmlFor="product-vat" error={errors.vatRate?.message} hint={t('form.rateHint')}>
              <DecimalInput {...form.register('vatRate', decimalField())} />
            </FormField>
            <FormField label={t('form.nbtRate')} htmlFor="product-nbt" error={errors.nbtRate?.message} hint={t('form.rateHint')}>
              <DecimalInput {...form.register('nbtRate', decimalField())} />
            </FormField>
            <FormField
              label={t('form.taxCategory')}
              htmlFor="product-tax-category"
              error={errors.taxCategory?.message}
              hint={t('form.taxCategoryHint')}
            >
              <NativeSelect {...form.register('taxCategory')}>
                {TAX_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {t(`taxCategories.${c}`)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField label={t('form.expiryDate')} htmlFor="product-expiry" error={errors.expiryDate?.message}>
              <Input type="date" {...form.register('expiryDate')} />
            </FormField>
            <FormField label={tb('product.tracksBatches')} htmlFor="product-tracks-batches" hint={tb('product.tracksBatchesHint')}>
              <input type="checkbox" className="size-4 accent-primary" {...form.register('tracksBatches')} />
            </FormField>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? t('form.saving') : product ? t('form.update') : t('form.create')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

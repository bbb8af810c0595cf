import { useTranslation } from 'react-i18next';
import { STOCK_ADJUSTMENT_REASONS } from '#shared/contracts/stock';
import { TAX_CATEGORIES } from '#shared/domain/tax-category';
import { PRODUCT_UNITS } from '#shared/domain/units';
import { decimalField, DecimalInput, Button, FormField, Input, NativeSelect } from '#client/components/ui';
import type { ProductForm } from '../lib/product-form';

/** The product's names (English, Sinhala, Tamil) and codes: SKU, barcode, the scale's PLU code. */
export function ProductNameFields({ form }: { form: ProductForm }) {
  const { t } = useTranslation('inventory');
  const { errors } = form.formState;
  return (
    <>
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
      <FormField label={t('form.scaleCode')} htmlFor="product-scale-code" error={errors.scaleCode?.message} hint={t('form.scaleCodeHint')}>
        <Input inputMode="numeric" maxLength={6} {...form.register('scaleCode')} />
      </FormField>
    </>
  );
}

/** The product's category (or a link to add the first one) and its unit. */
export function ProductCategoryUnitFields({
  form,
  categoryNames,
  onAddCategory,
}: {
  form: ProductForm;
  categoryNames: string[];
  onAddCategory: () => void;
}) {
  const { t } = useTranslation('inventory');
  const { errors } = form.formState;
  return (
    <>
      <FormField label={t('form.category')} htmlFor="product-category" error={errors.category?.message}>
        {categoryNames.length === 0 ? (
          <div id="product-category" className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <span>{t('form.noCategories')}</span>
            <Button type="button" variant="link" className="h-auto p-0" onClick={onAddCategory}>
              {t('addCategory')}
            </Button>
          </div>
        ) : (
          <NativeSelect {...form.register('category')}>
            <option value="">{t('form.chooseCategory')}</option>
            {categoryNames.map((n) => (
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
    </>
  );
}

/** Buying, selling and maximum retail prices, and the stock; an edit that changes the stock asks why. */
export function ProductPriceStockFields({ form, stockChanged }: { form: ProductForm; stockChanged: boolean }) {
  const { t } = useTranslation('inventory');
  const { errors } = form.formState;
  return (
    <>
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
      {stockChanged && <StockChangeFields form={form} />}
    </>
  );
}

/** Why the stock changed, and a note: the server records the change as an adjustment. */
function StockChangeFields({ form }: { form: ProductForm }) {
  const { t } = useTranslation('inventory');
  const { errors } = form.formState;
  return (
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
  );
}

/**
 * The low-stock threshold, tax category (the rate is the tax configuration's, never the product's),
 * expiry, and whether the product tracks batches. `proposedExempt`: the category is a staple's and
 * the exempt shown is Kade's proposal (use-staple-proposal.ts), said under the field.
 */
export function ProductTaxExpiryFields({ form, proposedExempt = false }: { form: ProductForm; proposedExempt?: boolean }) {
  const { t } = useTranslation('inventory');
  const { t: tb } = useTranslation('batches');
  const { errors } = form.formState;
  return (
    <>
      <FormField label={t('form.lowStockThreshold')} htmlFor="product-threshold" error={errors.lowStockThreshold?.message}>
        <DecimalInput {...form.register('lowStockThreshold', decimalField())} />
      </FormField>
      <FormField
        label={t('form.taxCategory')}
        htmlFor="product-tax-category"
        error={errors.taxCategory?.message}
        hint={proposedExempt ? t('form.stapleProposed') : t('form.taxCategoryHint')}
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
      <FormField label={t('form.ssclExempt')} htmlFor="product-sscl-exempt" hint={t('form.ssclExemptHint')}>
        <input type="checkbox" className="size-4 accent-primary" {...form.register('ssclExempt')} />
      </FormField>
    </>
  );
}

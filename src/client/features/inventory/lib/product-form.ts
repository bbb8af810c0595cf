import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver, UseFormReturn } from 'react-hook-form';
import type { Product } from '#shared/contracts/catalog';
import { STOCK_MESSAGES, ProductUpdateInput } from '#shared/contracts/stock';
import { DEFAULT_TAX_CATEGORY } from '#shared/domain/tax-category';

export type ProductFormValues = Record<
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
  | 'taxCategory'
  | 'expiryDate',
  string
> & { stockAdjustment: { reason: string; note: string }; tracksBatches: boolean; ssclExempt: boolean };

const text = (v: number | string | null | undefined) => (v == null ? '' : String(v));

export function productFormValues(p: Product | null): ProductFormValues {
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
    taxCategory: p?.taxCategory ?? DEFAULT_TAX_CATEGORY,
    expiryDate: text(p?.expiryDate),
    stockAdjustment: { reason: '', note: '' },
    tracksBatches: p?.tracksBatches ?? false,
    ssclExempt: p?.ssclExempt ?? false,
  };
}

/** The typed stock, or null while it is not a number (its own field reports that). */
export function typedStock(v: unknown): number | null {
  const n = Number(String(v ?? '').replace(/[,\s]/g, ''));
  return String(v ?? '').trim() !== '' && Number.isFinite(n) ? n : null;
}

/**
 * The product contract, and on an edit that changes the stock, the reason for it (the server
 * records the change as an adjustment and refuses it without one). An unchanged stock sends none.
 */
export function resolverFor(current: () => Product | null) {
  const schema = ProductUpdateInput.superRefine((v, ctx) => {
    const product = current();
    if (product && v.stock !== product.stock && !v.stockAdjustment)
      ctx.addIssue({ code: 'custom', path: ['stockAdjustment', 'reason'], message: STOCK_MESSAGES.reasonRequired });
  });
  const withoutEmptyReason = (values: ProductFormValues) => {
    const product = current();
    const changed = product != null && typedStock(values.stock) !== product.stock;
    return { ...values, stockAdjustment: changed && values.stockAdjustment.reason ? values.stockAdjustment : null };
  };
  const inner = zodResolver(schema) as unknown as Resolver<ProductFormValues, unknown, ProductUpdateInput>;
  const resolver: Resolver<ProductFormValues, unknown, ProductUpdateInput> = (values, context, options) =>
    inner(withoutEmptyReason(values) as ProductFormValues, context, options);
  return resolver;
}

/** The product dialog's form. */
export type ProductForm = UseFormReturn<ProductFormValues, unknown, ProductUpdateInput>;

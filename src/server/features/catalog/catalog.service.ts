import type { Category, CategoryInput, Product, ProductInput } from '#shared/contracts/catalog';

import { productImageUrl } from '#shared/contracts/product-image-paths';
import { type ProductUpdateInput } from '#shared/contracts/stock';
import { fromBasisPoints, fromCents, fromThousandths, toBasisPoints, toCents, toThousandths } from '#shared/domain/money';
import { mrpRefusal } from '#shared/domain/mrp';

import { getStockStatus } from '#shared/domain/stock-status';
import { DEFAULT_PRODUCT_UNIT, isProductUnit } from '#shared/domain/units';
import type { Executor } from '#server/db/client';
import { AppError, isUniqueViolation } from '#server/lib/app-error';
import { writeAudit } from '#server/kernel/audit';
import { adjustStock, openStock } from '#server/features/inventory';
import { getDefaultProductRates, getEffectiveConfigurationToday } from '#server/features/tax';
import * as repo from './catalog.repo';
import type { CategoryRow, NewProductRow, ProductRow } from './catalog.repo';

export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    nameSi: row.nameSi,
    nameTa: row.nameTa,
    sku: row.sku,
    barcode: row.barcode,
    scaleCode: row.scaleCode,
    category: row.category,
    buyingPrice: row.buyingPriceCents == null ? null : fromCents(row.buyingPriceCents),
    sellingPrice: fromCents(row.sellingPriceCents),
    mrp: row.mrpCents == null ? null : fromCents(row.mrpCents),
    stock: fromThousandths(row.stock),
    lowStockThreshold: fromThousandths(row.lowStockThreshold),
    unit: isProductUnit(row.unit) ? row.unit : DEFAULT_PRODUCT_UNIT,
    vatRate: fromBasisPoints(row.vatRateBp),
    taxCategory: row.taxCategory,
    expiryDate: row.expiryDate,
    supplierId: row.supplierId,
    imageUrl: row.imageId && row.imageUpdatedAt ? productImageUrl(row.businessId, row.id, row.imageUpdatedAt) : null,
    tracksBatches: row.tracksBatches,
    ssclExempt: row.ssclExempt,
    isActive: row.isActive,
    stockStatus: getStockStatus(row.stock, row.lowStockThreshold),
  };
}

export function toCategory(row: CategoryRow): Category {
  return { id: row.id, name: row.name, description: row.description, isActive: row.isActive };
}

type Actor = { businessId: number; userId: string };

async function productValues(db: Executor, businessId: number, input: ProductInput): Promise<Omit<NewProductRow, 'businessId'>> {
  if (input.supplierId != null && !(await repo.supplierExists(db, businessId, input.supplierId)))
    throw AppError.fields({ supplierId: { key: 'SUPPLIER_NOT_FOUND' } });
  if (input.mrp != null) await checkMrpWithVat(db, businessId, input, input.mrp);
  const defaults = input.vatRate == null ? await getDefaultProductRates(db, businessId) : undefined;
  return {
    name: input.name,
    nameSi: input.nameSi ?? null,
    nameTa: input.nameTa ?? null,
    sku: input.sku ?? null,
    barcode: input.barcode ?? null,
    scaleCode: input.scaleCode ?? null,
    category: input.category ?? null,
    sellingPriceCents: toCents(input.sellingPrice),
    buyingPriceCents: input.buyingPrice == null ? null : toCents(input.buyingPrice),
    mrpCents: input.mrp == null ? null : toCents(input.mrp),
    stock: toThousandths(input.stock),
    lowStockThreshold: input.lowStockThreshold == null ? 10_000 : toThousandths(input.lowStockThreshold),
    vatRateBp: input.vatRate == null ? defaults!.vatRateBp : toBasisPoints(input.vatRate),
    unit: input.unit,
    taxCategory: input.taxCategory,
    expiryDate: input.expiryDate ?? null,
    supplierId: input.supplierId ?? null,
    ...(input.tracksBatches === undefined ? {} : { tracksBatches: input.tracksBatches }),
    ...(input.ssclExempt === undefined ? {} : { ssclExempt: input.ssclExempt }),
  };
}

/**
 * The MRP bounds what the customer pays (mrp.ts, the rule the product import uses too): with VAT
 * added on top (the configuration in force today), the price with its VAT may not exceed it.
 * A price above the MRP by itself (shelf prices that include VAT, or no VAT added) was refused by
 * the contract already, with its own message.
 */
async function checkMrpWithVat(db: Executor, businessId: number, input: ProductInput, mrp: number) {
  const tax = await getEffectiveConfigurationToday(db, businessId);
  const refusal = mrpRefusal({ priceCents: toCents(input.sellingPrice), mrpCents: toCents(mrp), taxCategory: input.taxCategory }, tax);
  if (refusal?.key === 'SELLING_PRICE_WITH_VAT_ABOVE_MRP') throw AppError.fields({ sellingPrice: refusal });
}

function translateUnique(err: unknown): never {
  if (isUniqueViolation(err, 'products_business_sku_key')) throw new AppError('SKU_TAKEN');
  if (isUniqueViolation(err, 'products_business_barcode_key')) throw new AppError('BARCODE_TAKEN');
  if (isUniqueViolation(err, 'products_business_scale_code_key')) throw new AppError('SCALE_CODE_TAKEN');
  if (isUniqueViolation(err, 'categories_business_name_key')) throw new AppError('CATEGORY_NAME_TAKEN');
  throw err;
}

/** A new product starts at zero; its first stock is its opening movement (the stock ledger). */
export async function createProduct(db: Executor, actor: Actor, input: ProductInput): Promise<Product> {
  const { stock, ...values } = await productValues(db, actor.businessId, input);
  try {
    return await db.transaction(async (tx) => {
      let row = await repo.insertProduct(tx, { ...values, stock: 0, businessId: actor.businessId });
      const opened = stock ? await openStock(tx, actor, row.id, stock) : undefined;
      if (opened) row = { ...row, stock: opened.stock };
      else await repo.bumpCatalogVersion(tx, actor.businessId);
      await writeAudit(tx, { ...actor, action: 'product.create', entityType: 'product', entityId: row.id, after: toProduct(row) });
      return toProduct(row);
    });
  } catch (err) {
    translateUnique(err);
  }
}

/** A changed stock is an adjustment and needs its reason (400 on `stockAdjustment.reason` without one). */
export async function updateProduct(db: Executor, actor: Actor, id: number, input: ProductUpdateInput): Promise<Product> {
  const { stock, ...values } = await productValues(db, actor.businessId, input);
  try {
    return await db.transaction(async (tx) => {
      const before = await repo.findProduct(tx, actor.businessId, id, { forUpdate: true });
      if (!before) throw new AppError('PRODUCT_NOT_FOUND');
      let row = await repo.updateProduct(tx, actor.businessId, id, values);
      const adjustment = input.stockAdjustment;
      if (stock !== before.stock) {
        if (!adjustment) throw new AppError('STOCK_REASON_REQUIRED', { field: 'stockAdjustment.reason' });
        const moved = await adjustStock(tx, actor, { productId: id, to: stock!, reason: adjustment.reason, note: adjustment.note });
        row = { ...row, stock: moved!.stock };
      } else await repo.bumpCatalogVersion(tx, actor.businessId);
      await writeAudit(tx, {
        ...actor,
        action: before.stock !== row.stock ? 'product.update.stock' : 'product.update',
        entityType: 'product',
        entityId: id,
        before: toProduct(before),
        after: toProduct(row),
      });
      return toProduct(row);
    });
  } catch (err) {
    translateUnique(err);
  }
}

/** Deactivates the product: past sales keep their lines; it disappears from every list. */
export async function deleteProduct(db: Executor, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await repo.findProduct(tx, actor.businessId, id, { forUpdate: true });
    if (!before) throw new AppError('PRODUCT_NOT_FOUND');
    await repo.updateProduct(tx, actor.businessId, id, { isActive: false });
    await repo.bumpCatalogVersion(tx, actor.businessId);
    await writeAudit(tx, { ...actor, action: 'product.delete', entityType: 'product', entityId: id, before: toProduct(before) });
  });
}

export async function listCategories(db: Executor, businessId: number): Promise<Category[]> {
  return (await repo.listActiveCategories(db, businessId)).map(toCategory);
}

export async function createCategory(db: Executor, actor: Actor, input: CategoryInput): Promise<Category> {
  try {
    return await db.transaction(async (tx) => {
      const row = await repo.insertCategory(tx, {
        businessId: actor.businessId,
        name: input.name,
        description: input.description ?? null,
      });
      await repo.bumpCatalogVersion(tx, actor.businessId);
      await writeAudit(tx, { ...actor, action: 'category.create', entityType: 'category', entityId: row.id, after: toCategory(row) });
      return toCategory(row);
    });
  } catch (err) {
    translateUnique(err);
  }
}

/** The active products as stored (cents, thousandths): the inventory screen values its stock from them. */
export function listActiveProductRows(db: Executor, businessId: number): Promise<ProductRow[]> {
  return repo.listActiveProducts(db, businessId);
}

export async function listProducts(db: Executor, businessId: number): Promise<Product[]> {
  return (await repo.listActiveProducts(db, businessId)).map(toProduct);
}

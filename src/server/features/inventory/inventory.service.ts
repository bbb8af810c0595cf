import type { InventoryResponse } from '../../../shared/contracts/inventory';
import { computeInventoryValue } from '../../../shared/domain/inventory-value';
import { totalFromCents } from '../../../shared/domain/money';
import type { Database } from '../../db/client';
import { listActiveCategories, listActiveProducts } from '../catalog/catalog.repo';
import { toCategory, toProduct } from '../catalog/catalog.service';

export async function getInventory(db: Database, businessId: number): Promise<InventoryResponse> {
  const [rows, categoryRows] = await Promise.all([listActiveProducts(db, businessId), listActiveCategories(db, businessId)]);
  const products = rows.map(toProduct);
  const lowStockProducts = products.filter((p) => p.stockStatus !== 'in_stock');
  const value = computeInventoryValue(
    rows.map((r) => ({ stock: r.stock, buyingPriceCents: r.buyingPriceCents, sellingPriceCents: r.sellingPriceCents })),
  );
  return {
    products,
    categories: categoryRows.map(toCategory),
    lowStockProducts,
    stats: {
      totalProducts: products.length,
      totalCategories: categoryRows.length,
      lowStockCount: lowStockProducts.length,
      totalValue: totalFromCents(value.totalCents),
      valueAtBuyingPrice: totalFromCents(value.atBuyingPriceCents),
      valueAtSellingPrice: totalFromCents(value.atSellingPriceCents),
      productsValuedAtSellingPrice: value.productsAtSellingPrice,
    },
  };
}

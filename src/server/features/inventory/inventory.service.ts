import type { InventoryResponse } from '#shared/contracts/inventory';
import { computeInventoryValue } from '#shared/domain/inventory-value';
import { totalFromCents } from '#shared/domain/money';
import type { Database } from '#server/db/client';
import { listActiveProductRows, listCategories, toProduct } from '#server/features/catalog';

export async function getInventory(db: Database, businessId: number): Promise<InventoryResponse> {
  const [rows, categories] = await Promise.all([listActiveProductRows(db, businessId), listCategories(db, businessId)]);
  const products = rows.map(toProduct);
  const lowStockProducts = products.filter((p) => p.stockStatus !== 'in_stock');
  const value = computeInventoryValue(
    rows.map((r) => ({ stock: r.stock, buyingPriceCents: r.buyingPriceCents, sellingPriceCents: r.sellingPriceCents })),
  );
  return {
    products,
    categories,
    lowStockProducts,
    stats: {
      totalProducts: products.length,
      totalCategories: categories.length,
      lowStockCount: lowStockProducts.length,
      totalValue: totalFromCents(value.totalCents),
      valueAtBuyingPrice: totalFromCents(value.atBuyingPriceCents),
      valueAtSellingPrice: totalFromCents(value.atSellingPriceCents),
      productsValuedAtSellingPrice: value.productsAtSellingPrice,
    },
  };
}

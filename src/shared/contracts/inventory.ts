import { z } from 'zod';
import { Category, Product } from './catalog';
export * from './inventory-paths';

export const InventoryStats = z.object({
  totalProducts: z.number(),
  totalCategories: z.number(),
  lowStockCount: z.number(),
  /** Σ stock × buying price, or × selling price for products without a buying price. */
  totalValue: z.number(),
  /** The part of totalValue priced at buying price. */
  valueAtBuyingPrice: z.number(),
  /** The part of totalValue priced at selling price because the buying price is unknown. */
  valueAtSellingPrice: z.number(),
  /** How many products (with stock) were valued at selling price. */
  productsValuedAtSellingPrice: z.number(),
});
export type InventoryStats = z.infer<typeof InventoryStats>;

export const InventoryResponse = z.object({
  products: z.array(Product),
  categories: z.array(Category),
  lowStockProducts: z.array(Product),
  stats: InventoryStats,
});
export type InventoryResponse = z.infer<typeof InventoryResponse>;

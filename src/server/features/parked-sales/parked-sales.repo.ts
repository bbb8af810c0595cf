import { and, desc, eq, inArray } from 'drizzle-orm';
import type { ParkedSaleItem } from '#shared/contracts/parked-sales';

/** What the `items` jsonb holds: the lines and the cart's own discount. */
export type ParkedBasket = { items: ParkedSaleItem[]; discountAmount: number | null; discountPercent: number | null };
import type { Executor } from '#server/db/client';
import { customers, parkedSales, products, users } from '#server/db/schema';

/** The given products that are the business's and on sale (what a sale would accept). */
export async function findSellableProductIds(db: Executor, businessId: number, ids: number[]): Promise<Set<number>> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.businessId, businessId), inArray(products.id, ids), eq(products.isActive, true)));
  return new Set(rows.map((r) => r.id));
}

export async function customerExists(db: Executor, businessId: number, customerId: number): Promise<boolean> {
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.businessId, businessId), eq(customers.id, customerId)))
    .limit(1);
  return rows.length > 0;
}

export async function insertParkedSale(
  db: Executor,
  values: { businessId: number; cashierId: string; customerId: number | null; note: string | null; basket: ParkedBasket },
): Promise<number> {
  const { basket, ...rest } = values;
  const [row] = await db
    .insert(parkedSales)
    .values({ ...rest, items: basket })
    .returning({ id: parkedSales.id });
  return row.id;
}

/** The business's parked sales with their cashier's and customer's names, newest first (or one of them). */
export async function listParkedSales(db: Executor, businessId: number, id?: number) {
  return db
    .select({
      id: parkedSales.id,
      items: parkedSales.items,
      customerId: parkedSales.customerId,
      customerFirstName: customers.firstName,
      customerLastName: customers.lastName,
      note: parkedSales.note,
      cashierId: parkedSales.cashierId,
      cashierFirstName: users.firstName,
      cashierLastName: users.lastName,
      cashierEmail: users.email,
      createdAt: parkedSales.createdAt,
    })
    .from(parkedSales)
    .leftJoin(customers, and(eq(customers.id, parkedSales.customerId), eq(customers.businessId, parkedSales.businessId)))
    .leftJoin(users, eq(users.id, parkedSales.cashierId))
    .where(id === undefined ? eq(parkedSales.businessId, businessId) : and(eq(parkedSales.businessId, businessId), eq(parkedSales.id, id)))
    .orderBy(desc(parkedSales.createdAt), desc(parkedSales.id))
    .limit(500);
}

/** Deletes one parked sale of the business; false when there was none (another till recalled it first). */
export async function deleteParkedSale(db: Executor, businessId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(parkedSales)
    .where(and(eq(parkedSales.businessId, businessId), eq(parkedSales.id, id)))
    .returning({ id: parkedSales.id });
  return rows.length > 0;
}

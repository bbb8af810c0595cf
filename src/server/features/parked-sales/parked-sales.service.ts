import type { ParkedSale, ParkedSaleItem, ParkSaleData } from '#shared/contracts/parked-sales';
import type { Executor } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import * as repo from './parked-sales.repo';

type Row = Awaited<ReturnType<typeof repo.listParkedSales>>[number];

const joinName = (...parts: Array<string | null | undefined>) => parts.filter(Boolean).join(' ').trim() || null;

/**
 * The stored basket (the `items` jsonb): `{ items, discountAmount, discountPercent }`, the cart's
 * discount beside its lines; a bare array of lines is a basket parked before the cart's discount was kept.
 */
const readBasket = (raw: unknown): repo.ParkedBasket =>
  Array.isArray(raw) ? { items: raw as ParkedSaleItem[], discountAmount: null, discountPercent: null } : (raw as repo.ParkedBasket);

const toView = (r: Row): ParkedSale => ({
  id: r.id,
  ...readBasket(r.items),
  customerId: r.customerId,
  customerName: joinName(r.customerFirstName, r.customerLastName),
  note: r.note,
  cashierId: r.cashierId,
  cashierName: r.cashierId ? (joinName(r.cashierFirstName, r.cashierLastName) ?? r.cashierEmail) : null,
  createdAt: r.createdAt.toISOString(),
});

/**
 * Parks a basket for the signed-in user. Every product must be one the business sells (404 like a
 * sale), the customer the business's (404). Nothing is reserved: stock is taken when it is sold.
 */
export async function parkSale(db: Executor, ctx: { businessId: number; userId: string }, input: ParkSaleData): Promise<ParkedSale> {
  const wanted = [...new Set(input.items.map((i) => i.productId))];
  const sellable = await repo.findSellableProductIds(db, ctx.businessId, wanted);
  if (wanted.some((id) => !sellable.has(id))) throw new AppError('PRODUCT_NOT_FOUND');
  const customerId = input.customerId ?? null;
  if (customerId !== null && !(await repo.customerExists(db, ctx.businessId, customerId))) throw new AppError('CUSTOMER_NOT_FOUND');
  const items: ParkedSaleItem[] = input.items.map((i) => ({
    productId: i.productId,
    quantity: i.quantity as number,
    discountAmount: (i.discountAmount as number | null | undefined) ?? null,
    discountPercent: (i.discountPercent as number | null | undefined) ?? null,
  }));
  const basket: repo.ParkedBasket = {
    items,
    discountAmount: (input.discountAmount as number | null | undefined) ?? null,
    discountPercent: (input.discountPercent as number | null | undefined) ?? null,
  };
  const id = await repo.insertParkedSale(db, {
    businessId: ctx.businessId,
    cashierId: ctx.userId,
    customerId,
    note: input.note ?? null,
    basket,
  });
  const [row] = await repo.listParkedSales(db, ctx.businessId, id);
  return toView(row);
}

/** The business's parked sales, any cashier's, newest first. */
export async function listParkedSales(db: Executor, businessId: number): Promise<ParkedSale[]> {
  return (await repo.listParkedSales(db, businessId)).map(toView);
}

/** Recall or discard: 404 when it is not the business's or is already gone (recalled at another till). */
export async function deleteParkedSale(db: Executor, businessId: number, id: number): Promise<void> {
  if (!(await repo.deleteParkedSale(db, businessId, id))) throw new AppError('PARKED_SALE_NOT_FOUND');
}

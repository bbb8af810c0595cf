/** What the shift tests share: a shop with a product, sales through the real route, a shift's lifecycle. */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { SHIFT_PATHS } from '../../../shared/contracts/shifts';
import { salePayments, sales } from '../../db/schema';
import type { Api } from '../../../testing/factories';
import type { TestContext } from '../../../testing/test-app';

export const key = () => ({ 'idempotency-key': randomUUID() });

export async function addProduct(api: Api, businessId: number, sellingPrice: number) {
  const res = await api.post(`/api/businesses/${businessId}/products`, {
    name: `Item ${randomUUID().slice(0, 6)}`,
    stock: 1000,
    sellingPrice,
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { id: number }).id;
}

export async function openShift(api: Api, businessId: number, openingFloat: number | string) {
  const res = await api.post(SHIFT_PATHS.list(businessId), { openingFloat }, key());
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; userId: string; status: string };
}

/** A sale through the real sale route; answers its id and total. */
export async function sell(api: Api, businessId: number, body: Record<string, unknown>) {
  const res = await api.post(`/api/businesses/${businessId}/sales`, body, key());
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; totalAmount: number; shiftId?: number | null };
}

/**
 * Until the sale write attaches a sale to its seller's open shift and writes its payments (helper
 * PAY, issue 18 point 1), a test attaches them here the way the sale will: shift_id, and one
 * payment of the whole total (as migration 0028 backfilled). A sale that already has them is left
 * as the route wrote it.
 */
export async function attachToShift(ctx: TestContext, businessId: number, saleIds: number[], shiftId: number) {
  for (const saleId of saleIds) {
    await ctx.db
      .update(sales)
      .set({ shiftId })
      .where(and(eq(sales.businessId, businessId), eq(sales.id, saleId), isNull(sales.shiftId)));
    await ctx.db.execute(sql`
      insert into ${salePayments} (business_id, sale_id, sale_date, method, amount_cents)
      select business_id, id, sale_date, payment_method, total_cents from ${sales}
      where business_id = ${businessId} and id = ${saleId} and total_cents > 0
        and not exists (select 1 from ${salePayments} p where p.business_id = ${businessId} and p.sale_id = ${saleId})`);
  }
}

/**
 * Demo data: "Demo Stores" shows a partly returned sale (its credit note CN-000001, the
 * goods back on the shelf), a credit note for damaged goods (the write-off list) and a void of one
 * of today's sales in the open shift. Runs after the shifts seeder, through the returns' own use
 * cases, so every row, movement and drawer figure is what the till would have written.
 */
import { sql } from 'drizzle-orm';
import { ReturnInput } from '#shared/contracts/returns';
import { fromCents, fromThousandths } from '#shared/domain/money';
import { returnedShare } from '#shared/domain/returns';
import type { Tx } from '../client';
import type { DemoSeeder } from './demo-types';
import { returnable, returnSale, type ReturnActor } from '#server/features/returns/return-sale';
import * as repo from '#server/features/returns/returns.repo';
import { voidSale } from '#server/features/returns/void-sale';

const rowsOf = <T>(res: unknown): T[] => ((res as { rows?: T[] }).rows ?? (res as T[])) as T[];

/** Cash sales of earlier days with a line of at least 2 units, newest first. */
async function earlierCashSales(tx: Tx, businessId: number, before: Date): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await tx.execute(sql`
      select s.id from sales s
      where s.business_id = ${businessId} and s.status = 'completed' and s.payment_method = 'cash' and s.customer_id is null
        and s.sale_date < ${before.toISOString()}::timestamptz
        and exists (select 1 from sale_items i where i.business_id = s.business_id and i.sale_id = s.id and i.quantity >= 2000)
      order by s.sale_date desc, s.id desc limit 2`),
  );
  return rows.map((r) => Number(r.id));
}

/** One unit of the sale's first line of 2 or more back, refunded in cash. */
async function returnOne(tx: Tx, actor: ReturnActor, saleId: number, restock: boolean) {
  const items = await repo.returnableItems(tx, actor.businessId, saleId);
  const item = items.find((i) => i.quantity >= 2000)!;
  const share = returnedShare(returnable(item), 1000);
  const input = ReturnInput.parse({
    lines: [{ saleItemId: item.id, quantity: fromThousandths(1000), restock, reason: restock ? 'changed_mind' : 'damaged' }],
    refund: [{ method: 'cash', amount: fromCents(share.totalCents) }],
    note: restock ? 'Customer bought the wrong size' : 'Packet torn when opened',
  });
  await returnSale(tx, actor, saleId, input);
}

export const seedDemoReturns: DemoSeeder = async (tx, { businessId, userId, now }) => {
  const actor = { businessId, userId, cashier: false };
  const startOfToday = new Date(now.getTime() - 12 * 3_600_000);
  const [partly, damaged] = await earlierCashSales(tx, businessId, startOfToday);
  if (partly) await returnOne(tx, actor, partly, true);
  if (damaged) await returnOne(tx, actor, damaged, false);
  // The latest of today's sales in the open shift is voided (rung up twice by mistake).
  const [today] = rowsOf<{ id: number }>(
    await tx.execute(sql`
      select s.id from sales s join shifts sh on sh.business_id = s.business_id and sh.id = s.shift_id and sh.closed_at is null
      where s.business_id = ${businessId} and s.status = 'completed' and s.payment_method in ('cash', 'card')
      order by s.sale_date desc, s.id desc limit 1`),
  );
  if (today) await voidSale(tx, { businessId, userId, admin: true }, Number(today.id), { reason: 'Rung up twice by mistake' });
};

/**
 * Test fixture for returns and voids written as rows, for the read model, roll-up and
 * invariants tests that need a return at any date without the returns API: one sale_returns row,
 * its lines (each the exact share shared/domain/returns.ts gives), its refunds and the sale's new
 * status, all consistent with each other as the returns feature writes them. Stock, debts and
 * loyalty are NOT touched: use the API (features/returns) for those.
 */
import { and, eq, sql } from 'drizzle-orm';
import { returnedShare, returnTotals, saleStatusAfterReturns } from '../shared/domain/returns';
import type { ProductUnit } from '../shared/domain/units';
import type { Executor } from '../server/db/client';
import { saleItems, saleRefunds, saleReturnItems, saleReturns, sales } from '../server/db/schema';
import type { SaleSums } from '../server/features/sales-read-model/sales-read-model.service';
import { returnItemRow } from '../server/features/returns/return-write';

export interface ReturnFixture {
  businessId: number;
  saleId: number;
  at: Date;
  /** 'void': every line whole, the sale marked void (count −1). */
  kind?: 'return' | 'void';
  /** Sale item id → thousandths to give back (restocked, 'changed_mind' unless said); omitted: all that is left of every line. */
  lines?: Array<{ saleItemId: number; quantity: number; restock?: boolean; reason?: (typeof saleReturnItems.$inferInsert)['reason'] }>;
  /** A void's reason (default 'Rang up the wrong sale'). */
  reason?: string;
  /** How the customer is paid back; omitted: one refund of the total by the sale's own method (split: cash). */
  refund?: Array<{ method: 'cash' | 'card' | 'lankaqr' | 'cheque' | 'bank_transfer' | 'credit'; amountCents: number }>;
  shiftId?: number | null;
  userId?: string | null;
}

export interface WrittenReturn {
  id: number;
  /** What the return takes off the read model's figures (positive; count −1 for a void). */
  sums: SaleSums;
  costCents: number;
  quantity: number;
  lines: Array<{ productId: number; quantity: number; subtotalCents: number; vatCents: number; totalCents: number; costCents: number }>;
}

const rowsOf = <T>(res: unknown): T[] => ((res as { rows?: T[] }).rows ?? (res as T[])) as T[];

export async function writeReturn(db: Executor, f: ReturnFixture): Promise<WrittenReturn> {
  const kind = f.kind ?? 'return';
  const voidReason = f.reason ?? 'Rang up the wrong sale';
  const [sale] = await db
    .select()
    .from(sales)
    .where(and(eq(sales.businessId, f.businessId), eq(sales.id, f.saleId)));
  const items = await db
    .select()
    .from(saleItems)
    .where(and(eq(saleItems.businessId, f.businessId), eq(saleItems.saleId, f.saleId)))
    .orderBy(saleItems.id);
  const back = rowsOf<{ sale_item_id: number; q: unknown }>(
    await db.execute(sql`select sale_item_id, sum(quantity) as q from sale_return_items
      where business_id = ${f.businessId} and sale_id = ${f.saleId} group by sale_item_id`),
  );
  const returned = new Map(back.map((r) => [Number(r.sale_item_id), Number(r.q)]));
  const wanted: NonNullable<ReturnFixture['lines']> =
    f.lines ?? items.map((i) => ({ saleItemId: i.id, quantity: i.quantity - (returned.get(i.id) ?? 0) }));
  const parts = wanted
    .filter((w) => w.quantity > 0)
    .map((w) => {
      const item = items.find((i) => i.id === w.saleItemId)!;
      const returnedQuantity = returned.get(item.id) ?? 0;
      const share = returnedShare(
        {
          quantity: item.quantity,
          returnedQuantity,
          unit: item.unit as ProductUnit,
          lineTotalCents: item.lineTotalCents,
          vatCents: item.vatCents,
          nbtCents: item.nbtCents,
          discountShareCents: item.discountShareCents,
          lineCostCents: item.lineCostCents,
        },
        w.quantity,
      );
      return { item: { ...item, returnedQuantity }, share, restock: w.restock ?? true, reason: w.reason ?? ('changed_mind' as const) };
    });
  const t = returnTotals(parts.map((p) => p.share));
  const [ret] = await db
    .insert(saleReturns)
    .values({
      businessId: f.businessId,
      saleId: f.saleId,
      kind,
      creditNoteNumber: kind === 'void' ? null : `CN-T${f.saleId}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`,
      subtotalCents: t.subtotalCents,
      discountCents: t.discountCents,
      vatCents: t.vatCents,
      nbtCents: t.nbtCents,
      totalCents: t.totalCents,
      costCents: t.costCents,
      salePaymentMethod: sale.paymentMethod,
      saleCashierId: sale.cashierId,
      customerId: sale.customerId,
      customerName: sale.customerName,
      userId: f.userId ?? sale.cashierId,
      shiftId: f.shiftId ?? null,
      reason: kind === 'void' ? voidReason : null,
      returnDate: f.at,
      createdAt: f.at,
    })
    .returning();
  await db
    .insert(saleReturnItems)
    .values(
      parts.map((part) => ({ ...returnItemRow(part), businessId: f.businessId, returnId: ret.id, saleId: f.saleId, returnDate: f.at })),
    );
  const method = sale.paymentMethod === 'split' ? 'cash' : sale.paymentMethod;
  const refund = f.refund ?? (t.totalCents > 0 ? [{ method, amountCents: t.totalCents }] : []);
  if (refund.length)
    await db.insert(saleRefunds).values(
      refund.map((r) => ({
        businessId: f.businessId,
        returnId: ret.id,
        saleId: f.saleId,
        returnDate: f.at,
        method: r.method,
        amountCents: r.amountCents,
        creditTo: r.method === 'credit' ? ('debt' as const) : null,
        shiftId: f.shiftId ?? null,
      })),
    );
  const sold = items.reduce((s, i) => s + i.quantity, 0);
  const backNow = [...returned.values()].reduce((s, q) => s + q, 0) + parts.reduce((s, p) => s + p.share.quantity, 0);
  await db
    .update(sales)
    .set(kind === 'void' ? { status: 'void', voidedAt: f.at, voidReason } : { status: saleStatusAfterReturns(sold, backNow) })
    .where(and(eq(sales.businessId, f.businessId), eq(sales.id, f.saleId)));
  return {
    id: ret.id,
    sums: {
      count: kind === 'void' ? 1 : 0,
      subtotalCents: t.subtotalCents,
      discountCents: t.discountCents,
      netCents: t.subtotalCents,
      vatCents: t.vatCents,
      nbtCents: t.nbtCents,
      totalCents: t.totalCents,
    },
    costCents: t.costCents,
    quantity: parts.reduce((s, p) => s + p.share.quantity, 0),
    lines: parts.map(({ item, share }) => ({
      productId: item.productId,
      quantity: share.quantity,
      subtotalCents: share.subtotalCents,
      vatCents: share.vatCents,
      totalCents: share.totalCents,
      costCents: share.costCents,
    })),
  };
}

/**
 * Test-only: a return or void written as rows (sale_returns, sale_return_items, sale_refunds), its
 * money as the shared rule computes it from the sale's lines, at any date. The readers' tests
 * (reports, CSV export, customer history, debtor ledger) use it to put returns on any day; the
 * returns API's own tests prove the API writes the same rows.
 */
import { and, eq } from 'drizzle-orm';
import { returnedShare, returnTotals } from '../../../shared/domain/returns';
import type { ProductUnit } from '../../../shared/domain/units';
import type { Executor } from '../../db/client';
import { saleItems, saleRefunds, saleReturnItems, saleReturns, sales } from '../../db/schema';

type Reason = (typeof saleReturnItems.$inferInsert)['reason'];
type LineInput = { saleItemId: number; quantity: number; restock?: boolean; reason?: Reason };
export interface ReturnRowsInput {
  businessId: number;
  saleId: number;
  kind?: 'return' | 'void';
  creditNoteNumber?: string | null;
  at?: Date;
  /** Default: every line whole, restocked, 'changed_mind'. */
  lines?: LineInput[];
  /** Default: cash for the whole total. */
  refunds?: Array<{ method: 'cash' | 'card' | 'credit'; amountCents?: number; creditTo?: 'debt' | 'store' }>;
  userId?: string | null;
  reason?: string | null;
}

export async function insertReturnRows(db: Executor, o: ReturnRowsInput) {
  const at = o.at ?? new Date();
  const [sale] = await db
    .select()
    .from(sales)
    .where(and(eq(sales.businessId, o.businessId), eq(sales.id, o.saleId)));
  const items = await db
    .select()
    .from(saleItems)
    .where(and(eq(saleItems.businessId, o.businessId), eq(saleItems.saleId, o.saleId)));
  const wanted: LineInput[] = o.lines ?? items.map((i) => ({ saleItemId: i.id, quantity: i.quantity }));
  const lines = wanted.map((w) => {
    const item = items.find((i) => i.id === w.saleItemId)!;
    const share = returnedShare(
      {
        quantity: item.quantity,
        returnedQuantity: 0,
        unit: item.unit as ProductUnit,
        lineTotalCents: item.lineTotalCents,
        vatCents: item.vatCents,
        nbtCents: item.nbtCents,
        discountShareCents: item.discountShareCents,
        lineCostCents: item.lineCostCents,
      },
      w.quantity,
    );
    return { item, share, restock: w.restock ?? true, reason: w.reason ?? ('changed_mind' as const) };
  });
  const t = returnTotals(lines.map((l) => l.share));
  const [ret] = await db
    .insert(saleReturns)
    .values({
      businessId: o.businessId,
      saleId: o.saleId,
      kind: o.kind ?? 'return',
      creditNoteNumber: o.kind === 'void' ? null : (o.creditNoteNumber ?? `CN-T${o.saleId}-${Date.now() % 1_000_000}`),
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
      userId: o.userId ?? sale.cashierId,
      reason: o.reason ?? null,
      returnDate: at,
      createdAt: at,
    })
    .returning();
  await db.insert(saleReturnItems).values(
    lines.map((l) => ({
      businessId: o.businessId,
      returnId: ret.id,
      saleId: o.saleId,
      saleItemId: l.item.id,
      productId: l.item.productId,
      returnDate: at,
      name: l.item.name,
      sku: l.item.sku,
      unit: l.item.unit,
      unitPriceCents: l.item.unitPriceCents,
      quantity: l.share.quantity,
      vatRateBp: l.item.vatRateBp,
      nbtRateBp: l.item.nbtRateBp,
      lineSubtotalCents: l.share.subtotalCents,
      vatCents: l.share.vatCents,
      nbtCents: l.share.nbtCents,
      lineTotalCents: l.share.totalCents,
      discountShareCents: l.share.discountShareCents,
      lineCostCents: l.share.costCents,
      restock: l.restock,
      reason: l.reason,
    })),
  );
  const refunds = o.refunds ?? [{ method: 'cash' as const }];
  if (t.totalCents > 0)
    await db.insert(saleRefunds).values(
      refunds.map((r) => ({
        businessId: o.businessId,
        returnId: ret.id,
        saleId: o.saleId,
        returnDate: at,
        method: r.method,
        amountCents: r.amountCents ?? t.totalCents,
        creditTo: r.method === 'credit' ? (r.creditTo ?? 'debt') : null,
      })),
    );
  return { ...ret, lines };
}

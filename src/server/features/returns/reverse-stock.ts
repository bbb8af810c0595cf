/** The stock a return or void puts back: lines marked to restock, into the batches the sale took from. */
import type { Tx } from '#server/db/client';
import { lockStockForReturn, restockReturn } from '#server/features/inventory';
import type { SaleBefore, WrittenReturn } from './reversal-plan';
import type { SaleItemRow } from './returns.repo';

export const stockReversal = {
  /** The products coming back, in id order, as a sale locks them. */
  async lock(tx: Tx, before: SaleBefore, restocked: (item: SaleItemRow) => boolean): Promise<void> {
    const productIds = before.items.filter(restocked).map((i) => i.productId);
    await lockStockForReturn(tx, before.businessId, productIds);
  },

  async reverse(tx: Tx, { plan, returnId }: WrittenReturn): Promise<void> {
    await restockReturn(tx, plan.actor, {
      kind: plan.kind,
      reference: plan.creditNoteNumber ?? plan.sale.invoiceNumber,
      returnId,
      // Back into the batches the sale took from (docs/decisions/0020-batches-and-expiry.md).
      saleId: plan.sale.id,
      lines: plan.lines.filter((l) => l.restock).map((l) => ({ productId: l.item.productId, quantity: l.share.quantity })),
    });
  },
};

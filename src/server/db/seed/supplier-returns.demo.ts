import { and, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { goodsReceivedNoteItems, goodsReceivedNotes } from '../schema';
import type { DemoSeeder } from './demo-types';
import { fromThousandths } from '#shared/domain/money';
import { createSupplierReturn } from '#server/features/procurement/supplier-returns.create';

const DAY = 86_400_000;

/**
 * The demo business's goods returned to a supplier (registered in db/seed/demo-seeders.ts, after
 * the creditors): four packets of Ceylon Biscuits' delivery on credit of ten days ago came crushed
 * and went back two days later as debit note DN-000001, through the real service, so stock, what is
 * owed and input VAT agree.
 */
export const seedDemoSupplierReturns: DemoSeeder = async (tx, { businessId, userId, now }) => {
  const db = tx as unknown as Database; // the service opens a savepoint inside the seeding transaction
  const [line] = await tx
    .select({
      grnId: goodsReceivedNotes.id,
      productId: goodsReceivedNoteItems.productId,
      received: goodsReceivedNoteItems.receivedQuantity,
    })
    .from(goodsReceivedNotes)
    .innerJoin(
      goodsReceivedNoteItems,
      and(eq(goodsReceivedNoteItems.businessId, goodsReceivedNotes.businessId), eq(goodsReceivedNoteItems.grnId, goodsReceivedNotes.id)),
    )
    .where(and(eq(goodsReceivedNotes.businessId, businessId), eq(goodsReceivedNotes.supplierInvoiceNumber, 'CBD/TI/2026/0431')))
    .limit(1);
  if (!line || fromThousandths(line.received) < 4) return;
  await createSupplierReturn(db, { businessId, userId }, line.grnId, {
    lines: [{ productId: line.productId, quantity: 4 }],
    reason: 'Packets crushed in transit',
    date: new Date(now.getTime() - 8 * DAY).toISOString().slice(0, 10),
  });
};

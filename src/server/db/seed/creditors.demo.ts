import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { products, suppliers } from '../schema';
import type { DemoSeeder } from './demo-types';
import { fromCents } from '#shared/domain/money';
import { createGrn } from '#server/features/procurement/grns.service';
import { createPurchaseOrder } from '#server/features/procurement/purchase-orders.service';
import { recordSupplierPayment } from '#server/features/creditors/supplier-payments.service';

const DAY = 86_400_000;

/**
 * The demo business's creditors (registered in db/seed/demo-seeders.ts, after procurement
 * and stock control). The demo suppliers get their credit days (their terms say "30 days credit");
 * three deliveries are taken on credit — one from Ceylon Biscuits 45 days ago, now overdue, one from
 * it 10 days ago, and one from Lanka Milk Foods 25 days ago, due this week — and Lanka Milk Foods is
 * paid partly by a cheque dated three days ahead. Through the real services, so stock, numbers and
 * audit agree.
 */
export const seedDemoCreditors: DemoSeeder = async (tx, { businessId, userId, now }) => {
  const db = tx as unknown as Database; // services open a savepoint inside the seeding transaction
  const actor = { businessId, userId };
  const day = (offset: number) => new Date(now.getTime() + offset * DAY).toISOString().slice(0, 10);

  const named = await tx
    .select({ id: suppliers.id, name: suppliers.name })
    .from(suppliers)
    .where(and(eq(suppliers.businessId, businessId), inArray(suppliers.name, ['Ceylon Biscuits Distributors', 'Lanka Milk Foods'])));
  const biscuits = named.find((s) => s.name === 'Ceylon Biscuits Distributors');
  const milk = named.find((s) => s.name === 'Lanka Milk Foods');
  if (!biscuits || !milk) return;
  await tx
    .update(suppliers)
    .set({ creditDays: 30 })
    .where(and(eq(suppliers.businessId, businessId), inArray(suppliers.id, [biscuits.id, milk.id])));

  const stock = await tx
    .select({ id: products.id, buyingPriceCents: products.buyingPriceCents, sellingPriceCents: products.sellingPriceCents })
    .from(products)
    .where(and(eq(products.businessId, businessId), eq(products.isActive, true)))
    .orderBy(asc(products.id))
    .limit(6);
  if (stock.length === 0) return;
  const priceOf = (p: (typeof stock)[number]) => fromCents(p.buyingPriceCents ?? Math.round((p.sellingPriceCents * 0.8) / 100) * 100);

  /** An approved order for one product, received in full on credit `daysAgo` days ago. */
  const onCredit = async (supplierId: number, product: (typeof stock)[number], quantity: number, daysAgo: number, invoice: string) => {
    const order = await createPurchaseOrder(db, actor, {
      supplierId,
      expectedDeliveryDate: day(-daysAgo),
      status: 'approved',
      notes: null,
      items: [{ productId: product.id, quantity, unitPrice: priceOf(product) }],
    });
    return createGrn(db, actor, {
      purchaseOrderId: order.id,
      receivedDate: day(-daysAgo),
      notes: 'Taken on credit',
      rejectionReason: null,
      supplierInvoiceNumber: invoice,
      onCredit: true,
      items: order.items.map((i) => ({
        productId: i.productId,
        receivedQuantity: i.quantity,
        unitPrice: i.unitPrice,
        condition: 'good' as const,
      })),
    });
  };

  await onCredit(biscuits.id, stock[0], 36, 45, 'CBD/TI/2026/0377');
  await onCredit(biscuits.id, stock[1 % stock.length], 24, 10, 'CBD/TI/2026/0431');
  const milkGrn = await onCredit(milk.id, stock[2 % stock.length], 20, 25, 'LMF/INV/88214');

  // Part of the milk delivery paid by a post-dated cheque (presented in three days).
  const part = Math.round(milkGrn.totalAmount * 40) / 100;
  if (part <= 0) return;
  await recordSupplierPayment(db, actor, milk.id, {
    method: 'cheque',
    amount: part,
    paidOn: day(0),
    chequeNumber: '004512',
    chequeBank: 'Bank of Ceylon',
    chequeDate: day(3),
    reference: null,
    notes: 'Part payment; the rest next week',
  });
};

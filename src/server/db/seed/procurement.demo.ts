import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { products } from '../schema';
import type { DemoSeeder } from './demo-types';
import { fromCents } from '#shared/domain/money';
import { createGrn } from '#server/features/procurement/grns.service';
import { createPurchaseOrder } from '#server/features/procurement/purchase-orders.service';
import { createSupplier } from '#server/features/procurement/suppliers.service';

const DAY = 86_400_000;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

const DEMO_SUPPLIERS = [
  {
    name: 'Ceylon Biscuits Distributors',
    contactPerson: 'Ruwan Jayasinghe',
    email: 'orders@cbl-distributors.lk',
    phone: '011 245 6789',
    address: '45 Kandy Road, Kadawatha',
    paymentTerms: '30 days credit',
    vatNumber: '102938475-7000',
  },
  {
    name: 'Keells Wholesale',
    contactPerson: 'Dilani Perera',
    email: 'wholesale@keells-demo.lk',
    phone: '011 230 3500',
    address: '117 Sir Chittampalam A. Gardiner Mawatha, Colombo 02',
    paymentTerms: '14 days credit',
    vatNumber: '114025367-7000',
  },
  {
    name: 'Prima Ceylon Flour',
    contactPerson: 'Mohamed Rizwan',
    email: 'sales@prima-demo.lk',
    phone: '026 222 4400',
    address: 'China Bay, Trincomalee',
    paymentTerms: 'Cash on delivery',
  },
  {
    name: 'Lanka Milk Foods',
    contactPerson: 'Kasun Wickramasinghe',
    email: 'trade@lmf-demo.lk',
    phone: '011 253 2100',
    address: 'Welisara, Ragama',
    paymentTerms: '30 days credit',
    vatNumber: '409118272-7000',
  },
].map((s) => ({ vatNumber: null, ...s, notes: null })); // three VAT-registered (their invoices carry input VAT)

/**
 * Suppliers, four purchase orders (delivered, approved, pending, cancelled) and one received GRN
 * (from a VAT-registered distributor, so it carries input VAT)
 * for the demo business, through the real services so numbers, totals, stock and audit agree.
 * Orders need the catalogue's demo products: without products only the suppliers are added.
 */
export const seedDemoProcurement: DemoSeeder = async (tx, { businessId, userId, now }) => {
  const db = tx as unknown as Database; // services open a savepoint inside the seeding transaction
  const actor = { businessId, userId };
  const suppliers = [];
  for (const s of DEMO_SUPPLIERS) suppliers.push(await createSupplier(db, actor, s));

  const stock = await tx
    .select({ id: products.id, buyingPriceCents: products.buyingPriceCents, sellingPriceCents: products.sellingPriceCents })
    .from(products)
    .where(and(eq(products.businessId, businessId), eq(products.isActive, true)))
    .orderBy(asc(products.id))
    .limit(8);
  if (stock.length === 0) return;
  const priceOf = (p: (typeof stock)[number]) => fromCents(p.buyingPriceCents ?? Math.round((p.sellingPriceCents * 0.8) / 100) * 100);
  const pick = (from: number, n: number) => Array.from({ length: n }, (_, i) => stock[(from + i) % stock.length]);
  const lines = (list: typeof stock, qty: number) =>
    [...new Map(list.map((p) => [p.id, p])).values()].map((p) => ({ productId: p.id, quantity: qty, unitPrice: priceOf(p) }));

  const received = await createPurchaseOrder(db, actor, {
    supplierId: suppliers[0].id,
    expectedDeliveryDate: isoDate(new Date(now.getTime() - 5 * DAY)),
    status: 'approved',
    notes: 'Monthly biscuit restock',
    items: lines(pick(0, 2), 24),
  });
  await createGrn(db, actor, {
    purchaseOrderId: received.id,
    receivedDate: isoDate(new Date(now.getTime() - 4 * DAY)),
    notes: 'All cartons checked at the back door',
    rejectionReason: null,
    // A registered distributor: the input VAT is computed from the lines (grn-input-vat.ts), its
    // tax invoice on record (so not an estimate).
    supplierInvoiceNumber: 'CBD/TI/2026/0412',
    supplierInvoiceDate: isoDate(new Date(now.getTime() - 4 * DAY)),
    items: received.items.map((i) => ({
      productId: i.productId,
      receivedQuantity: i.quantity,
      unitPrice: i.unitPrice,
      condition: 'good' as const,
    })),
  });
  await createPurchaseOrder(db, actor, {
    supplierId: suppliers[1].id,
    expectedDeliveryDate: isoDate(new Date(now.getTime() + 3 * DAY)),
    status: 'approved',
    notes: null,
    items: lines(pick(2, 3), 12),
  });
  await createPurchaseOrder(db, actor, {
    supplierId: suppliers[2].id,
    expectedDeliveryDate: isoDate(new Date(now.getTime() + 7 * DAY)),
    status: 'pending',
    notes: 'Confirm flour prices before approving',
    items: lines(pick(4, 2), 50),
  });
  await createPurchaseOrder(db, actor, {
    supplierId: suppliers[3].id,
    expectedDeliveryDate: null,
    status: 'cancelled',
    notes: 'Supplier out of stock',
    items: lines(pick(6, 1), 10),
  });
};

import { and, asc, eq, inArray } from 'drizzle-orm';
import { createAdjustments } from '#server/features/inventory/adjustments.service';
import { countProduct, createStocktake } from '#server/features/stocktakes/stocktakes.service';
import { postStocktake } from '#server/features/stocktakes/post-stocktake';
import type { StockAdjustmentReason } from '#shared/contracts/stock';
import { categories, products, suppliers } from '../schema';
import type { Database, Tx } from '../client';
import { createGrn } from '#server/features/procurement/grns.service';
import { createPurchaseOrder } from '#server/features/procurement/purchase-orders.service';
import type { DemoSeeder } from './demo-types';

/**
 * The demo shop keeping its stock true: adjustments with their reasons (a dropped tray
 * of eggs, soap for the shop's own use, biscuits found behind a shelf, a missing pack of cinnamon),
 * a posted count of the spices (the pepper was one short), a count of the drinks still open with
 * two products counted, and dairy kept in batches with their expiry dates — two packs of cheese
 * expired three days ago (the expiry report shows them, and the till asks an admin's PIN before
 * selling one), milk powder and yoghurt expiring this month — so each screen has something to show.
 */

const DAY = 86_400_000;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** [product, batch number, quantity, expiry in days from today (negative: expired)]. */
const BATCHES: [string, string, number, number][] = [
  ['Kotmale Cheese Slices 200g', 'KC-2610', 2, -3],
  ['Kotmale Cheese Slices 200g', 'KC-2611', 12, 40],
  ['Anchor Full Cream Milk Powder 400g', 'AN-25A7', 6, 12],
  ['Anchor Full Cream Milk Powder 400g', 'AN-26B2', 24, 200],
  ['Highland Set Yoghurt 80g', 'HL-1124', 48, 9],
];

/** [reason, note, product, quantity (signed)]. */
const ADJUSTMENTS: [StockAdjustmentReason, string | null, string, number][] = [
  ['damaged', 'Tray dropped while unloading', 'Eggs (Dozen)', -1],
  ['own_use', 'Washroom', 'Sunlight Soap 110g', -2],
  ['found', 'Behind the bakery shelf', 'Munchee Marie Biscuits 80g', 3],
  ['lost_or_stolen', null, 'Cinnamon Sticks 50g', -1],
];

async function productIds(tx: Tx, businessId: number, names: readonly string[]): Promise<Map<string, number>> {
  const rows = await tx
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.businessId, businessId), inArray(products.name, [...names])));
  return new Map(rows.map((r) => [r.name, r.id]));
}

async function categoryId(tx: Tx, businessId: number, name: string): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.businessId, businessId), eq(categories.name, name)));
  return row?.id;
}

async function seedAdjustments(tx: Tx, businessId: number, userId: string): Promise<void> {
  const ids = await productIds(
    tx,
    businessId,
    ADJUSTMENTS.map((a) => a[2]),
  );
  const actor = { businessId, userId, name: 'Nimal Perera', isAdmin: true };
  for (const [reason, note, name, quantity] of ADJUSTMENTS) {
    const productId = ids.get(name);
    if (productId === undefined) continue;
    const made = await createAdjustments(tx, actor, {
      reason,
      note,
      lines: [{ productId, quantity }],
    });
    if (made.adjustments.length === 0) throw new Error(`demo adjustment of ${name} made nothing`);
  }
}

async function seedStocktakes(tx: Tx, businessId: number, userId: string): Promise<void> {
  const actor = { businessId, userId, isAdmin: true };
  const spices = await categoryId(tx, businessId, 'Spices');
  if (spices !== undefined) {
    const count = await createStocktake(tx, actor, { name: 'Spice shelf', note: null, categoryIds: [spices] });
    const rows = await tx
      .select({ id: products.id, name: products.name, stock: products.stock })
      .from(products)
      .where(and(eq(products.businessId, businessId), eq(products.category, 'Spices'), eq(products.isActive, true)));
    for (const p of rows) {
      // Every pack where the books say, but the pepper: one short.
      const counted = p.stock / 1000 - (p.name === 'Black Pepper 50g' ? 1 : 0);
      await countProduct(tx, actor, count.id, { productId: p.id, quantity: counted, mode: 'set' });
    }
    await postStocktake(tx, actor, count.id, { uncounted: 'leave' });
  }
  const drinks = await categoryId(tx, businessId, 'Beverages');
  if (drinks === undefined) return;
  const open = await createStocktake(tx, actor, { name: 'Drinks fridge and shelf', note: null, categoryIds: [drinks] });
  const ids = await productIds(tx, businessId, ['Milo 400g', 'Elephant House Cream Soda 400ml']);
  const milo = ids.get('Milo 400g');
  const soda = ids.get('Elephant House Cream Soda 400ml');
  if (milo !== undefined) await countProduct(tx, actor, open.id, { productId: milo, quantity: 36, mode: 'set' });
  if (soda !== undefined) await countProduct(tx, actor, open.id, { productId: soda, quantity: 90, mode: 'set' });
}

/** The dairy products track batches; a delivery from the dairy distributor brings their batches. */
async function seedBatches(tx: Tx, businessId: number, userId: string, now: Date): Promise<void> {
  const ids = await productIds(
    tx,
    businessId,
    BATCHES.map((b) => b[0]),
  );
  const [supplier] = await tx
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(eq(suppliers.businessId, businessId))
    .orderBy(asc(suppliers.id))
    .limit(1);
  if (ids.size === 0 || !supplier) return;
  await tx
    .update(products)
    .set({ tracksBatches: true })
    .where(and(eq(products.businessId, businessId), inArray(products.id, [...ids.values()])));
  const db = tx as unknown as Database; // the services open a savepoint inside the seeding transaction
  const actor = { businessId, userId };
  const lines = BATCHES.filter((b) => ids.has(b[0]));
  const prices = await tx
    .select({ id: products.id, cents: products.buyingPriceCents })
    .from(products)
    .where(and(eq(products.businessId, businessId), inArray(products.id, [...ids.values()])));
  const priceOf = (id: number) => (prices.find((p) => p.id === id)?.cents ?? 0) / 100;
  const order = await createPurchaseOrder(db, actor, {
    supplierId: supplier.id,
    expectedDeliveryDate: isoDate(new Date(now.getTime() - 2 * DAY)),
    status: 'approved',
    notes: 'Dairy: weekly delivery',
    items: lines.map(([name, , quantity]) => ({ productId: ids.get(name)!, quantity, unitPrice: priceOf(ids.get(name)!) })),
  });
  await createGrn(db, actor, {
    purchaseOrderId: order.id,
    receivedDate: isoDate(new Date(now.getTime() - 2 * DAY)),
    notes: 'Batches and dates read off the cartons',
    rejectionReason: null,
    supplierInvoiceNumber: null,
    items: lines.map(([name, batchNumber, quantity, days], i) => ({
      productId: ids.get(name)!,
      receivedQuantity: quantity,
      unitPrice: order.items[i].unitPrice,
      condition: 'good' as const,
      batchNumber,
      expiryDate: isoDate(new Date(now.getTime() + days * DAY)),
    })),
  });
}

export const seedDemoStockControl: DemoSeeder = async (tx, { businessId, userId, now }) => {
  await seedAdjustments(tx, businessId, userId);
  await seedStocktakes(tx, businessId, userId);
  await seedBatches(tx, businessId, userId, now);
};

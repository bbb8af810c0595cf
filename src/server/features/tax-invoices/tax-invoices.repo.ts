import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { businesses, taxInvoices } from '#server/db/schema';

export type TaxInvoiceRow = typeof taxInvoices.$inferSelect;
export type NewTaxInvoiceRow = typeof taxInvoices.$inferInsert;

export async function findBySale(db: Executor, businessId: number, saleId: number): Promise<TaxInvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(taxInvoices)
    .where(and(eq(taxInvoices.businessId, businessId), eq(taxInvoices.saleId, saleId)))
    .limit(1);
  return row;
}

/**
 * Serialises the business's tax invoice numbering until the transaction ends. FOR NO KEY UPDATE,
 * not FOR UPDATE: sales and every other insert that references the business take KEY SHARE on
 * its row, which this does not block.
 */
export async function lockBusinessForSerial(db: Executor, businessId: number): Promise<void> {
  await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, businessId)).for('no key update');
}

/** The next serial number: one above the highest issued (the unique index makes it one probe). */
export async function nextSerial(db: Executor, businessId: number): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${taxInvoices.serialNumber}), 0)::int + 1` })
    .from(taxInvoices)
    .where(eq(taxInvoices.businessId, businessId));
  return Number(row?.next ?? 1);
}

export async function insertTaxInvoice(db: Executor, values: NewTaxInvoiceRow): Promise<TaxInvoiceRow> {
  const [row] = await db.insert(taxInvoices).values(values).returning();
  return row;
}

/** One more print, atomically (two prints at once get 1 and 2); undefined when none was issued. */
export async function countPrint(db: Executor, businessId: number, saleId: number): Promise<TaxInvoiceRow | undefined> {
  const [row] = await db
    .update(taxInvoices)
    .set({ printCount: sql`${taxInvoices.printCount} + 1` })
    .where(and(eq(taxInvoices.businessId, businessId), eq(taxInvoices.saleId, saleId)))
    .returning();
  return row;
}

/** The business record's own contact details: the supplier's, where settings leave them blank. */
export async function businessContact(db: Executor, businessId: number) {
  const [row] = await db
    .select({ name: businesses.name, address: businesses.address, phone: businesses.phone })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .limit(1);
  return row;
}

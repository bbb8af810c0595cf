/**
 * The returns' SQL (decision 0014). Every query is scoped by the session's business id.
 * Lock order for a return or void (reversal.ts lockParticipants), the order a sale and a debtor payment
 * take theirs: the products (id order), the customer, the debtor, then the sale row FOR UPDATE (two
 * returns of one sale queue there), the drawer's shift FOR SHARE and last the credit note counter.
 */
import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { listRowsOf, updateBusinessRow } from '#server/db/business-rows';
import type { Executor } from '#server/db/client';
import { creditNoteCounters, saleItems, saleRefunds, saleReturnItems, saleReturns, sales, shifts, taxInvoices } from '#server/db/schema';
import { formatTaxInvoiceSerial } from '#shared/contracts/tax-invoice-paths';

/** The sale and its lines as stored (the sales feature's rows; read here only to return them). */
export type SaleRow = typeof sales.$inferSelect;
export type SaleItemRow = typeof saleItems.$inferSelect;
export type ReturnRow = typeof saleReturns.$inferSelect;
export type ReturnItemRow = typeof saleReturnItems.$inferSelect;
export type RefundRow = typeof saleRefunds.$inferSelect;
export type NewReturn = typeof saleReturns.$inferInsert;
export type NewReturnItem = Omit<typeof saleReturnItems.$inferInsert, 'returnId' | 'businessId' | 'saleId' | 'returnDate'>;
export type NewRefund = Omit<typeof saleRefunds.$inferInsert, 'returnId' | 'businessId' | 'saleId' | 'returnDate'>;

/** A sale line with how much of it came back already (thousandths). */
export type ReturnableItem = SaleItemRow & { returnedQuantity: number };

const rowsOf = <T>(res: unknown): T[] => ((res as { rows?: T[] }).rows ?? (res as T[])) as T[];

/** The sale, locked for the return (FOR UPDATE): concurrent returns of one sale run one after the other. */
export async function lockSale(db: Executor, businessId: number, saleId: number): Promise<SaleRow | undefined> {
  const [row] = await db
    .select()
    .from(sales)
    .where(and(eq(sales.businessId, businessId), eq(sales.id, saleId)))
    .for('update')
    .limit(1);
  return row;
}

/** The sale's lines and customer, unlocked (neither changes after the sale): what a return locks ahead. */
export async function saleLinesAndCustomer(db: Executor, businessId: number, saleId: number) {
  const [sale] = await db
    .select({ customerId: sales.customerId })
    .from(sales)
    .where(and(eq(sales.businessId, businessId), eq(sales.id, saleId)))
    .limit(1);
  const items = sale
    ? await db
        .select()
        .from(saleItems)
        .where(and(eq(saleItems.businessId, businessId), eq(saleItems.saleId, saleId)))
    : [];
  return { customerId: sale?.customerId ?? null, items };
}

/** The sale's lines in id order, each with the quantity already returned (one query). */
export async function returnableItems(db: Executor, businessId: number, saleId: number): Promise<ReturnableItem[]> {
  const returned = db
    .select({ saleItemId: saleReturnItems.saleItemId, quantity: sql<string>`sum(${saleReturnItems.quantity})`.as('returned_quantity') })
    .from(saleReturnItems)
    .where(and(eq(saleReturnItems.businessId, businessId), eq(saleReturnItems.saleId, saleId)))
    .groupBy(saleReturnItems.saleItemId)
    .as('r');
  const rows = await db
    .select({ item: saleItems, returnedQuantity: returned.quantity })
    .from(saleItems)
    .leftJoin(returned, eq(returned.saleItemId, saleItems.id))
    .where(and(eq(saleItems.businessId, businessId), eq(saleItems.saleId, saleId)))
    .orderBy(asc(saleItems.id));
  return rows.map((r) => ({ ...r.item, returnedQuantity: Number(r.returnedQuantity ?? 0) }));
}

/** Σ the totals of the sale's returns so far (cents): the loyalty share already taken back. */
export async function returnedTotalCents(db: Executor, businessId: number, saleId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${saleReturns.totalCents}), 0)` })
    .from(saleReturns)
    .where(and(eq(saleReturns.businessId, businessId), eq(saleReturns.saleId, saleId)));
  return Number(row?.total ?? 0);
}

/** The user's open shift, FOR SHARE (a close takes it FOR UPDATE: the refund is in the shift before its Z, or in none). */
export async function openShiftOf(db: Executor, businessId: number, userId: string): Promise<number | null> {
  const [row] = rowsOf<{ id: number }>(
    await db.execute(
      sql`select id from ${shifts} where business_id = ${businessId} and user_id = ${userId} and closed_at is null for share`,
    ),
  );
  return row ? Number(row.id) : null;
}

/** A shift, FOR SHARE: whether it is still open (a void happens only in the sale's open shift). */
export async function shiftIsOpen(db: Executor, businessId: number, shiftId: number): Promise<boolean> {
  const [row] = rowsOf<{ open: boolean }>(
    await db.execute(sql`select closed_at is null as open from ${shifts} where business_id = ${businessId} and id = ${shiftId} for share`),
  );
  return row?.open === true;
}

/** The next credit note number of the business (the counter row stays locked until the return commits: serial, no gaps). */
export async function nextCreditNoteNumber(db: Executor, businessId: number): Promise<number> {
  const [row] = await db
    .insert(creditNoteCounters)
    .values({ businessId, lastNumber: 1 })
    .onConflictDoUpdate({ target: creditNoteCounters.businessId, set: { lastNumber: sql`${creditNoteCounters.lastNumber} + 1` } })
    .returning({ lastNumber: creditNoteCounters.lastNumber });
  return row.lastNumber;
}

/** The return, its lines and refunds: three inserts. */
export async function insertReturn(
  db: Executor,
  r: NewReturn & { returnDate: Date },
  items: readonly NewReturnItem[],
  refunds: readonly NewRefund[],
): Promise<{ row: ReturnRow; items: ReturnItemRow[]; refunds: RefundRow[] }> {
  const [row] = await db.insert(saleReturns).values(r).returning();
  const common = { businessId: r.businessId, returnId: row.id, saleId: r.saleId, returnDate: r.returnDate };
  const itemRows = await db
    .insert(saleReturnItems)
    .values(items.map((i) => ({ ...i, ...common })))
    .returning();
  const refundRows = refunds.length
    ? await db
        .insert(saleRefunds)
        .values(refunds.map((f) => ({ ...f, ...common })))
        .returning()
    : [];
  return { row, items: itemRows, refunds: refundRows };
}

/** The loyalty a return took back (known once the return's row exists: the points' entry names it). */
export async function setReturnPoints(
  db: Executor,
  businessId: number,
  returnId: number,
  p: { pointsReversed: number; pointsShortfall: number; pointsRestored: number },
): Promise<ReturnRow> {
  return (await updateBusinessRow(db, saleReturns, businessId, returnId, p)) as ReturnRow;
}

export async function setSaleStatus(
  db: Executor,
  businessId: number,
  saleId: number,
  values: Pick<Partial<SaleRow>, 'status' | 'voidedAt' | 'voidedBy' | 'voidReason'>,
): Promise<void> {
  await db
    .update(sales)
    .set(values)
    .where(and(eq(sales.businessId, businessId), eq(sales.id, saleId)));
}

/** The sale an invoice number names (the receipt's barcode; any case). */
export async function findSaleIdByInvoice(db: Executor, businessId: number, invoiceNumber: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: sales.id })
    .from(sales)
    .where(and(eq(sales.businessId, businessId), sql`upper(${sales.invoiceNumber}) = upper(${invoiceNumber})`))
    .limit(1);
  return row?.id;
}

/** The sale's tax invoice as a credit note names it: its serial as printed and its purchaser. */
export type AdjustedTaxInvoice = { serialNumber: string; buyerName: string; buyerAddress: string; buyerTin: string };

/** What a return is read with: its row, the sale's invoice number and pricing, and its tax invoice if one was issued. */
export type ReturnWithSale = ReturnRow & {
  invoiceNumber: string;
  vatRegistered: boolean;
  pricesIncludeVat: boolean;
  taxInvoice?: AdjustedTaxInvoice | null;
};

const taxInvoiceColumns = {
  serialText: taxInvoices.serialText,
  serialNumber: taxInvoices.serialNumber,
  buyerName: taxInvoices.buyerName,
  buyerAddress: taxInvoices.buyerAddress,
  buyerTin: taxInvoices.buyerTin,
};
type TaxInvoiceColumns = { [K in keyof typeof taxInvoiceColumns]: (typeof taxInvoiceColumns)[K]['_']['data'] | null };

const adjusted = (t: TaxInvoiceColumns): AdjustedTaxInvoice | null =>
  t.serialNumber === null
    ? null
    : {
        serialNumber: t.serialText ?? formatTaxInvoiceSerial(t.serialNumber),
        buyerName: t.buyerName ?? '',
        buyerAddress: t.buyerAddress ?? '',
        buyerTin: t.buyerTin ?? '',
      };

const withSale = {
  ret: saleReturns,
  invoiceNumber: sales.invoiceNumber,
  vatRegistered: sales.vatRegistered,
  pricesIncludeVat: sales.pricesIncludeVat,
  ...taxInvoiceColumns,
};
const taxInvoiceOn = and(eq(taxInvoices.businessId, sales.businessId), eq(taxInvoices.saleId, sales.id));

type JoinedRow = { ret: ReturnRow; invoiceNumber: string; vatRegistered: boolean; pricesIncludeVat: boolean } & TaxInvoiceColumns;
const flatten = (r: JoinedRow): ReturnWithSale => ({
  ...r.ret,
  invoiceNumber: r.invoiceNumber,
  vatRegistered: r.vatRegistered,
  pricesIncludeVat: r.pricesIncludeVat,
  taxInvoice: adjusted(r),
});

/** The tax invoice issued for a sale, as its credit notes name it; null when none was. */
export async function taxInvoiceOfSale(db: Executor, businessId: number, saleId: number): Promise<AdjustedTaxInvoice | null> {
  const [row] = await db
    .select(taxInvoiceColumns)
    .from(taxInvoices)
    .where(and(eq(taxInvoices.businessId, businessId), eq(taxInvoices.saleId, saleId)))
    .limit(1);
  return row ? adjusted(row) : null;
}

export interface ReturnFilter {
  from?: Date;
  to?: Date;
  kind?: 'return' | 'void';
  /** Only returns with lines put back on the shelf (true) or not (false: the write-off list). */
  restock?: boolean;
}

function filterOf(businessId: number, f: ReturnFilter): SQL | undefined {
  return and(
    eq(saleReturns.businessId, businessId),
    f.from ? gte(saleReturns.returnDate, f.from) : undefined,
    f.to ? lt(saleReturns.returnDate, f.to) : undefined,
    f.kind ? eq(saleReturns.kind, f.kind) : undefined,
    f.restock === undefined
      ? undefined
      : sql`exists (select 1 from ${saleReturnItems} i where i.business_id = ${saleReturns.businessId}
          and i.return_id = ${saleReturns.id} and i.restock = ${f.restock})`,
  );
}

/** A page of returns, newest first, and how many match. */
export async function listReturns(
  db: Executor,
  businessId: number,
  f: ReturnFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: ReturnWithSale[]; total: number }> {
  const where = filterOf(businessId, f);
  const rows = await db
    .select(withSale)
    .from(saleReturns)
    .innerJoin(sales, and(eq(sales.businessId, saleReturns.businessId), eq(sales.id, saleReturns.saleId)))
    .leftJoin(taxInvoices, taxInvoiceOn)
    .where(where)
    .orderBy(desc(saleReturns.returnDate), desc(saleReturns.id))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await db
    .select({ n: sql<string>`count(*)` })
    .from(saleReturns)
    .where(where);
  return { rows: rows.map(flatten), total: Number(count?.n ?? 0) };
}

export async function findReturn(db: Executor, businessId: number, returnId: number): Promise<ReturnWithSale | undefined> {
  const [row] = await db
    .select(withSale)
    .from(saleReturns)
    .innerJoin(sales, and(eq(sales.businessId, saleReturns.businessId), eq(sales.id, saleReturns.saleId)))
    .leftJoin(taxInvoices, taxInvoiceOn)
    .where(and(eq(saleReturns.businessId, businessId), eq(saleReturns.id, returnId)))
    .limit(1);
  return row && flatten(row);
}

/** The lines and refunds of some returns (two queries for any number of returns). */
export async function linesAndRefundsOf(
  db: Executor,
  businessId: number,
  returnIds: readonly number[],
): Promise<{ items: ReturnItemRow[]; refunds: RefundRow[] }> {
  if (returnIds.length === 0) return { items: [], refunds: [] };
  const items = await listRowsOf(db, saleReturnItems, saleReturnItems.returnId, businessId, returnIds);
  const refunds = await listRowsOf(db, saleRefunds, saleRefunds.returnId, businessId, returnIds);
  return { items, refunds };
}

/** A sale's returns and void, oldest first (what a read of the sale lists). */
export async function returnsOfSale(db: Executor, businessId: number, saleId: number) {
  return db
    .select({
      id: saleReturns.id,
      kind: saleReturns.kind,
      creditNoteNumber: saleReturns.creditNoteNumber,
      totalCents: saleReturns.totalCents,
      createdAt: saleReturns.createdAt,
    })
    .from(saleReturns)
    .where(and(eq(saleReturns.businessId, businessId), eq(saleReturns.saleId, saleId)))
    .orderBy(asc(saleReturns.id));
}

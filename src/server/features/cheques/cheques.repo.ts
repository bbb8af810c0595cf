/**
 * Cheques received: the list (the business's, by the date written on them), the totals per status,
 * and the locked row a status change works on. Reads the sales and customers tables (owned by their
 * features) only for the invoice number and who wrote the cheque.
 */
import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { cheques, customers, sales } from '#server/db/schema';
import type { ChequeStatus } from '#shared/domain/cheque-status';

export type ChequeRow = typeof cheques.$inferSelect;
export type ChequeListRow = ChequeRow & { invoiceNumber: string | null; customerName: string | null };

export interface ChequeFilter {
  id?: number;
  status?: ChequeStatus;
  from?: string;
  to?: string;
}

const dateWhere = (businessId: number, f: ChequeFilter): SQL[] => [
  eq(cheques.businessId, businessId),
  ...(f.from ? [gte(cheques.chequeDate, f.from)] : []),
  ...(f.to ? [lte(cheques.chequeDate, f.to)] : []),
];

const customerFullName = sql<string | null>`nullif(trim(concat_ws(' ', ${customers.firstName}, ${customers.lastName})), '')`;

/** Newest cheque date first (then newest received); at most `limit` rows. */
export async function listCheques(db: Executor, businessId: number, f: ChequeFilter, limit: number): Promise<ChequeListRow[]> {
  const rows = await db
    .select({
      cheque: cheques,
      invoiceNumber: sales.invoiceNumber,
      customerName: sql<
        string | null
      >`coalesce(${cheques.drawerName}, ${sales.customerName}, ${customerFullName}, ${sales.debtorInfo}->>'name')`,
    })
    .from(cheques)
    .leftJoin(sales, and(eq(sales.businessId, cheques.businessId), eq(sales.id, cheques.saleId)))
    .leftJoin(customers, and(eq(customers.businessId, cheques.businessId), eq(customers.id, cheques.customerId)))
    .where(and(...dateWhere(businessId, f), f.status ? eq(cheques.status, f.status) : undefined, f.id ? eq(cheques.id, f.id) : undefined))
    .orderBy(desc(cheques.chequeDate), desc(cheques.receivedAt), desc(cheques.id))
    .limit(limit);
  return rows.map((r) => ({ ...r.cheque, invoiceNumber: r.invoiceNumber, customerName: r.customerName }));
}

/** Count and Σ amount per status over the date filter (cents). */
export async function totalsByStatus(db: Executor, businessId: number, f: ChequeFilter) {
  return db
    .select({
      status: cheques.status,
      count: sql<number>`count(*)`.mapWith(Number),
      amountCents: sql<number>`coalesce(sum(${cheques.amountCents}), 0)`.mapWith(Number),
    })
    .from(cheques)
    .where(and(...dateWhere(businessId, f)))
    .groupBy(cheques.status);
}

/** SELECT … FOR UPDATE: two changes of one cheque run one after the other. */
export async function lockCheque(db: Executor, businessId: number, id: number): Promise<ChequeRow | undefined> {
  const rows = await db
    .select()
    .from(cheques)
    .where(and(eq(cheques.businessId, businessId), eq(cheques.id, id)))
    .for('update')
    .limit(1);
  return rows[0];
}

export async function setStatus(db: Executor, businessId: number, id: number, status: ChequeStatus, userId: string, at: Date) {
  await db
    .update(cheques)
    .set({ status, statusChangedAt: at, statusChangedBy: userId })
    .where(and(eq(cheques.businessId, businessId), eq(cheques.id, id)));
}

export async function getListed(db: Executor, businessId: number, id: number): Promise<ChequeListRow | undefined> {
  return (await listCheques(db, businessId, { id }, 1))[0];
}

/** Who owes a bounced cheque: the sale's debtor details, its customer (name, phone, e-mail, address). */
export async function debtorSourceOf(db: Executor, businessId: number, cheque: ChequeRow) {
  const customerId = cheque.customerId;
  const [sale] = cheque.saleId
    ? await db
        .select({
          invoiceNumber: sales.invoiceNumber,
          debtorInfo: sales.debtorInfo,
          customerId: sales.customerId,
          customerName: sales.customerName,
        })
        .from(sales)
        .where(and(eq(sales.businessId, businessId), eq(sales.id, cheque.saleId)))
        .limit(1)
    : [];
  const id = customerId ?? sale?.customerId ?? null;
  const [customer] = id
    ? await db
        .select({ name: customerFullName, phone: customers.phone, email: customers.email, address: customers.address })
        .from(customers)
        .where(and(eq(customers.businessId, businessId), eq(customers.id, id)))
        .limit(1)
    : [];
  return { sale, customer };
}

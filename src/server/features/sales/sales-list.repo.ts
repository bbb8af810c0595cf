import { and, asc, desc, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import type { SaleStatus } from '#shared/contracts/returns-paths';
import type { SalePaymentMethod } from '#shared/domain/payments';
import { businessUsers, saleItems, salePayments, sales, users } from '#server/db/schema';

export interface SalesListFilter {
  businessId: number;
  invoice?: string;
  customer?: string;
  cashierId?: string;
  /** A method finds the sales paid by it alone and the split sales with a payment by it. */
  paymentMethod?: SalePaymentMethod;
  status?: SaleStatus;
  /** Instants: sale_date >= from and < until. */
  from?: Date;
  until?: Date;
  /** Keyset: sales strictly older than (sale date in epoch microseconds, id). */
  after?: { micros: string; id: number };
  limit: number;
}

const JOINERS = '\u200c\u200d';
const withoutJoiners = (text: string) => text.normalize('NFC').replace(/[\u200b-\u200d\ufeff]/g, '');

/** A text searched for as written: LIKE's own wildcards escaped. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of a business's sales, newest first. Every filter is ANDed with business_id, so the
 * indexes that lead with it serve it (sales_business_date_idx; by cashier or customer, 0017's).
 */
export async function listSales(db: Executor, f: SalesListFilter) {
  const where: SQL[] = [eq(sales.businessId, f.businessId)];
  if (f.invoice) where.push(ilike(sales.invoiceNumber, contains(f.invoice)));
  // Names are stored NFC with their joiners (normalizeName); ශ්‍රී typed with or without its ZWJ
  // is the same name, so both sides drop the joiners (ILIKE ignores Latin case).
  if (f.customer) where.push(sql`translate(${sales.customerName}, ${JOINERS}, '') ilike ${contains(withoutJoiners(f.customer))}`);
  if (f.cashierId) where.push(eq(sales.cashierId, f.cashierId));
  if (f.paymentMethod === 'split') where.push(eq(sales.paymentMethod, 'split'));
  else if (f.paymentMethod)
    where.push(
      sql`(${sales.paymentMethod} = ${f.paymentMethod} or (${sales.paymentMethod} = 'split' and exists (select 1 from ${salePayments} sp
        where sp.business_id = ${sales.businessId} and sp.sale_id = ${sales.id} and sp.method = ${f.paymentMethod})))`,
    );
  if (f.status) where.push(eq(sales.status, f.status));
  if (f.from) where.push(gte(sales.saleDate, f.from));
  if (f.until) where.push(lt(sales.saleDate, f.until));
  if (f.after) {
    // Microseconds as an exact interval: the cursor never skips or repeats a sale.
    const at = sql`('epoch'::timestamptz + (${f.after.micros} || ' microseconds')::interval)`;
    where.push(sql`(${sales.saleDate}, ${sales.id}) < (${at}, ${f.after.id})`);
  }
  return db
    .select({
      id: sales.id,
      invoiceNumber: sales.invoiceNumber,
      saleDate: sales.saleDate,
      micros: sql<string>`(extract(epoch from ${sales.saleDate}) * 1000000)::bigint::text`,
      totalCents: sales.totalCents,
      paymentMethod: sales.paymentMethod,
      paymentStatus: sales.paymentStatus,
      status: sales.status,
      customerName: sales.customerName,
      cashierId: sales.cashierId,
      cashierFirstName: users.firstName,
      cashierLastName: users.lastName,
      cashierEmail: users.email,
      itemCount: sql<number>`(select count(*)::int from ${saleItems} where ${saleItems.businessId} = ${sales.businessId} and ${saleItems.saleId} = ${sales.id})`,
    })
    .from(sales)
    .leftJoin(users, eq(users.id, sales.cashierId))
    .where(and(...where))
    .orderBy(desc(sales.saleDate), desc(sales.id))
    .limit(f.limit + 1);
}

/** The business's members, for the cashier filter. */
export async function listMembers(db: Executor, businessId: number) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(businessUsers)
    .innerJoin(users, eq(users.id, businessUsers.userId))
    .where(eq(businessUsers.businessId, businessId))
    .orderBy(asc(users.firstName), asc(users.email));
}

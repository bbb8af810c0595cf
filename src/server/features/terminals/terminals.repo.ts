/** Terminals and sale exceptions: every query scoped by the business. */
import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { products, saleExceptions, sales, shifts, terminals, users } from '#server/db/schema';

export type TerminalRow = typeof terminals.$inferSelect;

export async function listTerminals(db: Executor, businessId: number): Promise<TerminalRow[]> {
  return db.select().from(terminals).where(eq(terminals.businessId, businessId)).orderBy(asc(terminals.code));
}

export async function insertTerminal(
  db: Executor,
  values: { businessId: number; code: string; name: string } & Partial<
    Pick<TerminalRow, 'deviceId' | 'registeredAt' | 'registeredBy' | 'lastSeenAt'>
  >,
): Promise<TerminalRow> {
  const [row] = await db.insert(terminals).values(values).returning();
  return row;
}

/**
 * Serialises the browsers that make themselves tills in one business until the transaction ends:
 * two at once read the codes one after the other, so they never pick the same one.
 */
export async function lockTerminalCodes(db: Executor, businessId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('kade.terminal_code'), ${businessId})`);
}

/** The active terminal this device is registered as, if any. */
export async function findActiveByDevice(db: Executor, businessId: number, deviceId: string): Promise<TerminalRow | undefined> {
  const [row] = await db
    .select()
    .from(terminals)
    .where(and(eq(terminals.businessId, businessId), eq(terminals.deviceId, deviceId), eq(terminals.isActive, true)))
    .limit(1);
  return row;
}

/** The terminal, locked for a change (registration, retirement); undefined: not this business's. */
export async function lockTerminal(db: Executor, businessId: number, id: number): Promise<TerminalRow | undefined> {
  const [row] = await db
    .select()
    .from(terminals)
    .where(and(eq(terminals.businessId, businessId), eq(terminals.id, id)))
    .for('update')
    .limit(1);
  return row;
}

export async function updateTerminal(
  db: Executor,
  businessId: number,
  id: number,
  values: Partial<Pick<TerminalRow, 'deviceId' | 'registeredAt' | 'registeredBy' | 'lastSeenAt' | 'isActive'>>,
): Promise<TerminalRow> {
  const [row] = await db
    .update(terminals)
    .set(values)
    .where(and(eq(terminals.businessId, businessId), eq(terminals.id, id)))
    .returning();
  return row;
}

const resolver = sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`;

/** A sale exception with what the owner reads it by: the sale's number and time, the product, the terminal. */
function exceptionSelect(db: Executor) {
  return db
    .select({
      id: saleExceptions.id,
      kind: saleExceptions.kind,
      saleId: saleExceptions.saleId,
      invoiceNumber: sales.invoiceNumber,
      shiftId: saleExceptions.shiftId,
      productId: saleExceptions.productId,
      productName: products.name,
      details: saleExceptions.details,
      soldAt: sales.saleDate,
      terminalCode: terminals.code,
      createdAt: saleExceptions.createdAt,
      resolvedAt: saleExceptions.resolvedAt,
      resolvedBy: sql<string | null>`coalesce(${resolver}, ${users.email})`,
      resolutionNote: saleExceptions.resolutionNote,
    })
    .from(saleExceptions)
    .leftJoin(sales, and(eq(sales.businessId, saleExceptions.businessId), eq(sales.id, saleExceptions.saleId)))
    .leftJoin(products, and(eq(products.businessId, saleExceptions.businessId), eq(products.id, saleExceptions.productId)))
    .leftJoin(shifts, and(eq(shifts.businessId, saleExceptions.businessId), eq(shifts.id, saleExceptions.shiftId)))
    .leftJoin(
      terminals,
      and(eq(terminals.businessId, saleExceptions.businessId), eq(terminals.id, sql`coalesce(${sales.terminalId}, ${shifts.terminalId})`)),
    )
    .leftJoin(users, eq(users.id, saleExceptions.resolvedBy));
}

export type SaleExceptionRow = Awaited<ReturnType<typeof findSaleException>> & object;

const statusFilter = (status: 'open' | 'resolved' | 'all'): SQL | undefined =>
  status === 'open' ? isNull(saleExceptions.resolvedAt) : status === 'resolved' ? isNotNull(saleExceptions.resolvedAt) : undefined;

export async function listSaleExceptions(db: Executor, businessId: number, status: 'open' | 'resolved' | 'all', limit: number) {
  return exceptionSelect(db)
    .where(and(eq(saleExceptions.businessId, businessId), statusFilter(status)))
    .orderBy(desc(saleExceptions.createdAt), desc(saleExceptions.id))
    .limit(limit);
}

export async function countOpenExceptions(db: Executor, businessId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(saleExceptions)
    .where(and(eq(saleExceptions.businessId, businessId), isNull(saleExceptions.resolvedAt)));
  return Number(row?.n ?? 0);
}

export async function findSaleException(db: Executor, businessId: number, id: number) {
  const [row] = await exceptionSelect(db)
    .where(and(eq(saleExceptions.businessId, businessId), eq(saleExceptions.id, id)))
    .limit(1);
  return row;
}

/** Resolves an open exception; false: none open with this id (resolved already, or not this business's). */
export async function resolveSaleException(
  db: Executor,
  businessId: number,
  id: number,
  values: { resolvedBy: string; resolutionNote: string | null },
): Promise<boolean> {
  const rows = await db
    .update(saleExceptions)
    .set({ ...values, resolvedAt: sql`now()` })
    .where(and(eq(saleExceptions.businessId, businessId), eq(saleExceptions.id, id), isNull(saleExceptions.resolvedAt)))
    .returning({ id: saleExceptions.id });
  return rows.length > 0;
}

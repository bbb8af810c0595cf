/**
 * Terminals (docs/decisions/0016-offline-till.md): the owner names the tills; a till's browser registers as one and
 * numbers its own invoice series. Sale exceptions (§2): what the server decided differently about
 * a sale made offline, listed for the owner and resolved with a note.
 */
import type { CreateTerminalInput, SaleException, SaleExceptionList, Terminal, TerminalRegistration } from '#shared/contracts/terminals';

import type { Executor } from '#server/db/client';
import { AppError, isUniqueViolation } from '#server/lib/app-error';
import { writeAudit } from '#server/kernel/audit';
import { getBusinessSettings } from '#server/kernel/business-settings';
import * as repo from './terminals.repo';
import type { TerminalRow } from './terminals.repo';

/** The dashboard lists at most this many exceptions (newest first); `openCount` counts them all. */
export const SALE_EXCEPTIONS_LIMIT = 200;

type Actor = { businessId: number; userId: string };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toTerminal(row: TerminalRow): Terminal {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    lastNumber: row.lastNumber,
    registered: row.deviceId != null,
    registeredAt: iso(row.registeredAt),
    lastSeenAt: iso(row.lastSeenAt),
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listTerminals(db: Executor, businessId: number): Promise<{ terminals: Terminal[] }> {
  return { terminals: (await repo.listTerminals(db, businessId)).map(toTerminal) };
}

/** A new terminal; its code is the business's for good (a retired one keeps it): taken → 409. */
export async function createTerminal(db: Executor, actor: Actor, input: CreateTerminalInput): Promise<Terminal> {
  let row: TerminalRow;
  try {
    // A savepoint: the unique violation must not abort the request's transaction before the 409.
    row = await db.transaction((tx) => repo.insertTerminal(tx, { businessId: actor.businessId, code: input.code, name: input.name }));
  } catch (err) {
    if (isUniqueViolation(err, 'terminals_business_code_key')) throw new AppError('TERMINAL_CODE_TAKEN');
    throw err;
  }
  const terminal = toTerminal(row);
  await audit(db, actor, 'terminal.create', row.id, terminal);
  return terminal;
}

/** Retires the terminal: no device sells as it any more, and its series is closed (the code stays taken). */
export async function retireTerminal(db: Executor, actor: Actor, terminalId: number): Promise<Terminal> {
  const found = await repo.lockTerminal(db, actor.businessId, terminalId);
  if (!found) throw new AppError('TERMINAL_NOT_FOUND');
  if (!found.isActive) return toTerminal(found);
  const terminal = toTerminal(await repo.updateTerminal(db, actor.businessId, terminalId, { isActive: false, deviceId: null }));
  await audit(db, actor, 'terminal.retire', terminalId, terminal);
  return terminal;
}

/**
 * This browser becomes the terminal (another browser registered as it can no longer sell as it).
 * The answer carries what the device numbers and sells by: its last number, the invoice prefix,
 * the offline limit. A retired terminal: 409 TERMINAL_RETIRED.
 */
export async function registerTerminal(db: Executor, actor: Actor, terminalId: number, deviceId: string): Promise<TerminalRegistration> {
  const found = await repo.lockTerminal(db, actor.businessId, terminalId);
  if (!found) throw new AppError('TERMINAL_NOT_FOUND');
  if (!found.isActive) throw new AppError('TERMINAL_RETIRED');
  const now = new Date();
  const row = await repo.updateTerminal(db, actor.businessId, terminalId, {
    deviceId,
    registeredAt: now,
    registeredBy: actor.userId,
    lastSeenAt: now,
  });
  const settings = await getBusinessSettings(db, actor.businessId);
  await audit(db, actor, 'terminal.register', terminalId, { deviceId, previousDeviceId: found.deviceId });
  return { ...toTerminal(row), deviceId, invoicePrefix: settings.invoicePrefix, offlineLimitHours: settings.offlineLimitHours };
}

type ExceptionRow = NonNullable<Awaited<ReturnType<typeof repo.findSaleException>>>;

function toSaleException(row: ExceptionRow): SaleException {
  return {
    id: row.id,
    kind: row.kind,
    saleId: row.saleId,
    invoiceNumber: row.invoiceNumber,
    shiftId: row.shiftId,
    productId: row.productId,
    productName: row.productName,
    details: row.details ?? {},
    soldAt: iso(row.soldAt),
    terminalCode: row.terminalCode,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: iso(row.resolvedAt),
    resolvedBy: row.resolvedAt ? row.resolvedBy : null,
    resolutionNote: row.resolutionNote,
  };
}

export async function listSaleExceptions(
  db: Executor,
  businessId: number,
  status: 'open' | 'resolved' | 'all',
): Promise<SaleExceptionList> {
  const rows = await repo.listSaleExceptions(db, businessId, status, SALE_EXCEPTIONS_LIMIT);
  const openCount = await repo.countOpenExceptions(db, businessId);
  return { exceptions: rows.map(toSaleException), openCount };
}

/** The owner has seen to it: resolved with an optional note. Resolved already: 409; not this business's: 404. */
export async function resolveSaleException(db: Executor, actor: Actor, exceptionId: number, note: string | null): Promise<SaleException> {
  const resolved = await repo.resolveSaleException(db, actor.businessId, exceptionId, { resolvedBy: actor.userId, resolutionNote: note });
  const row = await repo.findSaleException(db, actor.businessId, exceptionId);
  if (!row) throw new AppError('SALE_EXCEPTION_NOT_FOUND');
  if (!resolved) throw new AppError('SALE_EXCEPTION_RESOLVED');
  await audit(db, actor, 'sale_exception.resolve', exceptionId, { kind: row.kind, saleId: row.saleId, note }, 'sale_exception');
  return toSaleException(row);
}

function audit(db: Executor, actor: Actor, action: string, entityId: number, after: unknown, entityType = 'terminal') {
  return writeAudit(db, { businessId: actor.businessId, userId: actor.userId, action, entityType, entityId, after });
}

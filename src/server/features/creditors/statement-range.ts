import type { StatementQuery } from '#shared/contracts/statements';
import type { Executor } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import { shopToday } from './creditors.service';

export const STATEMENT_RANGE_MESSAGE = 'The statement must start on or before its last day';

/** A statement's days: as asked, else the month to date (the shop's calendar); from after to → 400. */
export async function statementRange(db: Executor, businessId: number, q: StatementQuery): Promise<{ from: string; to: string }> {
  const to = q.to ?? (await shopToday(db, businessId));
  const from = q.from ?? `${to.slice(0, 8)}01`;
  if (from > to) throw new AppError('STATEMENT_RANGE_INVALID', { field: 'from' });
  return { from, to };
}

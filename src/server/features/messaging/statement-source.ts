/**
 * The statement behind a statement link: the debtors' (statements feature) or the suppliers'
 * (creditors feature) — one contract, src/shared/contracts/statements.ts.
 */
import type { Statement } from '#shared/contracts/statements';
import type { Executor } from '#server/db/client';
import { supplierStatement } from '#server/features/creditors';
import { debtorStatement } from '#server/features/statements';

export type StatementParty = { kind: 'debtor' | 'supplier'; id: number };

export async function loadStatement(
  db: Executor,
  businessId: number,
  party: StatementParty,
  range: { from: string; to: string },
): Promise<Statement> {
  if (party.kind === 'supplier') return supplierStatement(db, businessId, party.id, range);
  return debtorStatement(db, businessId, party.id, range);
}

import { useQuery } from '@tanstack/react-query';
import { CREDITOR_PATHS } from '#shared/contracts/creditor-paths';
import { STATEMENT_PATHS } from '#shared/contracts/statement-paths';
import type { Statement, StatementParty } from '#shared/contracts/statements';
import { api, ApiError } from '#client/lib/api';

export type StatementTarget = { kind: StatementParty; id: number };
export type StatementRange = { from: string; to: string };

/** Where a party's statement is: its JSON, its A4 PDF and its short text. */
export function statementUrls(businessId: number, party: StatementTarget, range: StatementRange & { lang?: string }) {
  if (party.kind === 'debtor')
    return {
      json: STATEMENT_PATHS.debtor(businessId, party.id, { from: range.from, to: range.to }),
      pdf: STATEMENT_PATHS.debtorPdf(businessId, party.id, range),
      text: STATEMENT_PATHS.debtorText(businessId, party.id, range),
    };
  const q = new URLSearchParams({ from: range.from, to: range.to });
  return {
    json: `${CREDITOR_PATHS.statement(businessId, party.id)}?${q.toString()}`,
    pdf: STATEMENT_PATHS.supplierPdf(businessId, party.id, range),
    text: STATEMENT_PATHS.supplierText(businessId, party.id, range),
  };
}

// Under the party's feature key: a payment or an edit there (which invalidates it) refreshes it too.
export function useStatement(businessId: number, party: StatementTarget, range: StatementRange, enabled: boolean) {
  return useQuery({
    queryKey: [party.kind === 'debtor' ? 'debtors' : 'creditors', businessId, 'statement', party.id, range.from, range.to] as const,
    queryFn: () => api.get<Statement>(statementUrls(businessId, party, range).json),
    enabled: enabled && range.from !== '' && range.to !== '' && range.from <= range.to,
  });
}

/** The statement's short text (what a WhatsApp message carries), in `lang`. */
export async function fetchStatementText(url: string): Promise<string> {
  const res = await fetch(url, { credentials: 'include' });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(res.status, body?.message || res.statusText, body);
  }
  return res.text();
}

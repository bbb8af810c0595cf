/**
 * A debtor's statement of account for a range of the shop's days, read straight
 * from the debtor's ledger (debtor_entries): the balance is Σ charges − Σ payments − Σ credits, so
 * - the opening balance is that sum over every entry made before `from`;
 * - each entry made from `from` to `to` is a line — a credit sale or a split sale's credit part
 *   ('sale', its invoice), a manual debt or adjustment ('charge'; a bounced cheque's charge names
 *   the cheque), a payment ('payment'), a return's or a write-down's credit ('credit', the credit
 *   note) — with the balance after it;
 * - the closing balance is the opening plus the lines, i.e. the ledger's balance at the end of `to`.
 * Days are the shop's calendar days (its time zone), like the rest of the credit book.
 *
 * Ageing on `to`: the charges made by `to`, the payments and credits made by `to` settling the
 * oldest first (as the ledger allocates them: allocateSettlements, debtor-ledger.service.ts).
 * Each charge falls due on its entry day + the business's payment terms (Settings). That is how
 * the ledger dates a credit sale's due date (computeDueDate at the sale; a bounced cheque's charge
 * likewise from its day). The debtor's own `due_date` column is not used: it is one date for the
 * whole debtor (the earliest unpaid charge's, or one typed by hand), a summary rather than each
 * document's date, and it moves as the debtor pays — a statement of a past range must not.
 */
import { eq } from 'drizzle-orm';
import type { Statement, StatementLine } from '#shared/contracts/statements';
import { addDays, ageDocuments } from '#shared/domain/ageing';
import { fromCents } from '#shared/domain/money';
import { toZonedDateString } from '#shared/domain/time-zone';
import type { Executor } from '#server/db/client';
import { businesses } from '#server/db/schema';
import { listLedgerEntries, requireDebtor, type LedgerEntryRow } from '#server/features/debtors';
import { getBusinessSettings } from '#server/kernel/business-settings';
import { assertStatementRange, type StatementRange } from './statement-range';

/** A ledger entry with the invoice, credit note or cheque it names. */
type Entry = LedgerEntryRow;

function lineOf(e: Entry): Pick<StatementLine, 'kind' | 'reference'> {
  if (e.kind === 'payment') return { kind: 'payment', reference: '' };
  if (e.kind === 'credit') return { kind: 'credit', reference: e.creditNoteNumber ?? '' };
  if (e.chequeNumber) return { kind: 'charge', reference: e.chequeNumber };
  return e.invoiceNumber ? { kind: 'sale', reference: e.invoiceNumber } : { kind: 'charge', reference: '' };
}

const signed = (e: Entry) => (e.kind === 'charge' ? e.amountCents : -e.amountCents);

export async function debtorStatement(db: Executor, businessId: number, debtorId: number, range: StatementRange): Promise<Statement> {
  assertStatementRange(range); // callers outside the routes (messaging) get the same 400s
  const debtor = await requireDebtor(db, businessId, debtorId, new Date()); // 404 for another business's
  const settings = await getBusinessSettings(db, businessId);
  const [business] = await db
    .select({ name: businesses.name, address: businesses.address, phone: businesses.phone })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  const entries = (await listLedgerEntries(db, businessId, debtorId)).map((e) => ({
    ...e,
    day: toZonedDateString(e.entryDate, settings.timeZone),
  }));

  const openingCents = entries.filter((e) => e.day < range.from).reduce((sum, e) => sum + signed(e), 0);
  let balance = openingCents;
  const lines: StatementLine[] = entries
    .filter((e) => e.day >= range.from && e.day <= range.to)
    .map((e) => {
      balance += signed(e);
      return {
        date: e.day,
        ...lineOf(e),
        debit: e.kind === 'charge' ? fromCents(e.amountCents) : 0,
        credit: e.kind === 'charge' ? 0 : fromCents(e.amountCents),
        balance: fromCents(balance),
      };
    });
  const closingCents = balance;

  const byTo = entries.filter((e) => e.day <= range.to);
  const ageing = ageDocuments(
    byTo
      .filter((e) => e.kind === 'charge')
      .map((e) => ({ date: e.day, dueDate: addDays(e.day, settings.paymentTermsDays), amountCents: e.amountCents })),
    byTo.filter((e) => e.kind !== 'charge').reduce((s, e) => s + e.amountCents, 0),
    range.to,
  );

  return {
    party: { kind: 'debtor', id: debtor.id, name: debtor.name, phone: debtor.phone, email: debtor.email, address: debtor.address },
    business: {
      name: settings.businessName?.trim() || business?.name || '',
      address: settings.address?.trim() || business?.address || null,
      phone: settings.phone?.trim() || business?.phone || null,
    },
    from: range.from,
    to: range.to,
    openingBalance: fromCents(openingCents),
    lines,
    closingBalance: fromCents(closingCents),
    ageing: {
      current: fromCents(ageing.current),
      days1to30: fromCents(ageing.days1to30),
      days31to60: fromCents(ageing.days31to60),
      days61to90: fromCents(ageing.days61to90),
      over90: fromCents(ageing.over90),
      total: fromCents(ageing.total),
    },
    generatedAt: new Date().toISOString(),
  };
}

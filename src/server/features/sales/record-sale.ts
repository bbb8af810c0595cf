/**
 * The till's sale, one use case (DECISIONS.md "Sales, stock, debtors, loyalty"). The sale is the
 * till's hot path (bench goals 1–3, docs/decisions/0005): a walk-in sale is two statements
 * (record-sale.repo.ts); pricing, loyalty and the rows are pure code or the customer's own queries.
 */
import type { Sale, SaleInput } from '../../../shared/contracts/sales';
import { SALE_MESSAGES } from '../../../shared/contracts/sales';
import { computeDueDate } from '../../../shared/domain/debtor-status';
import { fromCents } from '../../../shared/domain/money';
import type { Executor, Tx } from '../../db/client';
import { AppError, conflict } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { addCreditSaleToDebtor, getDebtorBalanceCents } from '../debtors/debtor-credit-sale.service';
import { reopenRollupsForBackDatedSale } from '../rollups/rollups.service';
import { defaultSettingsRow } from '../settings/settings.service';
import * as writes from './record-sale.repo';
import { applySaleLoyalty, customerAndLoyaltyDiscount } from './sale-loyalty';
import { discountedTotals, normaliseSale, priceLines, saleRequestHash, type NormalisedSale } from './sale-pricing';
import { formatInvoiceNumber, saleRows, savedSaleRow, toSale } from './sale-rows';
import * as repo from './sales.repo';
import type { SaleRow } from './sales.repo';

export interface RecordSaleOptions {
  db: Executor;
  actor: { businessId: number; userId: string };
  input: SaleInput;
  idempotencyKey: string;
  /** For internal callers (demo data, imports) only: the public API always sells "now". */
  saleDate?: Date;
  /**
   * `db` is the API request's own transaction, which rolls back whole when the request fails:
   * no savepoint is needed around the sale (two round trips fewer on the till's hot path).
   */
  inRequestTransaction?: boolean;
}

export type RecordSaleResult = { sale: Sale; replayed: boolean };

/** Records a sale in one transaction; the server prices every line from the database. */
export async function recordSale(options: RecordSaleOptions): Promise<RecordSaleResult> {
  const sale = normaliseSale(options.input);
  const write = (tx: Tx) => writeSale(tx, { ...options, sale, requestHash: saleRequestHash(sale) });
  return options.inRequestTransaction ? write(options.db as Tx) : options.db.transaction(write);
}

type SaleWrite = RecordSaleOptions & { sale: NormalisedSale; requestHash: string };

async function writeSale(tx: Tx, w: SaleWrite): Promise<RecordSaleResult> {
  const { actor, sale, idempotencyKey, requestHash } = w;
  const { businessId } = actor;
  // 1–2. Claim the key; then lock the products in id order, take the stock and the next invoice
  //      number (one statement, record-sale.repo.ts). A key already claimed did nothing else.
  const saleDate = w.saleDate ?? new Date();
  const taken = await writes.claimKeyAndTakeStock(tx, { businessId, key: idempotencyKey, requestHash, lines: sale.lines, saleDate });
  if (!taken.claimed) return replaySale(tx, businessId, idempotencyKey, requestHash);
  const settings = taken.settings ?? defaultSettingsRow(businessId);
  // No tax configuration saved: the defaults — not VAT-registered, shelf prices include VAT.
  const mode = taken.pricing ?? { vatRegistered: false, pricesIncludeVat: true };

  // 3. Price every line and check the stock; any throw below rolls all of it back. The loyalty
  //    discounts join the sale's discount, shared over the lines BEFORE VAT (vat-pricing.ts).
  const priced = priceLines(sale.lines, taken.products, settings.allowNegativeStock);
  const { customerName, discountCents } = await customerAndLoyaltyDiscount(tx, { businessId, sale, settings, priced, mode });
  const totals = discountedTotals(priced, mode, sale.discountCents + discountCents);

  // 4. The sale, its lines and the key's record (and, without a customer, the audit entry): one
  //    statement. A back-dated sale (demo data, imports) may land on a day already rolled up.
  if (w.saleDate) await reopenRollupsForBackDatedSale(tx, businessId, w.saleDate);
  const invoiceNumber = formatInvoiceNumber(settings.invoicePrefix, taken.invoiceNumber);
  const { newSale, items, provisional } = saleRows({ actor, sale, customerName, invoiceNumber, totals, mode, saleDate });
  // A walk-in sale writes nothing after this statement: in the request's own transaction its
  // COMMIT travels with it (one round trip less). Only pure code may follow it.
  // (normaliseSale keeps debtorInfo for credit sales only.)
  const { customerId, debtorInfo } = sale;
  const inserted = await writes.insertSaleWithLines(tx, {
    sale: newSale,
    items,
    idempotencyKey,
    auditAfter: customerId == null ? provisional : undefined,
    endsTransaction: w.inRequestTransaction === true && customerId == null && debtorInfo == null,
  });
  let saved = savedSaleRow(newSale, inserted);

  // 5. A credit sale creates or adds to the debtor; 6. the customer's points, totals and tier.
  const credit = debtorInfo ? await addToDebtor(tx, actor, saved, debtorInfo, settings.paymentTermsDays) : undefined;
  if (customerId != null) saved = await applySaleLoyalty(tx, { actor, customerId, redeemPoints: sale.redeemPoints, saved });
  const result: Sale = credit ? { ...toSale(saved, items), credit } : toSale(saved, items);
  // A customer's sale is audited with its points (a walk-in sale's entry was part of the insert).
  if (customerId != null) await writeAudit(tx, { ...actor, action: 'sale.create', entityType: 'sale', entityId: saved.id, after: result });
  return { sale: result, replayed: false };
}

/**
 * The key was claimed before: a concurrent request with the same key waited for ours to commit.
 * The same body gets the recorded sale again; another body under the key: 422.
 */
async function replaySale(tx: Tx, businessId: number, key: string, requestHash: string): Promise<RecordSaleResult> {
  const record = await repo.findIdempotencyRecord(tx, businessId, key);
  if (!record || record.requestHash !== requestHash) throw new AppError('UNPROCESSABLE', 422, SALE_MESSAGES.idempotencyKeyReused);
  const found = record.saleId == null ? undefined : await repo.findSale(tx, businessId, record.saleId);
  if (!found) throw conflict('This sale is still being processed. Please retry.');
  return { sale: toSale(found.sale, found.items), replayed: true };
}

/**
 * A credit sale creates or adds to the debtor (matched by phone), due after the payment terms.
 * Its receipt prints the due date and what the debtor owes after it (one read, credit sales only).
 */
async function addToDebtor(
  tx: Tx,
  actor: { businessId: number; userId: string },
  saved: SaleRow,
  customer: NonNullable<NormalisedSale['debtorInfo']>,
  paymentTermsDays: number,
): Promise<Sale['credit']> {
  const dueDate = computeDueDate(saved.saleDate, paymentTermsDays);
  const { debtorId } = await addCreditSaleToDebtor(tx, {
    ...actor,
    saleId: saved.id,
    invoiceNumber: saved.invoiceNumber,
    amountCents: saved.totalCents,
    saleDate: saved.saleDate,
    dueDate,
    customer,
  });
  return { dueDate: dueDate.toISOString(), balance: fromCents(await getDebtorBalanceCents(tx, actor.businessId, debtorId)) };
}

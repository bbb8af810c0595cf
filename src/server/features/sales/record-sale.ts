/**
 * The till's sale, one use case in one transaction: stock, the debt and loyalty points change
 * with the sale or not at all. The sale is the till's hot path (bench goals 1–3,
 * docs/decisions/0005): a walk-in sale is two statements (record-sale.repo.ts); pricing, loyalty
 * and the rows are pure code or the customer's own queries.
 */
import type { Sale, SaleInput } from '#shared/contracts/sales';

import { computeDueDate } from '#shared/domain/debtor-status';
import { DomainError } from '#shared/domain/errors';
import { fromCents } from '#shared/domain/money';
import { settlePayments, type SettledPayments } from '#shared/domain/payments';
import type { PricedSale } from '#shared/domain/vat-pricing';
import type { Executor, Tx } from '#server/db/client';

import { AppError, isUniqueViolation } from '#server/lib/app-error';
import { writeAudit } from '#server/kernel/audit';
import { addCreditSaleToDebtor, getDebtorBalanceCents, type CreditLimitBreach } from '#server/features/debtors';
import { reopenRollupsForBackDatedSale } from '#server/features/rollups';
import { defaultSettingsRow } from '#server/kernel/business-settings';
import { approveDiscount } from '#server/kernel/manager-approval';
import * as writes from './record-sale.repo';
import { saleStockMoves, takeSaleLinesFromBatches } from './record-sale-batches';
import { applySaleLoyalty, customerAndLoyaltyDiscount } from './sale-loyalty';
import {
  DEFAULT_PRICING_MODE,
  discountedTotals,
  normaliseSale,
  priceLines,
  saleRequestHash,
  type NormalisedPayment,
  type NormalisedSale,
  type PricedLine,
} from './sale-pricing';
import type { NewSaleItem, NewSalePayment, SaleSettings } from './record-sale.repo';
import { creditLimitException, insertSaleExceptions, lineExceptions, type PendingException } from './sale-exceptions';
import { formatInvoiceNumber, saleRows, savedSaleRow, toSale } from './sale-rows';
import { checkSoldAt, terminalInvoice } from './sale-terminal';
import * as repo from './sales.repo';
import type { SaleRow } from './sales.repo';
import { getSale } from './sales.service';

export interface RecordSaleOptions {
  db: Executor;
  /** `cashier`: the seller is a cashier of the business (a discount above its limit needs a manager). */
  actor: { businessId: number; userId: string; cashier?: boolean; ip?: string };
  input: SaleInput;
  idempotencyKey: string;
  /** For internal callers (demo data, imports) only: the public API sells "now", or at a terminal's `soldAt`. */
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
  const { actor, sale, idempotencyKey } = w;
  const { businessId } = actor;
  const offline = sale.offline === true;
  const claimed = await claimSale(tx, w);
  if ('replayed' in claimed) return claimed;
  const { taken, settings, mode, saleDate } = claimed;

  // 3. Price every line and check the stock; any throw below rolls all of it back. Each line's own
  //    discount, then the cart's with the loyalty discounts, all BEFORE VAT (vat-pricing.ts).
  //    A sale made offline keeps its prices and its stock: what differs is an exception.
  const priced = priceLines(sale.lines, taken.products, settings.allowNegativeStock, offline, mode);
  const invoiceNumber = sale.terminal
    ? terminalInvoice(taken.terminal, settings.invoicePrefix, sale.terminal.number)
    : formatInvoiceNumber(settings.invoicePrefix, taken.invoiceNumber);
  const loyalty = await customerAndLoyaltyDiscount(tx, { businessId, sale, settings, priced, mode });
  const { customerName } = loyalty;
  const cart = { discountCents: sale.discountCents + loyalty.discountCents, discountPercentBp: sale.discountPercentBp };
  const totals = discountedTotals(priced, mode, cart);
  // The payments first: a sale refused for them does not spend a manager's PIN attempt.
  const settled = settle(sale, totals.totalCents);
  await checkDiscountLimit(tx, w, totals, loyalty.discountCents, settings.cashierDiscountLimitBp);
  // Batch-tracked lines only (else nothing runs): FEFO from their batches; an expired one needs a PIN.
  const batches = await takeSaleLinesFromBatches(tx, {
    actor,
    approval: w.input.approval,
    offline,
    products: taken.products,
    lines: sale.lines,
  });

  // 4. The sale, its lines and payments and the key's record (and, without a customer, the audit
  //    entry): one statement. A back-dated sale (demo data, imports, a terminal's queue) may land
  //    on a day already rolled up.
  if (w.saleDate || sale.soldAt) await reopenRollupsForBackDatedSale(tx, businessId, saleDate);
  const terminal = { terminalId: sale.terminal?.id ?? null, offline };
  const rows = saleRows({ actor, sale, customerName, invoiceNumber, totals, settled, mode, saleDate, ...terminal });
  const { newSale, items, payments, provisional } = rows;
  // A walk-in sale writes nothing after this statement: in the request's own transaction its
  // COMMIT travels with it (one round trip less). Only pure code may follow it. A sale made
  // offline may write its exceptions after it.
  const onCredit = settled.creditCents > 0;
  const inserted = await insertSale(tx, {
    sale: newSale,
    items,
    payments,
    drawerName: sale.debtorInfo?.name ?? customerName,
    idempotencyKey,
    auditAfter: sale.customerId == null ? provisional : undefined,
    endsTransaction: w.inRequestTransaction === true && sale.customerId == null && !onCredit && !offline,
    ...(batches ? { stockMoves: saleStockMoves(items, batches) } : {}),
  });
  const exceptions = offline ? lineExceptions(priced, settings.allowNegativeStock, mode) : [];
  return finishSale(tx, w, { saved: savedSaleRow(newSale, inserted), items, payments, settled, settings, exceptions });
}

/**
 * 1–2. Claim the key; then lock the products in id order, take the stock and the next invoice
 * number — the business's, or the terminal's own (one statement, record-sale.repo.ts). A key
 * already claimed did nothing else: the recorded sale is answered again. A terminal's `soldAt` is
 * checked against the business's offline limit (the settings come with the same statement).
 */
async function claimSale(tx: Tx, w: SaleWrite) {
  const { sale, actor, idempotencyKey: key, requestHash } = w;
  const saleDate = sale.soldAt ? new Date(sale.soldAt) : (w.saleDate ?? new Date());
  const taken = await writes.claimKeyAndTakeStock(tx, {
    businessId: actor.businessId,
    key,
    requestHash,
    lines: sale.lines,
    saleDate,
    offline: sale.offline === true,
    terminal: sale.terminal,
  });
  if (!taken.claimed) return replaySale(tx, actor.businessId, key, requestHash);
  const settings = taken.settings ?? defaultSettingsRow(actor.businessId);
  if (sale.soldAt) checkSoldAt(saleDate, settings.offlineLimitHours);
  // No tax configuration saved: the defaults — not VAT-registered, shelf prices include VAT.
  const mode = taken.pricing ?? DEFAULT_PRICING_MODE;
  return { taken, settings, mode, saleDate };
}

/**
 * After the sale's insert: 5. a credit part creates or adds to the debtor; 6. the customer's
 * points, totals and tier; 7. what the server decided differently about a sale made offline
 * (docs/decisions/0016-offline-till.md); a customer's sale is audited with its points (a walk-in sale's entry was
 * part of the insert).
 */
async function finishSale(
  tx: Tx,
  w: SaleWrite,
  s: {
    saved: SaleRow;
    items: NewSaleItem[];
    payments: NewSalePayment[];
    settled: SettledPayments<NormalisedPayment>;
    settings: SaleSettings;
    exceptions: PendingException[];
  },
): Promise<RecordSaleResult> {
  const { actor, sale } = w;
  const { customerId } = sale;
  const { exceptions } = s;
  const offline = sale.offline === true;
  let saved = s.saved;
  const terms = { paymentTermsDays: s.settings.paymentTermsDays, offline };
  const credit =
    s.settled.creditCents > 0 && sale.debtorInfo
      ? await addToDebtor(tx, actor, saved, sale.debtorInfo, s.settled, { ...terms, approval: w.input.approval })
      : undefined;
  if (credit?.overLimit) exceptions.push(creditLimitException(credit.overLimit.limitCents, credit.overLimit.owedAfterCents));
  if (customerId != null) saved = await applySaleLoyalty(tx, { actor, customerId, redeemPoints: sale.redeemPoints, saved });
  await insertSaleExceptions(tx, { businessId: actor.businessId, saleId: saved.id, shiftId: saved.shiftId }, exceptions);
  const flagged = offline ? { exceptions: exceptions.map((e) => ({ kind: e.kind, productId: e.productId })) } : {};
  const result: Sale = { ...toSale(saved, s.items, s.payments), ...(credit ? { credit: credit.answer } : {}), ...flagged };
  if (customerId != null)
    await writeAudit(tx, {
      businessId: actor.businessId,
      userId: actor.userId,
      action: 'sale.create',
      entityType: 'sale',
      entityId: saved.id,
      after: result,
    });
  return { sale: result, replayed: false };
}

/** The sale's second statement; a terminal's number already used (its serial is unique in the business): 409. */
async function insertSale(tx: Tx, input: Parameters<typeof writes.insertSaleWithLines>[1]) {
  try {
    return await writes.insertSaleWithLines(tx, input);
  } catch (err) {
    if (input.sale.terminalId != null && isUniqueViolation(err, 'sales_business_invoice_key')) throw new AppError('INVOICE_NUMBER_USED');
    throw err;
  }
}

/** The payments asked for (or one of the whole total) against the priced total: 400 when they do not fit. */
function settle(sale: NormalisedSale, totalCents: number): SettledPayments<NormalisedPayment> {
  const payments = sale.payments ?? [
    { method: sale.paymentMethod, amountCents: totalCents, reference: null, chequeNumber: null, chequeBank: null, chequeDate: null },
  ];
  try {
    return settlePayments(totalCents, payments, { cashTenderedCents: sale.cashTenderedCents, fallbackMethod: sale.paymentMethod });
  } catch (err) {
    if (!(err instanceof DomainError)) throw err;
    if (err.code === 'PAYMENTS_MISMATCH') throw new AppError('PAYMENTS_MISMATCH', { field: 'payments' });
    if (err.code === 'TENDERED_WITHOUT_CASH') throw new AppError('TENDERED_WITHOUT_CASH', { field: 'cashTendered' });
    if (err.code === 'TENDERED_TOO_LOW') throw new AppError('TENDERED_TOO_LOW', { field: 'cashTendered' });
    throw err;
  }
}

/**
 * A cashier's manual discounts (the lines' own and the cart's; loyalty is not the cashier's to
 * give) above the business's limit, a share of the gross, need a manager's PIN:
 * 403 DISCOUNT_APPROVAL_REQUIRED otherwise (src/server/kernel/manager-approval.ts, which audits the approval).
 */
async function checkDiscountLimit(
  tx: Tx,
  w: SaleWrite,
  totals: PricedSale<PricedLine>,
  loyaltyCents: number,
  limitBp: number,
): Promise<void> {
  const manualCents = totals.discountCents - loyaltyCents;
  // manual / gross > limit / 10000, compared exactly in integers.
  if (!w.actor.cashier || manualCents === 0 || BigInt(manualCents) * 10_000n <= BigInt(totals.grossCents) * BigInt(limitBp)) return;
  await approveDiscount(tx, {
    businessId: w.actor.businessId,
    requestedBy: w.actor.userId,
    approval: w.input.approval ?? undefined,
    ip: w.actor.ip,
    details: {
      discount: fromCents(manualCents),
      gross: fromCents(totals.grossCents),
      percent: Number(((manualCents * 100) / Math.max(1, totals.grossCents)).toFixed(2)),
      limitPercent: limitBp / 100,
    },
  });
}

/**
 * The key was claimed before: a concurrent request with the same key waited for ours to commit.
 * The same body gets the recorded sale again; another body under the key: 422.
 */
async function replaySale(tx: Tx, businessId: number, key: string, requestHash: string): Promise<RecordSaleResult> {
  const record = await repo.findIdempotencyRecord(tx, businessId, key);
  if (!record || record.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED_sale');
  if (record.saleId == null) throw new AppError('SALE_IN_PROGRESS');
  // As a reprint reads it: a sale on credit answers its credit facts again, as the first answer did.
  return { sale: await getSale(tx, businessId, record.saleId), replayed: true };
}

/**
 * A sale's credit part creates or adds to the debtor (matched by phone), due after the payment
 * terms. Its receipt prints the due date and what the debtor owes after it (one read, credit only).
 * Over the credit limit: a cashier needs an admin's PIN (403 otherwise), an admin's sale is audited;
 * offline, kept and returned as `overLimit` (debtor-credit-sale.service.ts).
 */
async function addToDebtor(
  tx: Tx,
  actor: RecordSaleOptions['actor'],
  saved: SaleRow,
  customer: NonNullable<NormalisedSale['debtorInfo']>,
  settled: SettledPayments<NormalisedPayment>,
  opts: { paymentTermsDays: number; offline: boolean; approval: SaleInput['approval'] },
): Promise<{ answer: NonNullable<Sale['credit']>; overLimit?: CreditLimitBreach }> {
  const dueDate = computeDueDate(saved.saleDate, opts.paymentTermsDays);
  const { debtorId, overLimit } = await addCreditSaleToDebtor(tx, {
    businessId: actor.businessId,
    userId: actor.userId,
    saleId: saved.id,
    invoiceNumber: saved.invoiceNumber,
    amountCents: settled.creditCents,
    part: settled.creditCents < saved.totalCents,
    saleDate: saved.saleDate,
    dueDate,
    customer,
    offline: opts.offline,
    cashier: actor.cashier === true,
    approval: opts.approval,
    ip: actor.ip,
  });
  const balance = fromCents(await getDebtorBalanceCents(tx, actor.businessId, debtorId));
  return { answer: { dueDate: dueDate.toISOString(), balance }, ...(overLimit ? { overLimit } : {}) };
}

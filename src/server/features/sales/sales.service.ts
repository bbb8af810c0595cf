import { createHash } from 'node:crypto';
import type { PosResponse, Sale, SaleInput, SaleItem, SaleSummary } from '../../../shared/contracts/sales';
import { DEFAULT_RECEIPT_BUSINESS_NAME, SALE_MESSAGES } from '../../../shared/contracts/sales';
import { computeDueDate } from '../../../shared/domain/debtor-status';
import { DomainError } from '../../../shared/domain/errors';
import { fromBasisPoints, fromCents, fromThousandths, toCents, toThousandths } from '../../../shared/domain/money';
import { computeTierDiscountCents } from '../../../shared/domain/loyalty';
import { isValidPhone } from '../../../shared/domain/phone';
import { computeSaleTotals, type SaleLineInput } from '../../../shared/domain/sale-totals';
import { lineCostCents } from '../../../shared/domain/profit';
import { canSell } from '../../../shared/domain/stock-status';
import { DEFAULT_PRODUCT_UNIT, isProductUnit, isValidQuantity, type ProductUnit } from '../../../shared/domain/units';
import type { Executor, Tx } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
import { writeAudit } from '../audit/audit.service';
import { applySaleToCustomer, getLoyaltyProgramValues, lockCustomerForSale, previewRedemption } from '../customers/customers.service';
import { debtorBalanceCents } from '../debtors/debtors.repo';
import { addCreditSaleToDebtor } from '../debtors/debtors.service';
import { reopenRollupsForBackDatedSale } from '../rollups/rollups.service';
import { defaultSettingsRow, getBusinessSettings } from '../settings/settings.service';
import * as writes from './record-sale.repo';
import * as repo from './sales.repo';
import type { SaleItemRow, SaleRow } from './sales.repo';

export const RECENT_SALES_LIMIT = 10;
export const INVOICE_DIGITS = 6;

export function formatInvoiceNumber(prefix: string, n: number): string {
  return `${prefix}${String(n).padStart(INVOICE_DIGITS, '0')}`;
}

const unitOf = (u: string): ProductUnit => (isProductUnit(u) ? u : DEFAULT_PRODUCT_UNIT);

/** A sale line as answered (its own id and sale id are not part of it). */
function toSaleItem(row: Omit<SaleItemRow, 'id' | 'saleId'>): SaleItem {
  return {
    productId: row.productId,
    name: row.name,
    sku: row.sku,
    unit: unitOf(row.unit),
    price: fromCents(row.unitPriceCents),
    quantity: fromThousandths(row.quantity),
    vatRate: fromBasisPoints(row.vatRateBp),
    nbtRate: fromBasisPoints(row.nbtRateBp),
    subtotal: fromCents(row.lineSubtotalCents),
    vatAmount: fromCents(row.vatCents),
    nbtAmount: fromCents(row.nbtCents),
    total: fromCents(row.lineTotalCents),
  };
}

export function toSale(sale: SaleRow, items: readonly Omit<SaleItemRow, 'id' | 'saleId'>[]): Sale {
  return {
    id: sale.id,
    invoiceNumber: sale.invoiceNumber,
    saleDate: sale.saleDate.toISOString(),
    items: items.map(toSaleItem),
    subtotal: fromCents(sale.subtotalCents),
    vatAmount: fromCents(sale.vatCents),
    nbtAmount: fromCents(sale.nbtCents),
    discountAmount: fromCents(sale.discountCents),
    totalAmount: fromCents(sale.totalCents),
    paymentMethod: sale.paymentMethod,
    paymentStatus: sale.paymentStatus,
    customerId: sale.customerId,
    customerName: sale.customerName,
    debtorInfo: sale.debtorInfo
      ? {
          name: sale.debtorInfo.name,
          phone: sale.debtorInfo.phone,
          email: sale.debtorInfo.email ?? null,
          address: sale.debtorInfo.address ?? null,
        }
      : null,
    cashierId: sale.cashierId,
    ...(sale.customerId != null
      ? { pointsEarned: sale.pointsEarned ?? 0, pointsRedeemed: sale.pointsRedeemed ?? 0, loyaltyBalance: sale.loyaltyBalance ?? null }
      : {}),
  };
}

type NormalisedSale = {
  /** Product id → quantity (thousandths), duplicates merged, in the order first seen. */
  lines: { productId: number; quantity: number }[];
  paymentMethod: SaleInput['paymentMethod'];
  customerId: number | null;
  customerName: string | null;
  debtorInfo: { name: string; phone: string; email: string | null; address: string | null } | null;
  discountCents: number;
  redeemPoints: number;
  applyTierDiscount: boolean;
};

function normalise(input: SaleInput): NormalisedSale {
  const merged = new Map<number, number>();
  for (const item of input.items) {
    merged.set(item.productId, (merged.get(item.productId) ?? 0) + toThousandths(item.quantity as number));
  }
  const d = input.debtorInfo;
  let debtorInfo: NormalisedSale['debtorInfo'] = null;
  if (input.paymentMethod === 'credit') {
    if (!d?.name || !d?.phone) throw badRequest(SALE_MESSAGES.creditNeedsCustomer, { debtorInfo: [SALE_MESSAGES.creditNeedsCustomer] });
    // The debtor is found by this number: one that cannot be a phone number is refused as such.
    if (!isValidPhone(d.phone)) throw badRequest(SALE_MESSAGES.invalidPhone, { 'debtorInfo.phone': [SALE_MESSAGES.invalidPhone] });
    debtorInfo = { name: d.name, phone: d.phone, email: d.email ?? null, address: d.address ?? null };
  }
  return {
    lines: [...merged].map(([productId, quantity]) => ({ productId, quantity })),
    paymentMethod: input.paymentMethod,
    customerId: input.customerId ?? null,
    customerName: input.customerName ?? debtorInfo?.name ?? null,
    debtorInfo,
    discountCents: input.discountAmount == null ? 0 : toCents(input.discountAmount as number),
    redeemPoints: input.redeemPoints ?? 0,
    applyTierDiscount: input.applyTierDiscount ?? false,
  };
}

/** Sale totals with a discount that may not exceed the total (400 otherwise). */
function discounted<T extends SaleLineInput>(lines: readonly T[], discountCents: number) {
  try {
    return computeSaleTotals(lines, discountCents);
  } catch (err) {
    if (err instanceof DomainError && err.code === 'DISCOUNT_TOO_LARGE') throw badRequest(SALE_MESSAGES.discountTooLarge);
    throw err;
  }
}

/** What makes two requests "the same sale": the parsed, normalised body (client prices are not part of it). */
function requestHash(n: NormalisedSale): string {
  return createHash('sha256').update(JSON.stringify(n)).digest('hex');
}

export type CreateSaleResult = { sale: Sale; replayed: boolean };

/**
 * Records a sale in one transaction (DECISIONS.md "Sales, stock, debtors, loyalty").
 * The server prices every line from the database; `opts.saleDate` is for internal callers
 * (demo data, imports) only — the public API always sells "now".
 */
export async function createSale(
  db: Executor,
  actor: { businessId: number; userId: string },
  input: SaleInput,
  idempotencyKey: string,
  opts: {
    saleDate?: Date;
    /**
     * `db` is the API request's own transaction, which rolls back whole when the request fails:
     * no savepoint is needed around the sale (two round trips fewer on the till's hot path).
     */
    inRequestTransaction?: boolean;
  } = {},
): Promise<CreateSaleResult> {
  const { businessId, userId } = actor;
  const n = normalise(input);
  if (n.customerId == null && (n.redeemPoints > 0 || n.applyTierDiscount))
    throw badRequest(SALE_MESSAGES.loyaltyNeedsCustomer, { customerId: [SALE_MESSAGES.loyaltyNeedsCustomer] });
  const hash = requestHash(n);
  const record = (tx: Tx) =>
    recordSale(tx, { businessId, userId }, n, hash, idempotencyKey, opts.saleDate, opts.inRequestTransaction === true);
  return opts.inRequestTransaction ? record(db as Tx) : db.transaction(record);
}

async function recordSale(
  tx: Tx,
  actor: { businessId: number; userId: string },
  n: NormalisedSale,
  hash: string,
  idempotencyKey: string,
  backDate: Date | undefined,
  inRequestTransaction: boolean,
): Promise<CreateSaleResult> {
  const { businessId, userId } = actor;
  {
    // 1–2. Claim the key; then lock the products in id order, take the stock and the next invoice
    //      number (one statement, record-sale.repo.ts). A key already claimed did nothing else: a
    //      concurrent request with the same key waited for ours to commit; replay the recorded sale.
    const taken = await writes.claimKeyAndTakeStock(tx, { businessId, key: idempotencyKey, requestHash: hash, lines: n.lines });
    if (!taken.claimed) {
      const record = await repo.findIdempotencyRecord(tx, businessId, idempotencyKey);
      if (!record || record.requestHash !== hash) throw new AppError('UNPROCESSABLE', 422, SALE_MESSAGES.idempotencyKeyReused);
      const found = record.saleId == null ? undefined : await repo.findSale(tx, businessId, record.saleId);
      if (!found) throw conflict('This sale is still being processed. Please retry.');
      return { sale: toSale(found.sale, found.items), replayed: true };
    }
    const settings = taken.settings ?? defaultSettingsRow(businessId);

    // Price every line from the database; any throw below rolls all of it back.
    const byId = new Map(taken.products.map((p) => [p.id, p]));
    const priced = n.lines.map((line) => {
      const product = byId.get(line.productId);
      if (!product) throw notFound('Product');
      const unit = unitOf(product.unit);
      if (!isValidQuantity(unit, line.quantity)) {
        throw badRequest(`Quantity of ${product.name} must be a whole number of ${unit}`, {
          items: [`Invalid quantity for ${product.name}`],
        });
      }
      return {
        product,
        unit,
        priceCents: product.sellingPriceCents,
        quantity: line.quantity,
        vatRateBp: product.vatRateBp,
        nbtRateBp: product.nbtRateBp,
      };
    });

    // 3. Stock: never below zero unless the business allows it; nothing is kept on failure.
    for (const line of priced) {
      if (!canSell(line.product.stockBefore, line.quantity, settings.allowNegativeStock))
        throw conflict(`Insufficient stock for ${line.product.name}`);
    }

    // 3b. The customer (same business, else 404) and the loyalty discounts, which come off the
    //     total BEFORE it is computed: the tier's % of the gross, then the redeemed points.
    let customerName = n.customerName;
    let loyaltyDiscountCents = 0;
    if (n.customerId != null) {
      const customer = await lockCustomerForSale(tx, businessId, n.customerId);
      customerName ??= customer.name;
      if (n.applyTierDiscount && settings.crmEnabled && settings.loyaltyEnabled) {
        const { tiers } = await getLoyaltyProgramValues(tx, businessId);
        const gross = discounted(priced, 0).totalCents;
        loyaltyDiscountCents += computeTierDiscountCents(gross, customer.tier, tiers);
      }
      if (n.redeemPoints > 0)
        loyaltyDiscountCents += await previewRedemption(tx, { businessId, customerId: n.customerId, points: n.redeemPoints });
    }
    const totals = discounted(priced, n.discountCents + loyaltyDiscountCents);

    // 4. The sale, its lines and the key's record (and, without a customer, the audit entry):
    //    one statement.
    const invoiceNumber = formatInvoiceNumber(settings.invoicePrefix, taken.invoiceNumber);
    const saleDate = backDate ?? new Date();
    // A back-dated sale (demo data, imports) may land on a day the reports already rolled up.
    if (backDate) await reopenRollupsForBackDatedSale(tx, businessId, backDate);
    const newSale: writes.NewSale = {
      businessId,
      invoiceNumber,
      customerId: n.customerId,
      customerName,
      subtotalCents: totals.subtotalCents,
      vatCents: totals.vatCents,
      nbtCents: totals.nbtCents,
      discountCents: totals.discountCents,
      totalCents: totals.totalCents,
      paymentMethod: n.paymentMethod,
      paymentStatus: n.paymentMethod === 'credit' ? 'pending' : 'paid',
      cashierId: userId,
      debtorInfo: n.debtorInfo,
      saleDate,
    };
    const items: writes.NewSaleItem[] = totals.lines.map((line) => ({
      businessId,
      productId: line.product.id,
      saleDate,
      name: line.product.name,
      sku: line.product.sku,
      unit: line.unit,
      unitPriceCents: line.priceCents,
      quantity: line.quantity,
      vatRateBp: line.vatRateBp,
      nbtRateBp: line.nbtRateBp,
      lineSubtotalCents: line.lineSubtotalCents,
      vatCents: line.vatCents,
      nbtCents: line.nbtCents,
      lineTotalCents: line.lineTotalCents,
      // What the goods cost now (the product row the sale locked): later price changes leave it be.
      unitCostCents: line.product.buyingPriceCents,
      lineCostCents: lineCostCents(line.product.buyingPriceCents, line.quantity),
    }));
    // The audit entry records the sale as answered; its id is the one the statement generates.
    const provisional = toSale(
      { ...newSale, id: 0, createdAt: saleDate, pointsEarned: null, pointsRedeemed: null, loyaltyBalance: null },
      items,
    );
    const audit = { businessId, userId, action: 'sale.create', entityType: 'sale', after: provisional };
    // A walk-in sale writes nothing after this statement: in the request's own transaction its
    // COMMIT travels with it (one round trip less). Only pure code may follow it.
    const addsToDebtor = n.paymentMethod === 'credit' && n.debtorInfo != null;
    const writesAfterInsert = n.customerId != null || addsToDebtor;
    const inserted = await writes.insertSaleWithLines(tx, {
      sale: newSale,
      items,
      idempotencyKey,
      auditAfter: n.customerId == null ? provisional : undefined,
      endsTransaction: inRequestTransaction && !writesAfterInsert,
    });
    const sale: SaleRow = {
      ...newSale,
      id: inserted.id,
      createdAt: inserted.createdAt,
      pointsEarned: null,
      pointsRedeemed: null,
      loyaltyBalance: null,
    };

    // 5. A credit sale creates or adds to the debtor (matched by phone), due after the payment terms.
    //    Its receipt prints the due date and what the debtor owes after it (one read, credit sales only).
    let credit: Sale['credit'];
    if (addsToDebtor && n.debtorInfo) {
      const dueDate = computeDueDate(saleDate, settings.paymentTermsDays);
      const { debtorId } = await addCreditSaleToDebtor(tx, {
        businessId,
        userId,
        saleId: sale.id,
        invoiceNumber,
        amountCents: totals.totalCents,
        saleDate,
        dueDate,
        customer: n.debtorInfo,
      });
      credit = { dueDate: dueDate.toISOString(), balance: fromCents(await debtorBalanceCents(tx, businessId, debtorId)) };
    }

    // 6. The customer: redemption and earned points (when CRM and loyalty are on) and the
    //    totals and tier (always), on the total actually paid — same transaction.
    let saleRow = sale;
    if (n.customerId != null) {
      const loyalty = await applySaleToCustomer(tx, {
        businessId,
        userId,
        customerId: n.customerId,
        saleId: sale.id,
        totalCents: totals.totalCents,
        saleDate,
        redeemPoints: n.redeemPoints,
      });
      saleRow = await repo.setSaleLoyalty(tx, businessId, sale.id, {
        pointsEarned: loyalty.pointsEarned,
        pointsRedeemed: loyalty.pointsRedeemed,
        loyaltyBalance: loyalty.balance,
      });
    }

    const result: Sale = credit ? { ...toSale(saleRow, items), credit } : toSale(saleRow, items);
    if (n.customerId != null) await writeAudit(tx, { ...audit, entityId: sale.id, after: result });
    return { sale: result, replayed: false };
  }
}

export async function getSale(db: Executor, businessId: number, saleId: number): Promise<Sale> {
  const found = await repo.findSale(db, businessId, saleId);
  if (!found) throw notFound('Sale');
  const sale = toSale(found.sale, found.items);
  if (sale.paymentMethod !== 'credit') return sale;
  // A reprint of a credit sale prints what its receipt printed: the due date and the balance then.
  const [balanceCents, settings] = await Promise.all([
    repo.balanceAfterCreditSaleCents(db, businessId, saleId),
    getBusinessSettings(db, businessId),
  ]);
  if (balanceCents === undefined) return sale;
  const dueDate = computeDueDate(found.sale.saleDate, settings.paymentTermsDays);
  return { ...sale, credit: { dueDate: dueDate.toISOString(), balance: fromCents(balanceCents) } };
}

export async function getPosData(db: Executor, businessId: number): Promise<PosResponse> {
  const [products, categories, recent, business, settings] = await Promise.all([
    repo.posProducts(db, businessId),
    repo.posCategories(db, businessId),
    repo.recentSales(db, businessId, RECENT_SALES_LIMIT),
    repo.businessProfile(db, businessId),
    getBusinessSettings(db, businessId),
  ]);
  const thermal = settings.invoiceTemplate === 'thermal-80mm';
  return {
    business: {
      businessName: settings.businessName || business?.name || DEFAULT_RECEIPT_BUSINESS_NAME,
      ownerName: business?.ownerName ?? null,
      address: settings.address ?? business?.address ?? null,
      phone: settings.phone ?? business?.phone ?? null,
      email: settings.email ?? business?.email ?? null,
      taxNumber: settings.taxNumber,
      invoiceTemplate: settings.invoiceTemplate,
      header: thermal ? settings.thermal80mmHeader : settings.a4Header,
      footer: thermal ? settings.thermal80mmFooter : settings.a4Footer,
    },
    products: products.map((p) => ({
      id: p.id,
      name: p.name,
      sku: p.sku,
      barcode: p.barcode,
      category: p.category,
      price: fromCents(p.sellingPriceCents),
      stock: fromThousandths(p.stock),
      unit: unitOf(p.unit),
      vatRate: fromBasisPoints(p.vatRateBp),
      nbtRate: fromBasisPoints(p.nbtRateBp),
    })),
    categories,
    recentSales: recent.map((s): SaleSummary => ({
      id: s.id,
      invoiceNumber: s.invoiceNumber,
      saleDate: s.saleDate.toISOString(),
      totalAmount: fromCents(s.totalCents),
      paymentMethod: s.paymentMethod,
      paymentStatus: s.paymentStatus,
      customerName: s.customerName,
    })),
  };
}

export const posVersion = repo.posVersion;

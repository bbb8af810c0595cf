import type { PosProduct, Sale, SaleItem, SaleRequest } from '#shared/contracts/sales';
import { fromBasisPoints, fromCents, fromThousandths, toBasisPoints, toCents, toThousandths } from '#shared/domain/money';
import { settlePayments, type TenderMethod } from '#shared/domain/payments';
import { priceSale, type LineDiscount, type VatPricingLineInput } from '#shared/domain/vat-pricing';
import type { TillPricingMode } from './cart';

/**
 * The sale a terminal prints when it sells without the server (docs/decisions/0016-offline-till.md): the
 * request it queues, priced on the device by the same shared rules the server prices with
 * (vat-pricing.ts priceSale, payments.ts settlePayments) and shaped as the server answers it
 * (sale-rows.ts toSale), so the receipt printed at once is the one the server records on sync.
 *
 * What only the server knows is left out: the shift, the customer's points and balance, a credit
 * sale's due date and what the debtor owes after it. The loyalty discount (the tier's % and the
 * redeemed points) is the till's own preview of it (till-loyalty.ts), as it was charged.
 */

/** What a line needs of its product: the catalogue's row (or, for a product gone from it, the cart line). */
export type LocalProduct = Pick<PosProduct, 'name' | 'sku' | 'unit' | 'price' | 'taxCategory'>;

export type LocalSaleInput = {
  /** The request as queued: an offline sale's items carry the prices the customer paid. */
  body: SaleRequest;
  product: (productId: number) => LocalProduct | undefined;
  pricing: TillPricingMode;
  /** The tier discount and the points redeemed, in cents, as the till charged them. */
  loyaltyDiscountCents?: number;
  invoiceNumber: string;
  soldAt: string;
  terminalId: number;
  cashierId: string | null;
  /** The receipt's key until the server gives the sale its id (negative: never a server id). */
  id: number;
};

/** Thrown for a request the device cannot price (a product it does not know). */
export class LocalSaleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LocalSaleError';
  }
}

const num = (v: unknown): number => (typeof v === 'string' ? Number(v) : (v as number));
/** The contract's optional text: trimmed, empty is none. */
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

function discountOf(v: { discountAmount?: unknown; discountPercent?: unknown }): LineDiscount | undefined {
  if (v.discountAmount != null) return { cents: toCents(num(v.discountAmount)) };
  if (v.discountPercent != null) return { percentBp: toBasisPoints(num(v.discountPercent)) };
  return undefined;
}

type LocalLine = VatPricingLineInput & { productId: number; product: LocalProduct };

function linesOf(a: LocalSaleInput): LocalLine[] {
  return a.body.items.map((item) => {
    const productId = num(item.productId);
    const product = a.product(productId);
    if (!product) throw new LocalSaleError(`Product ${productId} is not on this device`);
    // Offline the price sent is the price paid (the server keeps it); otherwise the catalogue's.
    const price = item.price != null ? num(item.price) : product.price;
    const discount = discountOf(item);
    return {
      productId,
      product,
      priceCents: toCents(price),
      quantity: toThousandths(num(item.quantity)),
      taxCategory: product.taxCategory,
      unit: product.unit,
      ...(discount ? { discount } : {}),
    };
  });
}

type LocalPayment = {
  method: TenderMethod;
  amountCents: number;
  reference: string | null;
  chequeNumber: string | null;
  chequeBank: string | null;
  chequeDate: string | null;
};

function paymentsOf(body: SaleRequest, totalCents: number): LocalPayment[] {
  if (!body.payments) {
    const method = body.paymentMethod && body.paymentMethod !== 'split' ? body.paymentMethod : 'cash';
    return [{ method, amountCents: totalCents, reference: null, chequeNumber: null, chequeBank: null, chequeDate: null }];
  }
  return body.payments.map((p) => {
    const cheque = p.method === 'cheque';
    return {
      method: p.method,
      amountCents: toCents(num(p.amount)),
      reference: text(p.reference),
      chequeNumber: cheque ? text(p.chequeNumber) : null,
      chequeBank: cheque ? text(p.chequeBank) : null,
      chequeDate: cheque ? text(p.chequeDate) : null,
    };
  });
}

/** The debtor is kept only when a credit or cheque payment needs one (the server's rule). */
function debtorOf(body: SaleRequest, payments: readonly LocalPayment[]): Sale['debtorInfo'] {
  const d = body.debtorInfo;
  const needs = payments.some((p) => p.amountCents > 0 && (p.method === 'credit' || p.method === 'cheque'));
  const name = text(d?.name);
  const phone = text(d?.phone);
  if (!needs || !name || !phone) return null;
  return { name, phone, email: text(d?.email), address: text(d?.address) };
}

/** The sale as the receipt prints it; throws DomainError when the payments do not fit the total. */
export function localSale(a: LocalSaleInput): Sale {
  const { body } = a;
  const lines = linesOf(a);
  const cartCents = (body.discountAmount == null ? 0 : toCents(num(body.discountAmount))) + (a.loyaltyDiscountCents ?? 0);
  const discountPercentBp = body.discountPercent == null ? 0 : toBasisPoints(num(body.discountPercent));
  const totals = priceSale(lines, { ...a.pricing, discountCents: cartCents, discountPercentBp });
  const given = paymentsOf(body, totals.totalCents);
  const tendered = body.cashTendered == null ? null : toCents(num(body.cashTendered));
  const fallbackMethod = body.payments?.[0]?.method ?? (body.paymentMethod !== 'split' ? body.paymentMethod : undefined);
  const settled = settlePayments(totals.totalCents, given, { cashTenderedCents: tendered, fallbackMethod });
  const debtorInfo = debtorOf(body, settled.payments);
  const items: SaleItem[] = totals.lines.map((l) => ({
    productId: l.productId,
    name: l.product.name,
    sku: l.product.sku,
    unit: l.product.unit,
    price: fromCents(l.priceCents),
    quantity: fromThousandths(l.quantity),
    vatRate: fromBasisPoints(l.chargedVatRateBp),
    nbtRate: fromBasisPoints(l.chargedNbtRateBp),
    subtotal: fromCents(l.netCents),
    vatAmount: fromCents(l.vatCents),
    nbtAmount: fromCents(l.nbtCents),
    total: fromCents(l.lineTotalCents),
    discountShare: fromCents(l.discountShareCents),
    lineDiscount: fromCents(l.lineDiscountCents),
    taxCategory: l.taxCategory,
  }));
  return {
    id: a.id,
    invoiceNumber: a.invoiceNumber,
    saleDate: new Date(a.soldAt).toISOString(),
    items,
    subtotal: fromCents(totals.subtotalCents),
    vatAmount: fromCents(totals.vatCents),
    nbtAmount: fromCents(totals.nbtCents),
    discountAmount: fromCents(totals.discountCents),
    totalAmount: fromCents(totals.totalCents),
    vatRegistered: a.pricing.vatRegistered,
    pricesIncludeVat: a.pricing.pricesIncludeVat,
    paymentMethod: settled.paymentMethod,
    paymentStatus: settled.paymentStatus,
    payments: settled.payments.map(({ amountCents, ...p }) => ({ ...p, amount: fromCents(amountCents) })),
    cashTendered: settled.cashTenderedCents == null ? null : fromCents(settled.cashTenderedCents),
    changeDue: fromCents(settled.changeDueCents),
    shiftId: null,
    customerId: body.customerId == null || body.customerId === '' ? null : num(body.customerId),
    customerName: text(body.customerName) ?? debtorInfo?.name ?? null,
    debtorInfo,
    cashierId: a.cashierId,
    terminalId: a.terminalId,
    offline: true,
  };
}

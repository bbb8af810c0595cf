import type { ReceiptProfile, Sale } from '#shared/contracts/sales';
import type { TaxInvoiceProfile } from '#shared/contracts/tax';
import { formatLkr, toCents, toThousandths } from '#shared/domain/money';
import { lineGrossCents, saleSummaryRows, type SaleSummaryRowKind } from '#shared/domain/sale-summary';
import { sumSafeIntegers } from '#shared/domain/integer-math';
import { isFractionalUnit, type ProductUnit } from '#shared/domain/units';
import { centerLine, pairLines, wrapText } from './text-columns';

export { wrapText } from './text-columns';

/** Labels come from i18n so the text file reads like the preview. */
export type ReceiptLabels = {
  owner: string;
  receiptNo: string;
  date: string;
  customer: string;
  walkIn: string;
  subtotal: string;
  vat: (rate: string) => string;
  nbt: (rate: string) => string;
  /** Prices include VAT: the VAT a registered shop holds inside the total. */
  vatIncluded: (rate: string) => string;
  nbtIncluded: (rate: string) => string;
  discount: string;
  total: string;
  payment: string;
  paymentMethods: Record<Sale['paymentMethod'], string>;
  thankYou: string;
  /** The receipt's title: INVOICE (a TAX INVOICE is issued on request, decision 0008). */
  invoice: string;
  tin: string;
  /** "TIN" and "VAT No." of a VAT-registered business (tax configuration). */
  taxTin: string;
  vatNo: string;
  pointsEarned: string;
  pointsRedeemed: string;
  loyaltyBalance: string;
  /** A unit's name after a quantity: "kg", "piece" / "pieces". */
  unit: (unit: ProductUnit, quantity: number) => string;
  /** A credit sale: when it is due and what the customer owes after it. */
  dueDate: string;
  balance: string;
  /** The payments of a split sale, the cash handed over and the change. */
  cashTendered: string;
  change: string;
  /** "Ref 1234" after a card / LankaQR / transfer payment; "Cheque 004512, BOC, 2026-12-01". */
  reference: (ref: string) => string;
  cheque: (number: string, bank: string, date: string) => string;
  /** A voided sale's mark: the receipt still prints, reading VOID. */
  void?: string;
  /** Money with the receipt language's sign (LKR, රු., ரூ.); LKR when not given. */
  money?: (amount: number) => string;
};

/** The width of an 80 mm roll in characters of a receipt printer's standard font. */
export const RECEIPT_COLUMNS = 42;

const wholeQuantity = new Intl.NumberFormat('en-LK', { maximumFractionDigits: 0 });
const fractionalQuantity = new Intl.NumberFormat('en-LK', { minimumFractionDigits: 3, maximumFractionDigits: 3 });

/** "0.250 kg", "2 pieces": fractional units to the gram (0.001), counted units whole (units.ts). */
export function formatLineQuantity(quantity: number, unit: ProductUnit, unitLabel: ReceiptLabels['unit']): string {
  const n = isFractionalUnit(unit) ? fractionalQuantity.format(quantity) : wholeQuantity.format(quantity);
  return `${n} ${unitLabel(unit, quantity)}`;
}

/** What the tax configuration says about the invoice: the receipt dialog reads it from GET …/tax-invoice-profile. */
export type ReceiptTax = Pick<TaxInvoiceProfile, 'vatRegistered' | 'tin' | 'vatNumber'>;

/** The tax-registration lines under the title: TIN and VAT No. when VAT-registered. */
export function taxRegistrationLines(labels: Pick<ReceiptLabels, 'taxTin' | 'vatNo'>, tax?: ReceiptTax | null): string[] {
  if (!tax?.vatRegistered) return [];
  const out: string[] = [];
  if (tax.tin) out.push(`${labels.taxTin}: ${tax.tin}`);
  if (tax.vatNumber) out.push(`${labels.vatNo}: ${tax.vatNumber}`);
  return out;
}

const money = (n: number) => formatLkr(toCents(n), { withCurrency: false });

/** The rates actually applied, on standard-rated lines (exempt and zero-rated carry none): "18%" or "18%, 8%". */
export function appliedRates(sale: Sale, key: 'vatRate' | 'nbtRate'): string {
  const charged = sale.items.filter((i) => i.taxCategory === 'standard');
  const rates = [...new Set(charged.map((i) => i[key]))].sort((a, b) => b - a);
  return rates.map((r) => `${r}%`).join(', ');
}

/** A line's shelf amount (price × quantity), as printed beside it. */
export function lineAmount(item: Sale['items'][number]): number {
  return lineGrossCents(toCents(item.price), toThousandths(item.quantity)) / 100;
}

export type PaymentRow = { label: string; amount: number; note: string | null };

/**
 * The payment lines under the totals: each payment with its amount (and its reference or cheque)
 * when there are several or cash was tendered, then the cash tendered and the change. A sale paid
 * one way with nothing tendered prints only its method (the row `payment`).
 */
export function paymentRows(sale: Sale, labels: ReceiptLabels): { payments: PaymentRow[]; tendered: number | null; change: number } {
  const list = sale.payments ?? [];
  const detailed = list.length > 1 || sale.cashTendered != null || list.some((p) => p.reference || p.chequeNumber);
  const payments = detailed
    ? list.map((p) => ({
        label: labels.paymentMethods[p.method],
        amount: p.amount,
        note: p.chequeNumber
          ? labels.cheque(p.chequeNumber, p.chequeBank ?? '', p.chequeDate ?? '')
          : p.reference
            ? labels.reference(p.reference)
            : null,
      }))
    : [];
  return { payments, tendered: sale.cashTendered ?? null, change: sale.changeDue ?? 0 };
}

export type ReceiptSum = { kind: SaleSummaryRowKind; label: string; amount: number };

/**
 * The totals under the lines, labelled (shared/domain/sale-summary.ts): the lines' shelf amounts,
 * the discount, then VAT as the sale was priced — none for a shop that is not VAT-registered.
 */
export function receiptSums(sale: Sale, labels: ReceiptLabels): ReceiptSum[] {
  const grossCents = sumSafeIntegers(sale.items.map((i) => lineGrossCents(toCents(i.price), toThousandths(i.quantity))));
  const rows = saleSummaryRows({
    grossCents,
    discountCents: toCents(sale.discountAmount),
    vatCents: toCents(sale.vatAmount),
    nbtCents: toCents(sale.nbtAmount),
    totalCents: toCents(sale.totalAmount),
    vatRegistered: sale.vatRegistered,
    pricesIncludeVat: sale.pricesIncludeVat,
  });
  const vatRates = appliedRates(sale, 'vatRate');
  const nbtRates = appliedRates(sale, 'nbtRate');
  const label: Record<SaleSummaryRowKind, string> = {
    subtotal: labels.subtotal,
    discount: labels.discount,
    vat: labels.vat(vatRates),
    nbt: labels.nbt(nbtRates),
    total: labels.total,
    vatIncluded: labels.vatIncluded(vatRates),
    nbtIncluded: labels.nbtIncluded(nbtRates),
  };
  return rows.map((r) => ({ kind: r.kind, label: label[r.kind], amount: r.cents / 100 }));
}

/** An amount with its currency sign in the receipt's language. */
export const moneyWithSign = (labels: Pick<ReceiptLabels, 'money'>, amount: number, format: (n: number) => string = money) =>
  labels.money ? labels.money(amount) : `LKR ${format(amount)}`;

/** A sum's value as printed: the discount negative, the total with its currency. */
export function sumText(sum: ReceiptSum, format: (n: number) => string, labels: Pick<ReceiptLabels, 'money'> = {}): string {
  if (sum.kind === 'discount') return `-${format(sum.amount)}`;
  return sum.kind === 'total' ? moneyWithSign(labels, sum.amount, format) : format(sum.amount);
}

export function receiptText(
  sale: Sale,
  business: ReceiptProfile,
  labels: ReceiptLabels,
  dateText: string,
  tax?: ReceiptTax | null,
  formatDate: (iso: string) => string = (iso) => iso.slice(0, 10),
): string {
  const width = RECEIPT_COLUMNS;
  const line = '-'.repeat(width);
  const center = (s: string) =>
    s
      .split('\n')
      .flatMap((l) => wrapText(l, width))
      .map((l) => centerLine(l, width))
      .join('\n');
  // Label left, value right, counted in columns: a Sinhala or Tamil letter is one (text-columns.ts).
  const pair = (l: string, r: string) => pairLines(l, r, width).join('\n');
  const out: string[] = [];
  out.push(center(business.businessName));
  out.push(center(labels.invoice));
  for (const l of taxRegistrationLines(labels, tax)) out.push(center(l));
  if (business.ownerName) out.push(center(`${labels.owner}: ${business.ownerName}`));
  if (business.address) out.push(center(business.address));
  if (business.phone) out.push(center(business.phone));
  if (business.email) out.push(center(business.email));
  if (business.taxNumber) out.push(center(`${labels.tin}: ${business.taxNumber}`));
  if (business.header) out.push(center(business.header));
  if (sale.status === 'void' && labels.void) out.push(center(labels.void));
  out.push(line);
  out.push(pair(`${labels.receiptNo}:`, sale.invoiceNumber));
  out.push(pair(`${labels.date}:`, dateText));
  out.push(pair(`${labels.customer}:`, sale.customerName ?? labels.walkIn));
  out.push(line);
  for (const item of sale.items) {
    out.push(...wrapText(item.name, width));
    out.push(pair(`  ${formatLineQuantity(item.quantity, item.unit, labels.unit)} × ${money(item.price)}`, money(lineAmount(item))));
  }
  out.push(line);
  for (const sum of receiptSums(sale, labels)) out.push(pair(`${sum.label}:`, sumText(sum, money, labels)));
  out.push(pair(`${labels.payment}:`, labels.paymentMethods[sale.paymentMethod]));
  const paid = paymentRows(sale, labels);
  for (const p of paid.payments) {
    out.push(pair(`  ${p.label}`, money(p.amount)));
    if (p.note) out.push(...wrapText(p.note, width - 4).map((l) => `    ${l}`));
  }
  if (paid.tendered != null) {
    out.push(pair(`${labels.cashTendered}:`, money(paid.tendered)));
    out.push(pair(`${labels.change}:`, money(paid.change)));
  }
  if (sale.credit) {
    out.push(pair(`${labels.dueDate}:`, formatDate(sale.credit.dueDate)));
    out.push(pair(`${labels.balance}:`, moneyWithSign(labels, sale.credit.balance)));
  }
  if (sale.customerId != null && sale.pointsEarned !== undefined) {
    out.push(line);
    if (sale.pointsRedeemed) out.push(pair(`${labels.pointsRedeemed}:`, String(sale.pointsRedeemed)));
    out.push(pair(`${labels.pointsEarned}:`, String(sale.pointsEarned)));
    if (sale.loyaltyBalance != null) out.push(pair(`${labels.loyaltyBalance}:`, String(sale.loyaltyBalance)));
  }
  out.push(line);
  if (business.footer) out.push(center(business.footer));
  out.push(center(labels.thankYou));
  return out.join('\n') + '\n';
}

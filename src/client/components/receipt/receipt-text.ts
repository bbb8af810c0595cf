import type { ReceiptProfile, Sale } from '../../../shared/contracts/sales';
import type { TaxInvoiceProfile } from '../../../shared/contracts/tax';
import { formatLkr, toCents } from '../../../shared/domain/money';
import { isFractionalUnit, type ProductUnit } from '../../../shared/domain/units';

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
  discount: string;
  total: string;
  payment: string;
  paymentMethods: Record<Sale['paymentMethod'], string>;
  thankYou: string;
  taxInvoice: string;
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

/** Word-wraps text to lines of at most `width` characters; a word longer than a line is cut. */
export function wrapText(text: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.trim().split(/\s+/)) {
    let rest = word;
    while (rest.length > width) {
      if (current) lines.push(current);
      current = '';
      lines.push(rest.slice(0, width));
      rest = rest.slice(width);
    }
    if (!rest) continue;
    if (!current) current = rest;
    else if (current.length + 1 + rest.length <= width) current += ` ${rest}`;
    else {
      lines.push(current);
      current = rest;
    }
  }
  if (current) lines.push(current);
  return lines;
}

/** What the tax configuration says about the invoice: the receipt dialog reads it from GET …/tax-invoice-profile. */
export type ReceiptTax = Pick<TaxInvoiceProfile, 'vatRegistered' | 'tin' | 'vatNumber'>;

/** A VAT-registered business (or one with a TIN in its settings) issues a 'TAX INVOICE'. */
export function isTaxInvoice(business: ReceiptProfile, tax?: ReceiptTax | null): boolean {
  return Boolean(tax?.vatRegistered || business.taxNumber);
}

/** The tax-registration lines under the title: TIN and VAT No. when VAT-registered. */
export function taxRegistrationLines(labels: Pick<ReceiptLabels, 'taxTin' | 'vatNo'>, tax?: ReceiptTax | null): string[] {
  if (!tax?.vatRegistered) return [];
  const out: string[] = [];
  if (tax.tin) out.push(`${labels.taxTin}: ${tax.tin}`);
  if (tax.vatNumber) out.push(`${labels.vatNo}: ${tax.vatNumber}`);
  return out;
}

const money = (n: number) => formatLkr(toCents(n), { withCurrency: false });

/** The rates actually applied: "18" or "18/15" when lines differ. */
export function appliedRates(sale: Sale, key: 'vatRate' | 'nbtRate'): string {
  const rates = [...new Set(sale.items.map((i) => i[key]))].sort((a, b) => b - a);
  return rates.map((r) => `${r}%`).join(', ');
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
  const centerOne = (s: string) => ' '.repeat(Math.max(0, Math.floor((width - s.length) / 2))) + s;
  const center = (s: string) =>
    s
      .split('\n')
      .flatMap((l) => wrapText(l, width))
      .map(centerOne)
      .join('\n');
  const right = (s: string) => ' '.repeat(Math.max(0, width - s.length)) + s;
  // Label left, value right; a pair too long for one line puts the value, wrapped, under it.
  const pair = (l: string, r: string) =>
    l.length + 1 + r.length <= width ? l + ' '.repeat(width - l.length - r.length) + r : [l, ...wrapText(r, width).map(right)].join('\n');
  const out: string[] = [];
  out.push(center(business.businessName));
  if (isTaxInvoice(business, tax)) out.push(center(labels.taxInvoice));
  for (const l of taxRegistrationLines(labels, tax)) out.push(center(l));
  if (business.ownerName) out.push(center(`${labels.owner}: ${business.ownerName}`));
  if (business.address) out.push(center(business.address));
  if (business.phone) out.push(center(business.phone));
  if (business.email) out.push(center(business.email));
  if (business.taxNumber) out.push(center(`${labels.tin}: ${business.taxNumber}`));
  if (business.header) out.push(center(business.header));
  out.push(line);
  out.push(pair(`${labels.receiptNo}:`, sale.invoiceNumber));
  out.push(pair(`${labels.date}:`, dateText));
  out.push(pair(`${labels.customer}:`, sale.customerName ?? labels.walkIn));
  out.push(line);
  for (const item of sale.items) {
    out.push(...wrapText(item.name, width));
    out.push(pair(`  ${formatLineQuantity(item.quantity, item.unit, labels.unit)} × ${money(item.price)}`, money(item.subtotal)));
  }
  out.push(line);
  out.push(pair(`${labels.subtotal}:`, money(sale.subtotal)));
  if (sale.vatAmount !== 0) out.push(pair(`${labels.vat(appliedRates(sale, 'vatRate'))}:`, money(sale.vatAmount)));
  if (sale.nbtAmount !== 0) out.push(pair(`${labels.nbt(appliedRates(sale, 'nbtRate'))}:`, money(sale.nbtAmount)));
  if (sale.discountAmount !== 0) out.push(pair(`${labels.discount}:`, `-${money(sale.discountAmount)}`));
  out.push(pair(`${labels.total}:`, `LKR ${money(sale.totalAmount)}`));
  out.push(pair(`${labels.payment}:`, labels.paymentMethods[sale.paymentMethod]));
  if (sale.credit) {
    out.push(pair(`${labels.dueDate}:`, formatDate(sale.credit.dueDate)));
    out.push(pair(`${labels.balance}:`, `LKR ${money(sale.credit.balance)}`));
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

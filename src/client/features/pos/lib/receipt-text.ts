import type { ReceiptProfile, Sale } from '../../../../shared/contracts/sales';
import type { TaxInvoiceProfile } from '../../../../shared/contracts/tax';
import { formatLkr, toCents } from '../../../../shared/domain/money';

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
};

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
): string {
  const width = 42;
  const line = '-'.repeat(width);
  const center = (s: string) => ' '.repeat(Math.max(0, Math.floor((width - s.length) / 2))) + s;
  const pair = (l: string, r: string) => l + ' '.repeat(Math.max(1, width - l.length - r.length)) + r;
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
    out.push(item.name);
    out.push(pair(`  ${item.quantity} x ${money(item.price)}`, money(item.subtotal)));
  }
  out.push(line);
  out.push(pair(`${labels.subtotal}:`, money(sale.subtotal)));
  out.push(pair(`${labels.vat(appliedRates(sale, 'vatRate'))}:`, money(sale.vatAmount)));
  if (sale.nbtAmount !== 0) out.push(pair(`${labels.nbt(appliedRates(sale, 'nbtRate'))}:`, money(sale.nbtAmount)));
  if (sale.discountAmount !== 0) out.push(pair(`${labels.discount}:`, `-${money(sale.discountAmount)}`));
  out.push(pair(`${labels.total}:`, `LKR ${money(sale.totalAmount)}`));
  out.push(pair(`${labels.payment}:`, labels.paymentMethods[sale.paymentMethod]));
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

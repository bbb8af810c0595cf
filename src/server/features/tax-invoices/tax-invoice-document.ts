/**
 * What a print of a tax invoice shows (Gazette 2481/22; issued on request, decision 0008),
 * built once here for the A4 PDF and the 80 mm roll: supplier (name, address, phone, TIN and VAT
 * number from the tax configuration in force on the sale's date), purchaser, serial, invoice and
 * supply dates, place of supply, the lines (unit price and amount net of VAT), the taxable,
 * zero-rated and exempt values apart, net, VAT and total, the total in words, the mode of payment
 * (each method and amount of a split sale) — from the stored sale's figures.
 */
import type { TaxInvoiceDocument } from '#shared/contracts/tax-invoice';
import type { Sale } from '#shared/contracts/sales';
import { gazetteDate, isGazetteSerial } from '#shared/contracts/tax-invoice-paths';
import { fromCents, toCents } from '#shared/domain/money';
import { netUnitPrice } from '#shared/domain/tax-invoice-print';
import { toZonedDateString } from '#shared/domain/time-zone';
import type { Executor } from '#server/db/client';
import { getSale } from '#server/features/sales';
import { getBusinessTimeZone } from '#server/kernel/business-time-zone';
import { getBusinessSettings } from '#server/kernel/business-settings';
import { getTaxInvoiceProfile } from '#server/features/tax';
import { toTaxInvoice } from './tax-invoice-mappers';
import type { TaxInvoiceRow } from './tax-invoices.repo';
import * as repo from './tax-invoices.repo';

const blank = (s: string | null | undefined) => (s && s.trim() ? s.trim() : null);

/**
 * The supplier's telephone a tax invoice prints: the settings' phone, else the business record's.
 * A required particular: issuing refuses a shop that has neither (SHOP_PHONE_REQUIRED).
 */
export function supplierPhone(settings: { phone: string | null }, contact: { phone: string | null } | undefined): string | null {
  return blank(settings.phone) ?? blank(contact?.phone);
}

export async function taxInvoiceDocument(db: Executor, row: TaxInvoiceRow, copy: boolean): Promise<TaxInvoiceDocument> {
  const { businessId } = row;
  const sale = await getSale(db, businessId, row.saleId);
  const saleDate = new Date(sale.saleDate);
  const [settings, contact, tz, profile] = [
    await getBusinessSettings(db, businessId),
    await repo.businessContact(db, businessId),
    await getBusinessTimeZone(db, businessId),
    await getTaxInvoiceProfile(db, businessId, saleDate),
  ];
  const address = blank(settings.address) ?? blank(contact?.address);
  // A line carries VAT only when the sale was priced as registered and the goods are standard-rated.
  const charged = (category: string) => sale.vatRegistered && category === 'standard';
  const vatRates = [...new Set(sale.items.filter((i) => i.vatAmount !== 0).map((i) => i.vatRate))].sort((a, b) => a - b);
  const invoice = toTaxInvoice(row);
  // A serial in the gazette's pattern comes with its dates as MM/DD/YYYY.
  const dated = (d: Date) => (isGazetteSerial(invoice.serialNumber) ? gazetteDate(toZonedDateString(d, tz)) : toZonedDateString(d, tz));
  return {
    ...invoice,
    copy,
    invoiceNumber: sale.invoiceNumber,
    invoiceDate: dated(row.issuedAt),
    supplyDate: dated(saleDate),
    placeOfSupply: address,
    supplier: {
      name: blank(settings.businessName) ?? contact?.name ?? '',
      address,
      phone: supplierPhone(settings, contact),
      tin: profile.tin ?? blank(settings.taxNumber),
      vatNumber: profile.vatNumber,
    },
    // Unit price and amount both net of VAT (and of the line's discount), so qty × unit price = amount.
    lines: sale.items.map((i) => ({
      description: i.name,
      quantity: i.quantity,
      unit: i.unit,
      unitPrice: netUnitPrice(i.subtotal, i.quantity),
      vatRate: charged(i.taxCategory) ? i.vatRate : 0,
      taxCategory: i.taxCategory,
      amount: i.subtotal,
    })),
    supplies: suppliesOf(sale.items, charged),
    pricesIncludeVat: sale.pricesIncludeVat,
    discountAmount: sale.discountAmount,
    vatRates,
    nbtAmount: sale.nbtAmount,
    paymentMethod: sale.paymentMethod,
    payments: sale.payments.map((p) => ({ method: p.method, amount: p.amount })),
  };
}

/** Taxable value and VAT by rate charged, then zero-rated and exempt values, summed in cents. */
function suppliesOf(items: Sale['items'], charged: (category: string) => boolean): TaxInvoiceDocument['supplies'] {
  const taxable = new Map<number, { value: number; vat: number }>();
  let zeroRated = 0;
  let exempt = 0;
  for (const i of items) {
    const value = toCents(i.subtotal);
    if (i.taxCategory === 'exempt') exempt += value;
    else if (i.taxCategory === 'zero_rated') zeroRated += value;
    else {
      const rate = charged(i.taxCategory) ? i.vatRate : 0;
      const sum = taxable.get(rate) ?? { value: 0, vat: 0 };
      taxable.set(rate, { value: sum.value + value, vat: sum.vat + toCents(i.vatAmount) });
    }
  }
  return {
    taxable: [...taxable].sort(([a], [b]) => a - b).map(([rate, sum]) => ({ rate, value: fromCents(sum.value), vat: fromCents(sum.vat) })),
    zeroRated: fromCents(zeroRated),
    exempt: fromCents(exempt),
  };
}

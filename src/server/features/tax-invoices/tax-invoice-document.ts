/**
 * What a print of a tax invoice shows (Gazette 2481/22; issued on request, decision 0008),
 * built once here for the A4 PDF and the 80 mm roll: supplier (name, address, phone, TIN and VAT
 * number from the tax configuration in force on the sale's date), purchaser, serial, invoice and
 * supply dates, place of supply, the lines, net, VAT and total, the total in words, the mode of
 * payment — from the stored sale, never recomputed.
 */
import type { TaxInvoiceDocument } from '#shared/contracts/tax-invoice';
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
  return {
    ...toTaxInvoice(row),
    copy,
    invoiceNumber: sale.invoiceNumber,
    invoiceDate: toZonedDateString(row.issuedAt, tz),
    supplyDate: toZonedDateString(saleDate, tz),
    placeOfSupply: address,
    supplier: {
      name: blank(settings.businessName) ?? contact?.name ?? '',
      address,
      phone: blank(settings.phone) ?? blank(contact?.phone),
      tin: profile.tin ?? blank(settings.taxNumber),
      vatNumber: profile.vatNumber,
    },
    lines: sale.items.map((i) => ({
      description: i.name,
      quantity: i.quantity,
      unit: i.unit,
      unitPrice: i.price,
      vatRate: charged(i.taxCategory) ? i.vatRate : 0,
      taxCategory: i.taxCategory,
      amount: i.subtotal,
    })),
    pricesIncludeVat: sale.pricesIncludeVat,
    discountAmount: sale.discountAmount,
    vatRates,
    nbtAmount: sale.nbtAmount,
    paymentMethod: sale.paymentMethod,
  };
}

import type { TaxInvoice } from '#shared/contracts/tax-invoice';
import { formatTaxInvoiceSerial } from '#shared/contracts/tax-invoice-paths';
import { amountInWords } from '#shared/domain/amount-in-words';
import { fromCents } from '#shared/domain/money';
import type { TaxInvoiceRow } from './tax-invoices.repo';

/** The serial as printed: as fixed when issued, or TI- and the number for one issued before that was kept. */
export const printedSerial = (row: Pick<TaxInvoiceRow, 'serialText' | 'serialNumber'>): string =>
  row.serialText ?? formatTaxInvoiceSerial(row.serialNumber);

/** The API shape of a stored tax invoice: decimals at the edge, the serial as printed. */
export function toTaxInvoice(row: TaxInvoiceRow): TaxInvoice {
  return {
    id: row.id,
    serialNumber: printedSerial(row),
    saleId: row.saleId,
    issuedAt: row.issuedAt.toISOString(),
    buyer: { name: row.buyerName, address: row.buyerAddress, phone: row.buyerPhone, tin: row.buyerTin },
    netAmount: fromCents(row.netCents),
    vatAmount: fromCents(row.vatCents),
    totalAmount: fromCents(row.totalCents),
    totalInWords: amountInWords(row.totalCents),
  };
}

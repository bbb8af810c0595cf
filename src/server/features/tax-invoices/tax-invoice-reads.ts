import type { TaxInvoiceRecord } from '#shared/contracts/tax-invoice';
import type { Executor } from '#server/db/client';

import { AppError } from '#server/lib/app-error';
import { getSale } from '#server/features/sales';
import { toTaxInvoice } from './tax-invoice-mappers';
import * as repo from './tax-invoices.repo';

/** The sale's tax invoice and its print count; 404 for another business's sale or when none was issued. Reads only. */
export async function getTaxInvoice(db: Executor, businessId: number, saleId: number): Promise<TaxInvoiceRecord> {
  const row = await repo.findBySale(db, businessId, saleId);
  if (!row) {
    await getSale(db, businessId, saleId); // "Sale not found" when the sale is not this business's
    throw new AppError('TAX_INVOICE_NOT_FOUND');
  }
  return { ...toTaxInvoice(row), printCount: row.printCount };
}

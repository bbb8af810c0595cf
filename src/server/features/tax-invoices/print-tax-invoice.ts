/**
 * A print of a tax invoice (A4 PDF or 80 mm roll): one shared counter, moved atomically, so the
 * very first print is the original and every later one — on either paper — says COPY. Each print
 * is audited: a reprinted tax invoice is what a buyer could claim input VAT on twice.
 */
import type { TaxInvoicePrint } from '#shared/contracts/tax-invoice';
import type { Executor } from '#server/db/client';

import { AppError } from '#server/lib/app-error';
import { writeAudit } from '#server/kernel/audit';
import { getSale } from '#server/features/sales';
import { taxInvoiceDocument } from './tax-invoice-document';
import * as repo from './tax-invoices.repo';

export type PrintFormat = 'pdf' | 'roll-80mm';

export async function printTaxInvoice(
  db: Executor,
  actor: { businessId: number; userId: string },
  saleId: number,
  format: PrintFormat,
): Promise<TaxInvoicePrint> {
  const row = await repo.countPrint(db, actor.businessId, saleId);
  if (!row) {
    await getSale(db, actor.businessId, saleId); // "Sale not found" when the sale is not this business's
    throw new AppError('TAX_INVOICE_NOT_FOUND');
  }
  const copy = row.printCount > 1;
  await writeAudit(db, {
    businessId: actor.businessId,
    userId: actor.userId,
    action: 'tax_invoice.print',
    entityType: 'tax_invoice',
    entityId: row.id,
    after: { saleId, format, printCount: row.printCount, copy },
  });
  return { copy, printCount: row.printCount, document: await taxInvoiceDocument(db, row, copy) };
}

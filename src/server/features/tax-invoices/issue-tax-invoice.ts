/**
 * Issuing a sale's tax invoice: only a VAT-registered business with its VAT number and its phone set, for a sale
 * it priced as registered and that was neither voided nor returned (in full or in part); one per sale (a second request answers 409 naming the first's serial); a
 * serial number per business, gap-free, taken with the business's numbering locked; the buyer and
 * the sale's stored figures kept as issued; audited. A repeat carrying the first request's
 * Idempotency-Key gets the first answer again.
 */
import type { TaxInvoice, TaxInvoiceInput } from '#shared/contracts/tax-invoice';
import { taxInvoiceSerialFor } from '#shared/contracts/tax-invoice-paths';
import { toZonedDateString } from '#shared/domain/time-zone';
import { toCents } from '#shared/domain/money';
import type { Database } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import { writeAudit } from '#server/kernel/audit';
import { getBusinessSettings } from '#server/kernel/business-settings';
import { getBusinessTimeZone } from '#server/kernel/business-time-zone';
import { getSale } from '#server/features/sales';
import { getEffectiveConfigurationToday } from '#server/features/tax';
import { supplierPhone } from './tax-invoice-document';
import { printedSerial, toTaxInvoice } from './tax-invoice-mappers';
import * as repo from './tax-invoices.repo';

export type IssueResult = { invoice: TaxInvoice; replayed: boolean };

const notRegistered = () => new AppError('VAT_NOT_REGISTERED');

function sameBuyer(row: repo.TaxInvoiceRow, input: TaxInvoiceInput): boolean {
  return (
    row.buyerName === input.buyerName &&
    row.buyerAddress === input.buyerAddress &&
    row.buyerPhone === input.buyerPhone &&
    row.buyerTin === input.buyerTin
  );
}

export async function issueTaxInvoice(
  db: Database,
  actor: { businessId: number; userId: string },
  saleId: number,
  input: TaxInvoiceInput,
  idempotencyKey?: string,
): Promise<IssueResult> {
  const { businessId } = actor;
  return db.transaction(async (tx) => {
    const sale = await getSale(tx, businessId, saleId, { withReturns: true }); // another business's sale: 404
    // Taken before looking for an existing invoice: a concurrent request for the same sale waits
    // here, then sees the invoice the first one issued.
    await repo.lockBusinessForSerial(tx, businessId);
    const existing = await repo.findBySale(tx, businessId, saleId);
    if (existing) {
      if (idempotencyKey && existing.idempotencyKey === idempotencyKey) {
        if (!sameBuyer(existing, input)) throw new AppError('IDEMPOTENCY_KEY_REUSED_invoice');
        return { invoice: toTaxInvoice(existing), replayed: true };
      }
      throw new AppError('TAX_INVOICE_ALREADY_ISSUED', { params: { serial: printedSerial(existing) } });
    }
    // The sale must have been priced as registered (else it charged no VAT to invoice), and the
    // business must be registered today (a deregistered business issues no tax invoices).
    if (!sale.vatRegistered) throw notRegistered();
    const today = await getEffectiveConfigurationToday(tx, businessId);
    if (!today.vatRegistered) throw notRegistered();
    // A tax invoice names the supplier's VAT number: without one set there is nothing to issue.
    if (!today.vatNumber?.trim()) throw new AppError('VAT_NUMBER_REQUIRED', { field: 'vatNumber' });
    // It prints the supplier's telephone too, a required particular: the field to fill is Settings' phone.
    const settings = await getBusinessSettings(tx, businessId);
    if (!supplierPhone(settings, await repo.businessContact(tx, businessId))) throw new AppError('SHOP_PHONE_REQUIRED', { field: 'phone' });
    // Nothing left to invoice after a void or a full return; after a partial return the invoice
    // would not match the sale any more (one issued before the return stays, its credit note adjusts it).
    if (sale.status === 'void') throw new AppError('TAX_INVOICE_SALE_VOID');
    if (sale.status === 'returned') throw new AppError('TAX_INVOICE_SALE_RETURNED');
    if (sale.status === 'partly_returned') throw new AppError('TAX_INVOICE_SALE_PARTLY_RETURNED');

    // The serial in the shop's chosen pattern, fixed as printed: the running number is the one
    // gap-free sequence (taken under the lock), the date part the shop's calendar date of issue.
    const issuedAt = new Date();
    const serialNumber = await repo.nextSerial(tx, businessId);
    const tz = await getBusinessTimeZone(tx, businessId);
    const row = await repo.insertTaxInvoice(tx, {
      businessId,
      saleId,
      serialNumber,
      serialText: taxInvoiceSerialFor(settings.taxInvoiceSerialPattern, serialNumber, toZonedDateString(issuedAt, tz)),
      issuedAt,
      buyerName: input.buyerName,
      buyerAddress: input.buyerAddress,
      buyerPhone: input.buyerPhone,
      buyerTin: input.buyerTin,
      netCents: toCents(sale.subtotal),
      vatCents: toCents(sale.vatAmount),
      totalCents: toCents(sale.totalAmount),
      issuedBy: actor.userId,
      idempotencyKey: idempotencyKey ?? null,
    });
    const invoice = toTaxInvoice(row);
    await writeAudit(tx, {
      businessId,
      userId: actor.userId,
      action: 'tax_invoice.issue',
      entityType: 'tax_invoice',
      entityId: row.id,
      after: { ...invoice, invoiceNumber: sale.invoiceNumber },
    });
    return { invoice, replayed: false };
  });
}

/**
 * Input VAT on a goods received note: the VAT on a registered supplier's tax invoice, claimed
 * against output VAT in the VAT return.
 *
 * Only a VAT-registered supplier (one with a VAT number) issues a tax invoice, so only its GRNs
 * carry input VAT: sent for any other supplier, an amount is refused (422) rather than dropped.
 * For a registered supplier the VAT is the amount on its tax invoice when the user enters it;
 * otherwise it is computed from the received lines by this rule:
 *   Σ over the lines received in good condition of  line total × the product's VAT rate,
 *   for standard-rated products only (zero-rated and exempt goods carry no VAT),
 * each line rounded to the cent half away from zero. GRN unit prices are the supplier's prices
 * before VAT (exclusive), as a tax invoice states them; damaged and expired lines are not paid for.
 * An entered amount may not exceed the GRN's total (18% VAT is far below it; more is a typing error)
 * and needs the tax invoice's number and date; a computed one without them is an estimate.
 */
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { type GrnInput } from '#shared/contracts/procurement';
import { INPUT_VAT_DOCUMENT_ERRORS, missingInputVatDocuments } from '#shared/domain/input-vat';
import { applyBasisPoints, toCents } from '#shared/domain/money';
import type { Executor } from '#server/db/client';
import { goodsReceivedNotes, products } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';

export type GrnInputVat = {
  inputVatCents: number;
  inputVatSource: 'none' | 'entered' | 'computed';
  supplierVatNumber: string | null;
  supplierInvoiceNumber: string | null;
  supplierInvoiceDate: string | null;
};

type ReceivedLine = { productId: number; totalCents: number; condition: string; receivedQuantity: number };

const isRegistered = (vatNumber: string | null | undefined) => (vatNumber ?? '').trim() !== '';

/**
 * Refuses input VAT for an unregistered supplier, and an amount entered without the tax invoice's
 * number and date (the VAT number is the supplier's), before anything is written.
 */
export function assertInputVatAllowed(supplierVatNumber: string | null | undefined, input: GrnInput): void {
  if (input.inputVat == null || input.inputVat <= 0) return;
  if (!isRegistered(supplierVatNumber)) throw new AppError('GRN_SUPPLIER_UNREGISTERED', { field: 'inputVat' });
  const missing = missingInputVatDocuments(toCents(input.inputVat), input, ['supplierInvoiceNumber', 'supplierInvoiceDate']);
  if (missing.length > 0) throw AppError.fields(Object.fromEntries(missing.map((f) => [f, { key: INPUT_VAT_DOCUMENT_ERRORS[f] }])));
}

async function computedInputVat(db: Executor, businessId: number, lines: ReceivedLine[]): Promise<number> {
  const paid = lines.filter((l) => l.condition === 'good' && l.receivedQuantity > 0);
  if (paid.length === 0) return 0;
  const rates = await db
    .select({ id: products.id, vatRateBp: products.vatRateBp, taxCategory: products.taxCategory })
    .from(products)
    .where(and(eq(products.businessId, businessId), inArray(products.id, [...new Set(paid.map((l) => l.productId))])));
  const rateOf = new Map(rates.map((p) => [p.id, p.taxCategory === 'standard' ? p.vatRateBp : 0]));
  return paid.reduce((sum, l) => sum + applyBasisPoints(l.totalCents, rateOf.get(l.productId) ?? 0), 0);
}

/** The GRN's input VAT from what was received (call after the lines are priced). */
export async function resolveInputVat(
  db: Executor,
  businessId: number,
  supplierVatNumber: string | null | undefined,
  input: GrnInput,
  received: { rows: ReceivedLine[]; totalCents: number },
): Promise<GrnInputVat> {
  assertInputVatAllowed(supplierVatNumber, input);
  const invoice = { supplierInvoiceNumber: input.supplierInvoiceNumber ?? null, supplierInvoiceDate: input.supplierInvoiceDate ?? null };
  if (!isRegistered(supplierVatNumber)) return { inputVatCents: 0, inputVatSource: 'none', supplierVatNumber: null, ...invoice };
  const vatNumber = supplierVatNumber!.trim();
  if (input.inputVat != null) {
    const cents = toCents(input.inputVat);
    if (cents > received.totalCents) throw new AppError('GRN_INPUT_VAT_ABOVE_TOTAL', { field: 'inputVat' });
    return { inputVatCents: cents, inputVatSource: 'entered', supplierVatNumber: vatNumber, ...invoice };
  }
  // Computed from the lines: an estimate until the invoice's number and date are entered (input-vat.ts).
  const cents = await computedInputVat(db, businessId, received.rows);
  return { inputVatCents: cents, inputVatSource: 'computed', supplierVatNumber: vatNumber, ...invoice };
}

/** Σ the input VAT of the GRNs received on local days [from, to], both included (the tax calculation's input). */
export async function grnInputVatBetween(db: Executor, businessId: number, from: string, to: string): Promise<number> {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${goodsReceivedNotes.inputVatCents}), 0)`.mapWith(Number) })
    .from(goodsReceivedNotes)
    .where(
      and(
        eq(goodsReceivedNotes.businessId, businessId),
        gte(goodsReceivedNotes.receivedDate, from),
        lte(goodsReceivedNotes.receivedDate, to),
      ),
    );
  return row?.cents ?? 0;
}

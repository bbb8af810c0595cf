/**
 * What an input VAT claim needs: the VAT on a registered supplier's tax invoice is claimed on that
 * invoice, so an amount needs the supplier's VAT number and the invoice's number and date (GRNs and
 * expenses alike). VAT Kade computes from a GRN's lines before the invoice is entered is only an
 * estimate, and says so until the invoice's number and date are on record.
 */

export type InputVatDocument = {
  supplierVatNumber?: string | null;
  supplierInvoiceNumber?: string | null;
  supplierInvoiceDate?: string | null;
};

export type InputVatDocumentField = keyof InputVatDocument;

/** The error code (src/shared/errors.ts) of each missing particular. */
export const INPUT_VAT_DOCUMENT_ERRORS = {
  supplierVatNumber: 'INPUT_VAT_NEEDS_SUPPLIER_VAT_NUMBER',
  supplierInvoiceNumber: 'INPUT_VAT_NEEDS_INVOICE_NUMBER',
  supplierInvoiceDate: 'INPUT_VAT_NEEDS_INVOICE_DATE',
} as const satisfies Record<InputVatDocumentField, string>;

const blank = (v: string | null | undefined) => (v ?? '').trim() === '';

/** The particulars a claim of `inputVatCents` lacks (none for no claim). */
export function missingInputVatDocuments(
  inputVatCents: number,
  doc: InputVatDocument,
  fields: readonly InputVatDocumentField[] = ['supplierVatNumber', 'supplierInvoiceNumber', 'supplierInvoiceDate'],
): InputVatDocumentField[] {
  if (inputVatCents <= 0) return [];
  return fields.filter((f) => blank(doc[f]));
}

/** Input VAT computed from received lines without the invoice's number and date on record is an estimate. */
export function isInputVatEstimate(input: { inputVatCents: number; source: 'none' | 'entered' | 'computed' } & InputVatDocument): boolean {
  return input.source === 'computed' && input.inputVatCents > 0 && (blank(input.supplierInvoiceNumber) || blank(input.supplierInvoiceDate));
}

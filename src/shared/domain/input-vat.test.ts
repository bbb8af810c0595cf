import { describe, expect, it } from 'vitest';
import { isInputVatEstimate, missingInputVatDocuments, type InputVatDocument } from './input-vat';

const full: InputVatDocument = { supplierVatNumber: '134567890-7000', supplierInvoiceNumber: 'INV-204', supplierInvoiceDate: '2026-11-02' };

describe('an input VAT amount needs the supplier VAT number and the tax invoice number and date', () => {
  it.each<[string, number, InputVatDocument, string[]]>([
    ['all three given', 18_000, full, []],
    ['no claim, nothing needed', 0, {}, []],
    ['the invoice date missing', 18_000, { ...full, supplierInvoiceDate: null }, ['supplierInvoiceDate']],
    ['a blank invoice number counts as missing', 18_000, { ...full, supplierInvoiceNumber: '  ' }, ['supplierInvoiceNumber']],
    ['nothing given', 1, {}, ['supplierVatNumber', 'supplierInvoiceNumber', 'supplierInvoiceDate']],
  ])('%s', (_name, cents, doc, missing) => {
    expect(missingInputVatDocuments(cents, doc)).toEqual(missing);
  });

  it('a GRN takes the VAT number from its supplier: only the invoice particulars are asked', () => {
    expect(missingInputVatDocuments(500, {}, ['supplierInvoiceNumber', 'supplierInvoiceDate'])).toEqual([
      'supplierInvoiceNumber',
      'supplierInvoiceDate',
    ]);
  });
});

describe('computed input VAT is an estimate until the invoice is entered', () => {
  it.each<[string, 'none' | 'entered' | 'computed', number, InputVatDocument, boolean]>([
    ['computed, no invoice yet', 'computed', 5_400, { supplierVatNumber: '1' }, true],
    ['computed, invoice number but no date', 'computed', 5_400, { ...full, supplierInvoiceDate: null }, true],
    ['computed, the invoice on record', 'computed', 5_400, full, false],
    ['entered from the invoice', 'entered', 5_400, full, false],
    ['computed as 0 (exempt goods only)', 'computed', 0, {}, false],
    ['an unregistered supplier: none', 'none', 0, {}, false],
  ])('%s', (_name, source, inputVatCents, doc, estimate) => {
    expect(isInputVatEstimate({ source, inputVatCents, ...doc })).toBe(estimate);
  });
});

import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { TaxInvoiceDocument } from '#shared/contracts/tax-invoice';
import { catalogue } from '#server/lib/pdf/document-labels';
import { taxInvoicePdf } from './tax-invoice-pdf';

// The tax invoice PDF in the shop's receipt language: Sinhala and Tamil words in the
// embedded Noto fonts, extractable as typed (pdftotext), from the same catalogue as the 80 mm roll.
const pdfText = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
const fonts = (pdf: Buffer) => execFileSync('pdffonts', ['-'], { input: pdf }).toString('utf8');

type Sales = { taxInvoice: { roll: Record<string, string> }; methods: Record<string, string> };
const siSales = catalogue('si', 'sales') as Sales;
const taSales = catalogue('ta', 'sales') as Sales;

const doc: TaxInvoiceDocument = {
  id: 1,
  serialNumber: 'TI-000007',
  saleId: 3,
  issuedAt: '2026-11-24T05:00:00.000Z',
  buyer: { name: 'ශ්‍රී ලංකා තේ සමාගම', address: 'கொழும்பு 03', phone: '0112345678', tin: '134567890' },
  netAmount: 320,
  vatAmount: 18,
  totalAmount: 338,
  totalInWords: 'Rupees Three Hundred Thirty Eight Only',
  copy: false,
  invoiceNumber: 'INV-000042',
  invoiceDate: '2026-11-24',
  supplyDate: '2026-11-24',
  placeOfSupply: 'මහනුවර',
  supplier: { name: 'Lanka Mart', address: '12 Main Street, Kandy', phone: '0812223344', tin: '134567890', vatNumber: '134567890-7000' },
  lines: [
    { description: 'කිරි පිටි 400g', quantity: 1, unit: 'pieces', unitPrice: 100, vatRate: 18, taxCategory: 'standard', amount: 100 },
    { description: 'සහල් 1kg', quantity: 2, unit: 'pieces', unitPrice: 110, vatRate: 0, taxCategory: 'exempt', amount: 220 },
  ],
  pricesIncludeVat: true,
  discountAmount: 0,
  vatRates: [18],
  nbtAmount: 0,
  paymentMethod: 'split',
  payments: [
    { method: 'cash', amount: 300 },
    { method: 'card', amount: 38 },
  ],
  supplies: { taxable: [{ rate: 18, value: 100, vat: 18 }], zeroRated: 0, exempt: 220 },
} as TaxInvoiceDocument;

describe('tax invoice PDF in the receipt language', () => {
  it('prints Sinhala with Noto Sans Sinhala embedded, the words extractable as typed', async () => {
    const { body } = await taxInvoicePdf(doc, 'si');
    const text = pdfText(body);
    const roll = siSales.taxInvoice.roll;
    for (const word of [roll.title, roll.supplier, roll.purchaser, roll.payment, siSales.methods.cash, roll.inWords])
      expect(text).toContain(word);
    // The shop's own data as typed: a ZWJ conjunct (ශ්‍රී), vowel signs before their consonant (ෙ in කොළඹ's kind).
    expect(text).toContain('ශ්‍රී ලංකා තේ සමාගම');
    expect(text).toContain('කිරි පිටි 400g');
    expect(text).toContain('රු. 338.00');
    expect(text).not.toContain('LKR');
    // The title stays in English with the Sinhala beside it; the total in words in both.
    expect(text).toContain(`TAX INVOICE / ${roll.title}`);
    expect(text).toContain('Rupees Three Hundred Thirty Eight Only');
    expect(text).toContain('රුපියල් තුන්සිය තිස්අට පමණි');
    // Taxable and exempt values apart; each payment with its amount.
    expect(text).toContain(roll.exemptSupplies);
    expect(text).toContain(`${siSales.methods.cash} රු. 300.00, ${siSales.methods.card} රු. 38.00`);
    expect(fonts(body)).toMatch(/NotoSansSinhala/);
  });

  it('prints Tamil with Noto Sans Tamil embedded (vowel signs ெ ே ை in logical order)', async () => {
    const { body } = await taxInvoicePdf({ ...doc, copy: true }, 'ta');
    const text = pdfText(body);
    const roll = taSales.taxInvoice.roll;
    for (const word of [roll.title, roll.copy, roll.supplier, roll.payment, taSales.methods.cash]) expect(text).toContain(word);
    expect(text).toContain('கொழும்பு 03');
    expect(text).toContain('ரூ. 338.00');
    expect(text).toContain(`TAX INVOICE / ${roll.title}`);
    expect(text).toContain('ரூபா முந்நூற்று முப்பத்து எட்டு மட்டும்');
    expect(fonts(body)).toMatch(/NotoSansTamil/);
  });

  it('prints English + Sinhala labels side by side, English money; English alone embeds no Noto font', async () => {
    const both = pdfText((await taxInvoicePdf(doc, 'en+si')).body);
    expect(both).toContain(`TAX INVOICE / ${siSales.taxInvoice.roll.title}`);
    expect(both).toContain(`Mode of payment / ${siSales.taxInvoice.roll.payment}: Cash / ${siSales.methods.cash} LKR 300.00`);
    expect(both).toContain('LKR 338.00');
    const en = await taxInvoicePdf({ ...doc, buyer: { ...doc.buyer, name: 'Tea Co', address: 'Colombo 03' }, placeOfSupply: 'Kandy', lines: [{ ...doc.lines[0], description: 'Milk powder' }] }, 'en'); // prettier-ignore
    const enText = pdfText(en.body);
    expect(enText).toMatch(/Total amount \(incl\. VAT\)\s+LKR 338\.00/);
    expect(enText).toMatch(/^\s*TAX INVOICE\s*$/m);
    expect(enText).toMatch(/Taxable value @ 18%\s+LKR 100\.00/);
    expect(enText).toMatch(/Exempt supplies\s+LKR 220\.00/);
    expect(enText).toContain('Mode of payment: Cash LKR 300.00, Card LKR 38.00');
    expect(fonts(en.body)).not.toMatch(/Noto/);
  });
});

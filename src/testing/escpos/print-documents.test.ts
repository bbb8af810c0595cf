import { describe, expect, it } from 'vitest';
import type { SaleReturn } from '#shared/contracts/returns';
import type { ShiftReport } from '#shared/contracts/shifts';
import type { TaxInvoiceDocument } from '#shared/contracts/tax-invoice';
import { business, labels, sale } from '#client/components/receipt/receipt-test-fixtures';
import { documentNeedsRaster, encodeDocument } from '#client/features/printing/lib/encode-document';
import { creditNoteDocument, returnPaysCash } from '#client/features/printing/lib/documents/credit-note-document';
import type { DocumentTexts } from '#client/features/printing/lib/documents/document-texts';
import { receiptDocument, saleTakesCash } from '#client/features/printing/lib/documents/receipt-document';
import { shiftReportDocument } from '#client/features/printing/lib/documents/shift-report-document';
import { taxInvoiceDocument } from '#client/features/printing/lib/documents/tax-invoice-document';
import { SINHALA_SAMPLE, TAMIL_SAMPLE, testPageDocument } from '#client/features/printing/lib/documents/test-page-document';
import { lankaQrDocument } from '#client/features/printing/lib/documents/lankaqr-document';
import { DEFAULT_PRINTER_CONFIG, type PrintBlock, type PrintDocument, type PrinterConfig } from '#client/features/printing/lib/print-types';
import enSales from '#client/locales/en/sales.json';
import { decodeEscPos, renderToImage } from './decode';
import { sampleReceipt } from './sample-documents';

const config: PrinterConfig = { ...DEFAULT_PRINTER_CONFIG, connection: 'usb' };
const receipt = (over: Parameters<typeof sale>[0] = {}) =>
  receiptDocument({
    sale: sale(over),
    business,
    labels: { ...labels, void: 'VOID' },
    language: 'en',
    dateText: '2026-01-05 10:00',
    formatDate: (d) => d,
  });
const printedLines = async (doc: PrintDocument, cfg = config) => renderToImage(decodeEscPos(await encodeDocument(doc, cfg))).textLines;

/** Keys as text: the tests read which label went where. */
const texts: DocumentTexts = {
  language: 'en',
  t: (key, options) => (options ? `${key} ${JSON.stringify(options)}` : key),
  money: (n) => `LKR ${n}`,
  date: (d) => String(d),
  dateTime: (d) => String(d),
};
/** The English `sales` catalogue, for read-backs of real words. */
const englishTexts: DocumentTexts = {
  ...texts,
  t: (key, options) => {
    const path = (key.includes(':') ? key.split(':')[1] : key).split('.');
    const found = path.reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], enSales);
    const text = typeof found === 'string' ? found : (path.at(-1) ?? key); // a unit (the pos catalogue's): its own name
    return text.replace(/\{\{(\w+)\}\}/g, (_, v: string) => String((options as Record<string, unknown> | undefined)?.[v] ?? ''));
  },
};
const textOf = (blocks: PrintBlock[]) =>
  blocks.map((b) => (b.kind === 'text' ? b.text : b.kind === 'pair' ? `${b.left}|${b.right}` : b.kind));

describe('receiptDocument', () => {
  it('prints an English receipt in text mode, line for line, the invoice number as Code 128 last', async () => {
    const doc = receipt();
    expect(await printedLines(doc)).toEqual([
      'Demo Stores',
      'INVOICE',
      'Proprietor: Nimal Perera',
      '42 Galle Road, Colombo 03',
      '0112345678',
      'demo@kade.lk',
      '-'.repeat(48),
      `Receipt No:${' '.repeat(27)}INV-000042`,
      `Date:${' '.repeat(27)}2026-01-05 10:00`,
      `Customer:${' '.repeat(23)}Walk-in customer`,
      '-'.repeat(48),
      'Nadu Rice',
      `  0.250 kg x 220.00${' '.repeat(24)}55.00`,
      '-'.repeat(48),
      `Subtotal:${' '.repeat(34)}55.00`,
      `VAT (18%):${' '.repeat(34)}9.90`,
      `Total:${' '.repeat(9)}LKR 64.90`,
      `Payment Method:${' '.repeat(29)}Cash`,
      '-'.repeat(48),
      'Thank you for shopping with us!',
    ]);
    expect(doc.blocks.at(-1)).toEqual({ kind: 'barcode', value: 'INV-000042' });
    const events = decodeEscPos(await encodeDocument(doc, config));
    expect(events.filter((e) => e.type === 'barcode')).toEqual([expect.objectContaining({ value: 'INV-000042' })]);
  });

  it('wraps to 32 columns on 58 mm paper', async () => {
    const lines = await printedLines(receipt(), { ...config, paperWidth: 58 });
    expect(lines).toContain(`Customer:${' '.repeat(7)}Walk-in customer`);
    expect(lines.every((l) => l.length <= 32)).toBe(true);
  });

  it('marks a voided sale VOID, large, under the heading', () => {
    const blocks = receipt({ status: 'void' }).blocks;
    expect(blocks).toContainEqual({ kind: 'text', text: 'VOID', align: 'center', bold: true, size: 2 });
    expect(receipt().blocks.some((b) => b.kind === 'text' && b.text === 'VOID')).toBe(false);
  });

  it('prints the cash tendered and the change, and a logo first when given', () => {
    const doc = receiptDocument({
      sale: sale({ cashTendered: 100, changeDue: 35.1 }),
      business,
      labels,
      language: 'en',
      dateText: 'd',
      formatDate: (d) => d,
      logoUrl: '/logo.png',
    });
    expect(doc.blocks[0]).toEqual({ kind: 'image', src: '/logo.png' });
    expect(textOf(doc.blocks)).toEqual(expect.arrayContaining(['Cash tendered:|100.00', 'Change:|35.10', '  Cash|64.90']));
  });

  it.each([
    ['si', 'මුළු එකතුව:'],
    ['ta', 'மொத்தம்:'],
    ['en+si', 'Total / මුළු එකතුව:'],
    ['en+ta', 'Total / மொத்தம்:'],
  ] as const)('a %s receipt speaks its language and prints as an image', (language, totalLabel) => {
    const doc = sampleReceipt(language, 3);
    expect(doc.language).toBe(language);
    expect(doc.blocks).toContainEqual(expect.objectContaining({ kind: 'pair', left: totalLabel, size: 2 }));
    expect(documentNeedsRaster(doc, config)).toBe(true);
  });

  it.each([
    ['cash', true, sale()],
    [
      'card',
      false,
      sale({
        paymentMethod: 'card',
        payments: [{ method: 'card', amount: 64.9, reference: '1', chequeNumber: null, chequeBank: null, chequeDate: null }],
      }),
    ],
    [
      'split with cash',
      true,
      sale({
        paymentMethod: 'split',
        payments: [
          { method: 'card', amount: 30, reference: null, chequeNumber: null, chequeBank: null, chequeDate: null },
          { method: 'cash', amount: 34.9, reference: null, chequeNumber: null, chequeBank: null, chequeDate: null },
        ],
      }),
    ],
  ])('a %s sale takes cash: %s', (_name, cash, s) => {
    expect(saleTakesCash(s)).toBe(cash);
  });
});

const ret = (over: Partial<SaleReturn> = {}): SaleReturn => ({
  id: 1,
  kind: 'return',
  creditNoteNumber: 'CN-000007',
  saleId: 1,
  invoiceNumber: 'INV-000042',
  lines: [
    {
      id: 1,
      saleItemId: 1,
      productId: 1,
      name: 'Nadu Rice',
      sku: null,
      unit: 'kg',
      quantity: 0.25,
      price: 220,
      vatRate: 18,
      nbtRate: 0,
      subtotal: 55,
      vatAmount: 9.9,
      nbtAmount: 0,
      discountShare: 0,
      total: 64.9,
      taxCategory: 'standard',
      restock: true,
      reason: 'damaged',
    },
  ],
  subtotal: 55,
  vatAmount: 9.9,
  nbtAmount: 0,
  discountAmount: 0,
  totalAmount: 64.9,
  refund: [{ method: 'cash', amount: 64.9, reference: null, creditTo: null }],
  vatRegistered: true,
  pricesIncludeVat: false,
  customerId: null,
  customerName: null,
  userId: null,
  approvedBy: null,
  shiftId: null,
  reason: null,
  pointsReversed: 0,
  pointsShortfall: 0,
  pointsRestored: 0,
  createdAt: '2026-01-06T04:30:00.000Z',
  ...over,
});

describe('creditNoteDocument', () => {
  it('prints the tax credit note of a registered sale: VAT reversed, the refund, its number as Code 128', () => {
    const doc = creditNoteDocument(
      { ret: ret(), business, tax: { vatRegistered: true, tin: '123456789', vatNumber: '123456789-7000' } },
      texts,
    );
    const lines = textOf(doc.blocks);
    expect(lines).toEqual(
      expect.arrayContaining([
        'note.taxTitle',
        'note.tin: 123456789',
        'note.number:|CN-000007',
        'note.original:|INV-000042',
        '  0.250 × 220.00  18%|-64.90',
        'note.vatReversed:|-9.90',
        'note.total:|LKR 64.9',
        '  methods.cash|64.90',
      ]),
    );
    expect(doc.blocks.at(-1)).toEqual({ kind: 'barcode', value: 'CN-000007' });
  });

  it('prints a simple credit note for an unregistered sale, no barcode while the number is pending', () => {
    const lines = textOf(creditNoteDocument({ ret: ret({ vatRegistered: false, creditNoteNumber: null }), business }, texts).blocks);
    expect(lines).toContain('note.title');
    expect(lines).toContain('note.number:|note.numberPending');
    expect(lines.some((l) => l.startsWith('note.vatReversed'))).toBe(false);
    expect(lines).not.toContain('barcode');
  });

  it('reads back from the printer bytes: the tax invoice it adjusts, its purchaser and the reason; else the line reasons', async () => {
    const returnsTexts: DocumentTexts = {
      ...texts,
      t: (key) =>
        (
          ({
            'note.taxInvoice': 'Tax invoice adjusted',
            'note.purchaser': 'Purchaser',
            'note.purchaserAddress': "Purchaser's address",
            'note.purchaserTin': "Purchaser's TIN/VAT no.",
            'note.reason': 'Reason',
            'note.original': 'Original invoice',
            'reasons.damaged': 'Damaged',
          }) as Record<string, string>
        )[key] ?? key,
    };
    const adjusting = ret({
      reason: 'Seal broken',
      taxInvoice: { serialNumber: '26DEC_0001_00001', buyerName: 'Ceylon Traders', buyerAddress: 'Colombo 03', buyerTin: '987654321-7000' },
    });
    const lines = await printedLines(creditNoteDocument({ ret: adjusting, business }, returnsTexts));
    expect(lines).toEqual(
      expect.arrayContaining([
        'Tax invoice adjusted: 26DEC_0001_00001',
        'Purchaser: Ceylon Traders',
        "Purchaser's address: Colombo 03",
        "Purchaser's TIN/VAT no.: 987654321-7000",
        'Reason: Seal broken',
      ]),
    );
    expect(lines.some((l) => l.startsWith('Original invoice:') && l.endsWith('INV-000042'))).toBe(true);
    const plain = await printedLines(creditNoteDocument({ ret: ret(), business }, returnsTexts));
    expect(plain).toContain('Reason: Damaged');
    expect(plain.some((l) => l.startsWith('Tax invoice adjusted'))).toBe(false);
  });

  it.each([
    [[{ method: 'cash', amount: 10, reference: null, creditTo: null }], true],
    [[{ method: 'card', amount: 10, reference: 'x', creditTo: null }], false],
    [[{ method: 'credit', amount: 10, reference: null, creditTo: 'store' }], false],
  ] as [SaleReturn['refund'], boolean][])('a refund %j pays cash: %s', (refund, cash) => {
    expect(returnPaysCash(ret({ refund }))).toBe(cash);
  });
});

const report = (over: Partial<ShiftReport> = {}): ShiftReport => ({
  id: 1,
  userId: 'u1',
  userName: 'Kamal',
  zNumber: 12,
  openedAt: '2026-01-05T02:00:00.000Z',
  closedAt: '2026-01-05T12:00:00.000Z',
  openingFloat: 5000,
  cashSales: 12000,
  cashRefunds: 100,
  cashIn: 0,
  cashOut: 500,
  expectedCash: 16400,
  countedCash: 16350,
  overShort: -50,
  byMethod: [{ method: 'cash', count: 20, amount: 12000 }],
  salesCount: 20,
  grossSales: 12500,
  discounts: 500,
  refunds: 100,
  vat: 0,
  netSales: 11900,
  refundsByMethod: [],
  voids: { count: 0, amount: 0 },
  noSaleOpens: 3,
  ...over,
});

describe('shiftReportDocument', () => {
  it('prints a Z with its number, the drawer and the sales, and the no-sale drawer opens', () => {
    const lines = textOf(shiftReportDocument({ report: report(), businessName: 'Demo', printedAt: new Date(0) }, texts).blocks);
    expect(lines).toEqual(
      expect.arrayContaining([
        'report.zTitle report.zNumber 12',
        'report.overShort|-50.00',
        'report.methods.cash (20)|12,000.00',
        'report.noSaleOpens|3',
      ]),
    );
  });

  it('prints an X as not closed, and leaves out no-sale opens a stored Z does not carry', () => {
    const { noSaleOpens: _, ...old } = report({ zNumber: null, closedAt: null });
    const lines = textOf(shiftReportDocument({ report: old as ShiftReport, businessName: 'Demo', printedAt: new Date(0) }, texts).blocks);
    expect(lines).toEqual(expect.arrayContaining(['report.xTitle', 'report.notClosed']));
    expect(lines.some((l) => l.startsWith('report.noSaleOpens'))).toBe(false);
  });
});

const taxInvoice = (over: Partial<TaxInvoiceDocument> = {}): TaxInvoiceDocument => ({
  id: 1,
  serialNumber: 'TI-000003',
  saleId: 1,
  issuedAt: '2026-01-05T04:30:00.000Z',
  buyer: { name: 'Lanka Traders', address: 'Kandy', phone: '0812345678', tin: '987654321' },
  netAmount: 55,
  vatAmount: 9.9,
  totalAmount: 64.9,
  totalInWords: 'Sixty-four rupees and ninety cents',
  copy: false,
  invoiceNumber: 'INV-000042',
  invoiceDate: '2026-01-05',
  supplyDate: '2026-01-05',
  placeOfSupply: null,
  supplier: { name: 'Demo Stores', address: 'Colombo', phone: '0112345678', tin: '123456789', vatNumber: '123456789-7000' },
  lines: [{ description: 'Nadu Rice', quantity: 0.25, unit: 'kg', unitPrice: 220, vatRate: 18, taxCategory: 'standard', amount: 55 }],
  pricesIncludeVat: false,
  discountAmount: 0,
  vatRates: [18],
  nbtAmount: 0,
  paymentMethod: 'cash',
  payments: [{ method: 'cash', amount: 64.9 }],
  supplies: { taxable: [{ rate: 18, value: 55, vat: 9.9 }], zeroRated: 0, exempt: 0 },
  ...over,
});

describe('taxInvoiceDocument', () => {
  it('prints the Gazette fields, the lines with their VAT rate, the total in words and the receipt as Code 128', () => {
    const doc = taxInvoiceDocument(taxInvoice(), texts);
    const lines = textOf(doc.blocks);
    expect(lines).toEqual(
      expect.arrayContaining([
        'TAX INVOICE / taxInvoice.roll.title',
        'taxInvoice.roll.tin: 123456789',
        'taxInvoice.roll.buyerTin: 987654321',
        'taxInvoice.roll.serial|TI-000003',
        'taxInvoice.roll.vatAt {"rates":"18%"}|9.90',
        'taxInvoice.roll.total|LKR 64.9',
        'taxInvoice.roll.inWords: Rupees Sixty Four and Cents Ninety Only',
      ]),
    );
    expect(lines.some((l) => l.includes('× 220.00  18%|55.00'))).toBe(true);
    expect(lines).not.toContain('taxInvoice.roll.copy');
    expect(doc.blocks.at(-1)).toEqual({ kind: 'barcode', value: 'INV-000042' });
  });

  it('says COPY on a reprint', () => {
    expect(textOf(taxInvoiceDocument(taxInvoice({ copy: true }), texts).blocks)).toContain('taxInvoice.roll.copy');
  });

  it('reads back from the printer bytes: both telephones, net unit prices, taxable and exempt apart, each split payment', async () => {
    const split = taxInvoice({
      netAmount: 275,
      totalAmount: 284.9,
      lines: [
        { description: 'Nadu Rice', quantity: 0.25, unit: 'kg', unitPrice: 220, vatRate: 18, taxCategory: 'standard', amount: 55 },
        { description: 'Samba Rice', quantity: 1, unit: 'pieces', unitPrice: 220, vatRate: 0, taxCategory: 'exempt', amount: 220 },
      ],
      supplies: { taxable: [{ rate: 18, value: 55, vat: 9.9 }], zeroRated: 0, exempt: 220 },
      paymentMethod: 'split',
      payments: [
        { method: 'cash', amount: 200 },
        { method: 'card', amount: 84.9 },
      ],
    });
    // Columns as printed, runs of spaces read as one.
    const lines = (await printedLines(taxInvoiceDocument(split, englishTexts))).map((l) => l.replace(/\s+/g, ' ').trim());
    expect(lines).toEqual(
      expect.arrayContaining([
        'Tel: 0112345678', // the supplier's
        'Tel: 0812345678', // the purchaser's
        '0.25 kg x 220.00 18% 55.00',
        '1 x 220.00 Exempt 220.00',
        'Unit prices and amounts exclude VAT.',
        'Taxable value @ 18% 55.00',
        'VAT @ 18% 9.90',
        'Exempt supplies 220.00',
        'Net (excl. VAT) 275.00',
        'Mode of payment:',
        'Cash 200.00',
        'Card 84.90',
      ]),
    );
    expect(lines.some((l) => l.includes('Split'))).toBe(false);
    expect(lines.some((l) => l.includes('TAX INVOICE'))).toBe(true);
  });
});

describe('testPageDocument', () => {
  it.each([
    [80, 48],
    [58, 32],
  ] as const)(
    'at %i mm: the paper, the code page, Sinhala and Tamil, a %i-column ruler and a barcode, as an image',
    (paperWidth, columns) => {
      const cfg = { ...config, paperWidth, codePage: 'cp858' as const };
      const doc = testPageDocument(texts, cfg, 'Demo Stores');
      const lines = textOf(doc.blocks);
      expect(lines).toEqual(expect.arrayContaining([SINHALA_SAMPLE, TAMIL_SAMPLE, 'testPage.codePage|cp858 (ESC t 19)']));
      expect(doc.blocks).toContainEqual({ kind: 'text', text: '1234567890'.repeat(5).slice(0, columns), fit: true });
      expect(doc.blocks).toContainEqual({ kind: 'barcode', value: 'TEST-1234' });
      expect(documentNeedsRaster(doc, cfg)).toBe(true);
    },
  );
});

describe('lankaQrDocument', () => {
  const slip = {
    shopName: 'Demo Stores',
    merchant: 'PERERA STORES',
    payload: '00020101021254061250.00',
    amountCents: 125_000,
    reference: 'INV-T1-000007',
  };

  it('prints the sale code as a native QR in text mode, with the amount and the reference, and never kicks the drawer', async () => {
    const doc = lankaQrDocument(texts, slip);
    expect(textOf(doc.blocks)).toEqual(
      expect.arrayContaining(['lankaqr.merchant|PERERA STORES', 'lankaqr.amount|LKR 1250', 'lankaqr.reference|INV-T1-000007']),
    );
    const events = decodeEscPos(await encodeDocument(doc, config));
    expect(events).toContainEqual(expect.objectContaining({ type: 'qr', payload: slip.payload }));
    expect(events.some((e) => e.type === 'drawerKick')).toBe(false);
    expect(events.at(-1)).toMatchObject({ type: 'cut' });
  });

  it('prints as an image in Sinhala (the QR drawn into it)', () => {
    const doc = lankaQrDocument({ ...texts, language: 'si' }, slip);
    expect(documentNeedsRaster(doc, config)).toBe(true);
  });
});

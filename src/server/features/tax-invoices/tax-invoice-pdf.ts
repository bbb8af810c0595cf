/**
 * The tax invoice as an A4 PDF in the Gazette 2481/22 layout (the document: tax-invoice-document.ts),
 * in the shop's receipt language: the words from the `sales` catalogue, Sinhala and Tamil
 * in the bundled Noto fonts, embedded (lib/pdf/script-text.ts). pdfkit like the tax export and
 * purchase orders; compress: false keeps the text extractable (tests read it with pdftotext). A
 * reprint says COPY under the title, large.
 */
import PDFDocument from 'pdfkit';
import type { TaxInvoiceDocument, TaxInvoiceLine } from '#shared/contracts/tax-invoice';
import type { ReceiptLanguage } from '#shared/locales';
import { toCents } from '#shared/domain/money';
import { stripBidiControls } from '#shared/domain/names';
import { paymentsText, taxInvoiceTitle, totalInWordsLines, unitPriceText } from '#shared/domain/tax-invoice-print';
import { documentLabels, type DocumentLabels } from '#server/lib/pdf/document-labels';
import { mixedHeight, registerScriptFonts, writeMixed, type TextStyle } from '#server/lib/pdf/script-text';

const LEFT = 50;
const WIDTH = 495;
/** Columns of the lines table: x offset and width (A4 is 595 pt wide, margins 50). */
const COLUMNS = { description: [50, 170], quantity: [220, 55], price: [275, 105], vat: [380, 60], amount: [440, 105] } as const;

const clean = (text: string | null | undefined) => stripBidiControls(text ?? '').trim();
const quantityText = (l: TaxInvoiceLine) => {
  const n = new Intl.NumberFormat('en-LK', { maximumFractionDigits: 3 }).format(l.quantity);
  return l.unit === 'pieces' ? n : `${n} ${l.unit}`;
};

/** `even`: a Sinhala or Tamil print, whose lines all take the taller script's height. */
type Page = { doc: PDFKit.PDFDocument; d: TaxInvoiceDocument; l: DocumentLabels; language: ReceiptLanguage; even: boolean };
const P = (key: string, vars?: Record<string, string | number>) => [`taxInvoice.pdf.${key}`, vars] as const;

export async function taxInvoicePdf(d: TaxInvoiceDocument, language: ReceiptLanguage = 'en'): Promise<{ fileName: string; body: Buffer }> {
  const l = documentLabels(language, 'sales');
  // "TAX INVOICE" stays in English on a Sinhala or Tamil print, the local title beside it.
  const title = taxInvoiceTitle(l.t('taxInvoice.roll.title'));
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: false,
    lang: l.locales[0],
    info: {
      Title: `${title} ${d.serialNumber}${d.copy ? ` (${l.t('taxInvoice.roll.copy')})` : ''}`,
      Author: 'Kade',
    },
  });
  registerScriptFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  writeMixed(doc, title, LEFT, doc.y, WIDTH, { size: 20, bold: true, align: 'center' });
  if (d.copy) {
    doc.fillColor('#b91c1c');
    writeMixed(doc, l.t('taxInvoice.roll.copy'), LEFT, doc.y, WIDTH, { size: 26, bold: true, align: 'center' });
    doc.fillColor('black');
  }
  doc.y += 8;
  const page = { doc, d, l, language, even: language !== 'en' };
  parties(page);
  details(page);
  lines(page);
  totals(page);
  doc.end();
  return { fileName: `tax-invoice-${d.serialNumber}${d.copy ? '-copy' : ''}.pdf`, body: await done };
}

/** Supplier on the left, purchaser on the right: name, address, phone, TIN and VAT number. */
function parties({ doc, d, l, even }: Page) {
  const top = doc.y;
  const block = (x: number, heading: string, rows: [string, string | null][]) => {
    let y = writeMixed(doc, heading, x, top, 240, { size: 11, bold: true });
    for (const [label, value] of rows) y = writeMixed(doc, `${label}: ${clean(value) || '-'}`, x, y, 240, { size: 10, evenLines: even });
    return y;
  };
  const s = d.supplier;
  const leftEnd = block(LEFT, l.t('taxInvoice.roll.supplier'), [
    [l.t(...P('name')), s.name],
    [l.t('taxInvoice.roll.address'), s.address],
    [l.t(...P('telephone')), s.phone],
    [l.t('taxInvoice.roll.tin'), s.tin],
    [l.t(...P('vatRegistrationNo')), s.vatNumber],
  ]);
  const b = d.buyer;
  const rightEnd = block(LEFT + 255, l.t('taxInvoice.roll.purchaser'), [
    [l.t(...P('name')), b.name],
    [l.t('taxInvoice.roll.address'), b.address],
    [l.t(...P('telephone')), b.phone],
    [l.t(...P('buyerTin')), b.tin],
  ]);
  doc.x = LEFT;
  doc.y = Math.max(leftEnd, rightEnd) + 10;
}

function details({ doc, d, l, even }: Page) {
  for (const [label, value] of [
    [l.t(...P('serialNumber')), d.serialNumber],
    [l.t(...P('invoiceDate')), d.invoiceDate],
    [l.t(...P('supplyDate')), d.supplyDate],
    [l.t(...P('placeOfSupply')), clean(d.placeOfSupply) || '-'],
    [l.t(...P('receiptReference')), d.invoiceNumber],
  ] as const)
    writeMixed(doc, `${label}: ${value}`, LEFT, doc.y, WIDTH, { size: 10, evenLines: even });
}

function lines({ doc, d, l }: Page) {
  const vatText = (line: TaxInvoiceLine) =>
    line.taxCategory === 'exempt'
      ? l.t('taxInvoice.roll.exempt')
      : line.taxCategory === 'zero_rated'
        ? '0%'
        : line.vatRate === 0
          ? '-'
          : `${line.vatRate}%`;
  const money = (n: number) => l.money(n);
  const row = (cells: [string, string, string, string, string], bold = false) => {
    const style: TextStyle = { size: 10, bold };
    const height = Math.max(...cells.map((c, i) => mixedHeight(doc, c, Object.values(COLUMNS)[i][1] - 8, style)));
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const top = doc.y;
    let bottom = top;
    Object.values(COLUMNS).forEach(([x, w], i) => {
      // Every column keeps 8 points clear on its inner side, so a wrapped heading never touches its neighbour.
      const end = writeMixed(doc, cells[i], i === 0 ? x : x + 8, top, w - 8, { ...style, align: i === 0 ? 'left' : 'right' });
      bottom = Math.max(bottom, end);
    });
    doc.x = LEFT;
    doc.y = bottom + 4;
  };
  doc.y += 12;
  row(
    [
      l.t(...P('description')),
      l.t(...P('quantity')),
      l.t(...P('unitPriceExclVat')),
      l.t('taxInvoice.roll.vat'),
      l.t(...P('amountExclVat')),
    ],
    true,
  );
  doc
    .moveTo(LEFT, doc.y - 2)
    .lineTo(LEFT + WIDTH, doc.y - 2)
    .stroke();
  for (const line of d.lines)
    row([clean(line.description), quantityText(line), unitPriceText(line.unitPrice), vatText(line), money(line.amount)]);
  doc
    .moveTo(LEFT, doc.y)
    .lineTo(LEFT + WIDTH, doc.y)
    .stroke();
  doc.y += 4;
  const notes = [
    l.t(...P('pricesExcludeVat')),
    d.discountAmount > 0 ? l.t(...P('discount', { amount: money(d.discountAmount) })) : null,
  ].filter((n): n is string => n !== null);
  for (const note of notes) writeMixed(doc, note, LEFT, doc.y, WIDTH, { size: 8 });
}

/**
 * The taxable value at each rate with the VAT charged on it, then the zero-rated and exempt values
 * apart (no VAT line stands against them), the net, NBT and the total; the total in words in
 * English and in the print's own language; each payment's method and amount.
 */
function totals({ doc, d, l, language, even }: Page) {
  const { supplies } = d;
  const rows: [string, string, boolean][] = [
    ...supplies.taxable.flatMap(({ rate, value, vat }): [string, string, boolean][] => [
      [l.t('taxInvoice.roll.taxableAt', { rate }), l.money(value), false],
      [l.t('taxInvoice.roll.vatAt', { rates: `${rate}%` }), l.money(vat), false],
    ]),
    ...(supplies.zeroRated !== 0
      ? [[l.t('taxInvoice.roll.zeroRated'), l.money(supplies.zeroRated), false] as [string, string, boolean]]
      : []),
    ...(supplies.exempt !== 0
      ? [[l.t('taxInvoice.roll.exemptSupplies'), l.money(supplies.exempt), false] as [string, string, boolean]]
      : []),
    [l.t(...P('net')), l.money(d.netAmount), false],
    ...(d.nbtAmount !== 0 ? [[l.t('taxInvoice.roll.nbt'), l.money(d.nbtAmount), false] as [string, string, boolean]] : []),
    [l.t(...P('total')), l.money(d.totalAmount), true],
  ];
  doc.y += 10;
  for (const [label, value, bold] of rows) {
    const top = doc.y;
    const style = { size: bold ? 12 : 10, bold, evenLines: even };
    // A Latin-only line is shorter than a Sinhala or Tamil one: the row is as tall as its taller side.
    const labelEnd = writeMixed(doc, label, LEFT + 100, top, 295, { ...style, align: 'right' });
    const valueEnd = writeMixed(doc, value, COLUMNS.amount[0], top, COLUMNS.amount[1], { ...style, align: 'right' });
    doc.y = Math.max(labelEnd, valueEnd) + 2;
  }
  doc.y += 10;
  const [english, local] = totalInWordsLines(toCents(d.totalAmount), language);
  writeMixed(doc, `${l.t('taxInvoice.roll.inWords')}: ${english}`, LEFT, doc.y, WIDTH, { size: 10 });
  if (local) writeMixed(doc, local, LEFT, doc.y, WIDTH, { size: 10 });
  doc.y += 3;
  const payment = paymentsText(d.payments, (m) => l.t(`methods.${m}`), l.money, d.paymentMethod);
  writeMixed(doc, `${l.t('taxInvoice.roll.payment')}: ${payment}`, LEFT, doc.y, WIDTH, { size: 10 });
}

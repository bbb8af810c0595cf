/**
 * The tax invoice as an A4 PDF in the Gazette 2481/22 layout (the document: tax-invoice-document.ts).
 * pdfkit like the tax export and purchase orders; compress: false keeps the text extractable
 * (tests read it with pdftotext). A reprint says COPY under the title, large.
 */
import PDFDocument from 'pdfkit';
import type { TaxInvoiceDocument, TaxInvoiceLine } from '../../../shared/contracts/tax-invoice';
import { formatLkr, toCents } from '../../../shared/domain/money';
import { stripBidiControls } from '../../../shared/domain/names';

const LEFT = 50;
const WIDTH = 495;
/** Columns of the lines table: x offset and width (A4 is 595 pt wide, margins 50). */
const COLUMNS = { description: [50, 195], quantity: [245, 60], price: [305, 85], vat: [390, 55], amount: [445, 100] } as const;
const PAYMENT = {
  cash: 'Cash',
  card: 'Card',
  lankaqr: 'LankaQR',
  cheque: 'Cheque',
  bank_transfer: 'Bank transfer',
  credit: 'Credit',
  split: 'Split payment',
} as const;

const clean = (text: string | null | undefined) => stripBidiControls(text ?? '').trim();
const money = (amount: number) => formatLkr(toCents(amount));
const quantityText = (l: TaxInvoiceLine) => {
  const n = new Intl.NumberFormat('en-LK', { maximumFractionDigits: 3 }).format(l.quantity);
  return l.unit === 'pieces' ? n : `${n} ${l.unit}`;
};
const vatText = (l: TaxInvoiceLine) =>
  l.taxCategory === 'exempt' ? 'Exempt' : l.taxCategory === 'zero_rated' ? '0%' : l.vatRate === 0 ? '-' : `${l.vatRate}%`;

export async function taxInvoicePdf(d: TaxInvoiceDocument): Promise<{ fileName: string; body: Buffer }> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: false,
    info: { Title: `Tax invoice ${d.serialNumber}${d.copy ? ' (copy)' : ''}`, Author: 'Kade' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(20).text('TAX INVOICE', LEFT, doc.y, { width: WIDTH, align: 'center' });
  if (d.copy)
    doc.font('Helvetica-Bold').fontSize(26).fillColor('#b91c1c').text('COPY', { width: WIDTH, align: 'center' }).fillColor('black');
  doc.moveDown(0.6);
  parties(doc, d);
  details(doc, d);
  lines(doc, d);
  totals(doc, d);
  doc.end();
  return { fileName: `tax-invoice-${d.serialNumber}${d.copy ? '-copy' : ''}.pdf`, body: await done };
}

/** Supplier on the left, purchaser on the right: name, address, phone, TIN and VAT number. */
function parties(doc: PDFKit.PDFDocument, d: TaxInvoiceDocument) {
  const top = doc.y;
  const block = (x: number, heading: string, rows: [string, string | null][]) => {
    doc.font('Helvetica-Bold').fontSize(11).text(heading, x, top, { width: 240 });
    doc.font('Helvetica').fontSize(10);
    for (const [label, value] of rows) doc.text(`${label}: ${clean(value) || '-'}`, x, doc.y, { width: 240 });
    return doc.y;
  };
  const s = d.supplier;
  const leftEnd = block(LEFT, 'Supplier', [
    ['Name', s.name],
    ['Address', s.address],
    ['Telephone', s.phone],
    ['TIN', s.tin],
    ['VAT registration no.', s.vatNumber],
  ]);
  const b = d.buyer;
  const rightEnd = block(LEFT + 255, 'Purchaser', [
    ['Name', b.name],
    ['Address', b.address],
    ['Telephone', b.phone],
    ['TIN / VAT no.', b.tin],
  ]);
  doc.x = LEFT;
  doc.y = Math.max(leftEnd, rightEnd) + 10;
}

function details(doc: PDFKit.PDFDocument, d: TaxInvoiceDocument) {
  doc.font('Helvetica').fontSize(10);
  for (const [label, value] of [
    ['Serial number', d.serialNumber],
    ['Date of invoice', d.invoiceDate],
    ['Date of supply', d.supplyDate],
    ['Place of supply', clean(d.placeOfSupply) || '-'],
    ['Receipt reference', d.invoiceNumber],
  ] as const)
    doc.text(`${label}: ${value}`, LEFT, doc.y, { width: WIDTH });
}

function lines(doc: PDFKit.PDFDocument, d: TaxInvoiceDocument) {
  const row = (cells: [string, string, string, string, string], bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    const height = doc.heightOfString(cells[0], { width: COLUMNS.description[1] - 8 });
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const top = doc.y;
    doc.text(cells[0], COLUMNS.description[0], top, { width: COLUMNS.description[1] - 8 });
    const after = doc.y;
    doc.text(cells[1], COLUMNS.quantity[0], top, { width: COLUMNS.quantity[1], align: 'right' });
    doc.text(cells[2], COLUMNS.price[0], top, { width: COLUMNS.price[1], align: 'right' });
    doc.text(cells[3], COLUMNS.vat[0], top, { width: COLUMNS.vat[1], align: 'right' });
    doc.text(cells[4], COLUMNS.amount[0], top, { width: COLUMNS.amount[1], align: 'right' });
    doc.x = LEFT;
    doc.y = Math.max(after, doc.y) + 4;
  };
  doc.moveDown(1);
  row(['Description', 'Quantity', d.pricesIncludeVat ? 'Unit price*' : 'Unit price', 'VAT', 'Amount (excl. VAT)'], true);
  doc
    .moveTo(LEFT, doc.y - 2)
    .lineTo(LEFT + WIDTH, doc.y - 2)
    .stroke();
  for (const l of d.lines) row([clean(l.description), quantityText(l), money(l.unitPrice), vatText(l), money(l.amount)]);
  doc
    .moveTo(LEFT, doc.y)
    .lineTo(LEFT + WIDTH, doc.y)
    .stroke();
  doc.moveDown(0.3).font('Helvetica').fontSize(8);
  const notes = [
    d.pricesIncludeVat ? '* Unit prices include VAT; amounts are the value of the supply excluding VAT.' : null,
    d.discountAmount > 0 ? `A discount of ${money(d.discountAmount)} was given before VAT; the amounts are after it.` : null,
  ].filter((n): n is string => n !== null);
  for (const note of notes) doc.text(note, LEFT, doc.y, { width: WIDTH });
}

function totals(doc: PDFKit.PDFDocument, d: TaxInvoiceDocument) {
  const rates = d.vatRates.length ? ` @ ${d.vatRates.map((r) => `${r}%`).join(', ')}` : '';
  const rows: [string, string, boolean][] = [
    ['Net amount (value of supply excl. VAT)', money(d.netAmount), false],
    [`VAT${rates}`, money(d.vatAmount), false],
    ...(d.nbtAmount !== 0 ? [['NBT', money(d.nbtAmount), false] as [string, string, boolean]] : []),
    ['Total amount (incl. VAT)', money(d.totalAmount), true],
  ];
  doc.moveDown(0.8);
  for (const [label, value, bold] of rows) {
    const top = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 12 : 10);
    doc.text(label, LEFT + 150, top, { width: 245, align: 'right' });
    doc.text(value, COLUMNS.amount[0], top, { width: COLUMNS.amount[1], align: 'right' });
    doc.x = LEFT;
  }
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(10).text('Total in words: ', LEFT, doc.y, { width: WIDTH, continued: true });
  doc.font('Helvetica').text(d.totalInWords);
  doc.moveDown(0.3).font('Helvetica-Bold').text('Mode of payment: ', LEFT, doc.y, { width: WIDTH, continued: true });
  doc.font('Helvetica').text(PAYMENT[d.paymentMethod]);
}

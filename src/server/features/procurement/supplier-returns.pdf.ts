/**
 * A debit note as an A4 PDF, to hand to the supplier with the goods: the shop (name, address,
 * TIN/VAT), the supplier and its VAT number, the GRN and the supplier's tax invoice it adjusts, the
 * lines returned, the subtotal, the input VAT reversed, the total and the reason. Built like the
 * purchase order's PDF: pdfkit uncompressed (tests read it with pdftotext), words from the
 * procurement catalogue in the shop's receipt language, Sinhala and Tamil names in the Noto fonts.
 */
import PDFDocument from 'pdfkit';
import { stripBidiControls } from '#shared/domain/names';
import type { Executor } from '#server/db/client';
import { documentLabels, type DocumentLabels } from '#server/lib/pdf/document-labels';
import { drawLineTable } from '#server/lib/pdf/line-table';
import { registerScriptFonts, writeMixed } from '#server/lib/pdf/script-text';
import { getBusinessSettings } from '#server/kernel/business-settings';
import { configurationOn } from '#server/kernel/tax-configuration-on';
import * as repo from './procurement.repo';
import type { PdfFile } from './purchase-order-pdf';
import { readDebitNote } from './supplier-returns.read';

const clean = (text: string | null | undefined) => stripBidiControls(text ?? '').trim();
const quantityText = (n: number) => new Intl.NumberFormat('en-LK', { maximumFractionDigits: 3 }).format(n);

const LEFT = 50;
const WIDTH = 495;
/** Columns of the lines table: x offset and width (A4 is 595 pt wide, margins 50). */
const XS = [50, 245, 305, 385, 465];
const WIDTHS = [187, 60, 80, 80, 80];

export async function debitNotePdf(db: Executor, businessId: number, id: number): Promise<PdfFile> {
  const note = await readDebitNote(db, businessId, id); // 404 for another business's
  const settings = await getBusinessSettings(db, businessId);
  const grn = await repo.getGrn(db, businessId, note.grnId);
  const supplier = await repo.getSupplier(db, businessId, note.supplierId);
  // The shop's TIN and VAT number as registered on the note's date (the tax configuration), the
  // settings' tax number when none is configured.
  const taxConfig = await configurationOn(db, businessId, note.date);
  const l = documentLabels(settings.receiptLanguage, 'procurement');
  const t = (key: string, vars?: Record<string, string | number>) => l.t(`dnPdf.document.${key}`, vars);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: false,
    lang: l.locales[0],
    info: { Title: `${t('title')} ${note.number}`, Author: 'Kade' },
  });
  registerScriptFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const write = (text: string, size: number, bold = false, gap = 0, align: 'left' | 'right' = 'left') =>
    writeMixed(doc, text, LEFT, doc.y + gap, WIDTH, { size, bold, align });

  write(clean(settings.businessName), 16, true);
  const shopTin = clean(taxConfig?.tin) || clean(settings.taxNumber);
  const shopVatNumber = clean(taxConfig?.vatNumber);
  // Under the catalogue's "TIN/VAT" label: both when they differ, else the one there is.
  const numbers = shopTin && shopVatNumber && shopTin !== shopVatNumber ? `${shopTin} / ${shopVatNumber}` : shopVatNumber || shopTin;
  for (const part of [settings.address, settings.phone, numbers && `${t('tinVat')}: ${numbers}`]) {
    if (clean(part || '')) write(clean(part || ''), 9);
  }
  write(t('title'), 16, true, 12);
  write(`${t('number')}: ${note.number}`, 11, true);
  write(`${t('date')}: ${note.date}`, 10);

  write(t('supplier'), 11, true, 10);
  write(clean(note.supplierName), 10);
  if (clean(supplier?.address)) write(clean(supplier?.address), 10);
  const vatNumber = grn?.supplierVatNumber ?? supplier?.vatNumber;
  if (clean(vatNumber)) write(`${t('supplierVat')}: ${clean(vatNumber)}`, 10);

  write(`${t('grn')}: ${note.grnNumber}${grn ? ` (${grn.receivedDate})` : ''}`, 10, false, 10);
  if (grn?.supplierInvoiceNumber) {
    const date = grn.supplierInvoiceDate ? ` (${grn.supplierInvoiceDate})` : '';
    write(`${t('supplierInvoice')}: ${clean(grn.supplierInvoiceNumber)}${date}`, 10);
  }

  drawLines(doc, note, l, t);
  write(`${t('subtotal')}: ${l.money(note.subtotal)}`, 10, false, 6, 'right');
  write(`${t('inputVat')}: ${l.money(note.inputVat)}`, 10, false, 0, 'right');
  write(`${t('total')}: ${l.money(note.total)}`, 12, true, 0, 'right');
  write(`${t('reason')}: ${clean(note.reason)}`, 10, false, 12);
  doc.end();
  return { fileName: `debit-note-${note.number}.pdf`, body: await done };
}

type Note = Awaited<ReturnType<typeof readDebitNote>>;

function drawLines(doc: PDFKit.PDFDocument, note: Note, l: DocumentLabels, t: (key: string) => string) {
  const columns = XS.map((x, i) => ({ x, width: WIDTHS[i] }));
  const rows = note.lines.map((i) => [
    clean(i.name),
    quantityText(i.quantity),
    l.money(i.unitCost),
    l.money(i.amount),
    l.money(i.inputVat),
  ]);
  drawLineTable(doc, columns, [t('product'), t('quantity'), t('unitCost'), t('amount'), t('lineVat')], rows);
}

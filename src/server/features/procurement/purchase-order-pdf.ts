/**
 * A purchase order as an A4 PDF: the business's header, the supplier, the lines and
 * the total — to print or to send to the supplier. pdfkit like the tax export; compress: false keeps
 * the text extractable (tests read it with pdftotext). In the shop's receipt language, the
 * words from the procurement catalogue; names typed in Sinhala or Tamil print in the bundled Noto
 * fonts (lib/pdf/script-text.ts).
 */
import PDFDocument from 'pdfkit';
import { stripBidiControls } from '#shared/domain/names';
import { toZonedDateString } from '#shared/domain/time-zone';
import type { Executor } from '#server/db/client';
import { documentLabels, type DocumentLabels } from '#server/lib/pdf/document-labels';
import { drawLineTable } from '#server/lib/pdf/line-table';
import { registerScriptFonts, writeMixed } from '#server/lib/pdf/script-text';
import { getBusinessSettings } from '#server/kernel/business-settings';
import * as repo from './procurement.repo';
import { readPurchaseOrder } from './purchase-orders.service';

export type PdfFile = { fileName: string; body: Buffer };

const clean = (text: string | null | undefined) => stripBidiControls(text ?? '').trim();
const quantityText = (n: number) => new Intl.NumberFormat('en-LK', { maximumFractionDigits: 3 }).format(n);

/** Columns of the lines table: x offset and width on the page (A4 is 595 pt wide, margins 50). */
const COLUMNS = { product: [50, 235], quantity: [285, 60], price: [345, 100], total: [445, 100] } as const;

export async function purchaseOrderPdf(db: Executor, businessId: number, id: number): Promise<PdfFile> {
  const order = await readPurchaseOrder(db, businessId, id); // 404 for another business's order
  const [settings, supplier] = [await getBusinessSettings(db, businessId), await repo.getSupplier(db, businessId, order.supplierId)];
  const l = documentLabels(settings.receiptLanguage, 'procurement');
  const t = (key: string, vars?: Record<string, string | number>) => l.t(`poPdf.document.${key}`, vars);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: false,
    lang: l.locales[0],
    info: { Title: t('title', { number: order.orderNumber }), Author: 'Kade' },
  });
  registerScriptFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const write = (text: string, size: number, bold = false, gap = 0) => writeMixed(doc, text, LEFT, doc.y + gap, WIDTH, { size, bold });

  // Business header
  write(clean(settings.businessName) || t('title', { number: order.orderNumber }), 16, true);
  for (const part of [settings.address, settings.phone, settings.email, settings.taxNumber && `${t('tinVat')}: ${settings.taxNumber}`]) {
    if (clean(part || '')) write(clean(part || ''), 9);
  }
  write(t('title', { number: order.orderNumber }), 14, true, 12);
  write(`${t('date')}: ${toZonedDateString(new Date(order.createdAt), settings.timeZone)}`, 10);
  if (order.expectedDeliveryDate) write(`${t('expectedDelivery')}: ${order.expectedDeliveryDate}`, 10);
  write(`${t('status')}: ${l.t(`status.${order.status}`)}`, 10);

  // Supplier
  write(t('supplier'), 11, true, 10);
  write(clean(order.supplierName), 10);
  for (const part of [supplier?.contactPerson, supplier?.phone, supplier?.email, supplier?.address]) {
    if (clean(part)) write(clean(part), 10);
  }

  drawLines(doc, order.items, l, t);
  writeMixed(doc, `${t('total')}: ${l.money(order.totalAmount)}`, LEFT, doc.y + 6, WIDTH, { size: 12, bold: true, align: 'right' });
  if (clean(order.notes)) write(`${t('notes')}: ${clean(order.notes)}`, 10, false, 10);
  doc.end();
  return { fileName: `purchase-order-${order.orderNumber}.pdf`, body: await done };
}

const LEFT = 50;
const WIDTH = 495;

type Line = { productName: string; quantity: number; unitPrice: number; totalPrice: number };

function drawLines(doc: PDFKit.PDFDocument, items: Line[], l: DocumentLabels, t: (key: string) => string) {
  const columns = [
    { x: COLUMNS.product[0], width: COLUMNS.product[1] - 8 },
    { x: COLUMNS.quantity[0], width: COLUMNS.quantity[1] },
    { x: COLUMNS.price[0], width: COLUMNS.price[1] },
    { x: COLUMNS.total[0], width: COLUMNS.total[1] },
  ];
  const rows = items.map((i) => [clean(i.productName), quantityText(i.quantity), l.money(i.unitPrice), l.money(i.totalPrice)]);
  drawLineTable(doc, columns, [t('product'), t('quantity'), t('unitPrice'), t('total')], rows);
}

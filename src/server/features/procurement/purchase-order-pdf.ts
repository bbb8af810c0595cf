/**
 * A purchase order as an A4 PDF (issue 13 #20): the business's header, the supplier, the lines and
 * the total — to print or to send to the supplier. pdfkit like the tax export; compress: false keeps
 * the text extractable (tests read it with pdftotext).
 */
import PDFDocument from 'pdfkit';
import { formatLkr, toCents } from '../../../shared/domain/money';
import { stripBidiControls } from '../../../shared/domain/names';
import { toZonedDateString } from '../../../shared/domain/time-zone';
import type { Executor } from '../../db/client';
import { getBusinessSettings } from '../settings/settings.service';
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
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: false,
    info: { Title: `Purchase order ${order.orderNumber}`, Author: 'Kade' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // Business header
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(clean(settings.businessName) || 'Purchase order');
  doc.font('Helvetica').fontSize(9);
  for (const part of [settings.address, settings.phone, settings.email, settings.taxNumber && `TIN/VAT: ${settings.taxNumber}`]) {
    if (clean(part || '')) doc.text(clean(part || ''));
  }
  doc.moveDown(1).font('Helvetica-Bold').fontSize(14).text(`Purchase Order ${order.orderNumber}`);
  doc.font('Helvetica').fontSize(10);
  doc.text(`Date: ${toZonedDateString(new Date(order.createdAt), settings.timeZone)}`);
  if (order.expectedDeliveryDate) doc.text(`Expected delivery: ${order.expectedDeliveryDate}`);
  doc.text(`Status: ${order.status}`);

  // Supplier
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(11).text('Supplier');
  doc.font('Helvetica').fontSize(10).text(clean(order.supplierName));
  for (const part of [supplier?.contactPerson, supplier?.phone, supplier?.email, supplier?.address]) {
    if (clean(part)) doc.text(clean(part));
  }

  drawLines(doc, order.items);
  doc.moveDown(0.5).font('Helvetica-Bold').fontSize(12);
  doc.text(`Total: ${formatLkr(toCents(order.totalAmount))}`, COLUMNS.product[0], doc.y, { width: 495, align: 'right' });
  if (clean(order.notes))
    doc
      .moveDown(0.8)
      .font('Helvetica')
      .fontSize(10)
      .text(`Notes: ${clean(order.notes)}`, 50, doc.y, { width: 495 });
  doc.end();
  return { fileName: `purchase-order-${order.orderNumber}.pdf`, body: await done };
}

type Line = { productName: string; quantity: number; unitPrice: number; totalPrice: number };

function drawLines(doc: PDFKit.PDFDocument, items: Line[]) {
  const row = (cells: [string, string, string, string], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    const heights = [
      doc.heightOfString(cells[0], { width: COLUMNS.product[1] - 8 }),
      doc.heightOfString(cells[2], { width: COLUMNS.price[1] }),
    ];
    if (y + Math.max(...heights) > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const top = doc.y;
    doc.text(cells[0], COLUMNS.product[0], top, { width: COLUMNS.product[1] - 8 });
    const after = doc.y;
    doc.text(cells[1], COLUMNS.quantity[0], top, { width: COLUMNS.quantity[1], align: 'right' });
    doc.text(cells[2], COLUMNS.price[0], top, { width: COLUMNS.price[1], align: 'right' });
    doc.text(cells[3], COLUMNS.total[0], top, { width: COLUMNS.total[1], align: 'right' });
    doc.x = 50;
    doc.y = Math.max(after, doc.y) + 4;
  };
  doc.moveDown(1);
  row(['Product', 'Quantity', 'Unit price', 'Total'], true);
  doc
    .moveTo(50, doc.y - 2)
    .lineTo(545, doc.y - 2)
    .stroke();
  for (const i of items) {
    row([clean(i.productName), quantityText(i.quantity), formatLkr(toCents(i.unitPrice)), formatLkr(toCents(i.totalPrice))]);
  }
  doc.moveTo(50, doc.y).lineTo(545, doc.y).stroke();
}

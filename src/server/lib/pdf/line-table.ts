import { mixedHeight, writeMixed } from './script-text';

/** A column of a document's lines table: where it starts and how wide it is, in points. */
export type TableColumn = { x: number; width: number };

/**
 * The lines table of an A4 document (a purchase order, a debit note): a bold header row over a
 * rule, one row per line, a closing rule. The first column reads left, the figures right; a row
 * as tall as its tallest cell (a long Sinhala or Tamil name wraps) moves whole to a new page.
 * Starts 12 pt below the cursor and leaves the cursor under the closing rule at the left margin.
 */
export function drawLineTable(doc: PDFKit.PDFDocument, columns: TableColumn[], header: string[], rows: string[][], left = 50, right = 545) {
  const row = (cells: string[], bold = false) => {
    const style = { size: 10, bold };
    const height = Math.max(...cells.map((c, i) => mixedHeight(doc, c, columns[i].width, style)));
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const top = doc.y;
    const bottom = Math.max(
      ...cells.map((c, i) => writeMixed(doc, c, columns[i].x, top, columns[i].width, { ...style, align: i === 0 ? 'left' : 'right' })),
    );
    doc.x = left;
    doc.y = bottom + 4;
  };
  doc.y += 12;
  row(header, true);
  doc
    .moveTo(left, doc.y - 2)
    .lineTo(right, doc.y - 2)
    .stroke();
  for (const cells of rows) row(cells);
  doc.moveTo(left, doc.y).lineTo(right, doc.y).stroke();
}

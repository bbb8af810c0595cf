import type { CSSProperties } from 'react';
import type { LabelRow } from '#shared/contracts/labels';
import { formatMoneyIn } from '#client/lib/format';
import { barcodeSvg, symbologyOf } from '../lib/barcode';
import { gridSize, pageRule, paginate, type LabelLayout } from '../lib/layouts';
import { labelName, type LabelLanguage } from '../lib/label-source';
import './labels.css';

const mm = (n: number) => `${n}mm`;

function layoutVars(layout: LabelLayout): CSSProperties {
  const grid = gridSize(layout);
  return {
    '--page-w': mm(layout.page.width),
    '--page-h': mm(layout.page.height),
    '--m-t': mm(layout.margin.top),
    '--m-r': mm(layout.margin.right),
    '--m-b': mm(layout.margin.bottom),
    '--m-l': mm(layout.margin.left),
    '--cols': String(layout.columns),
    '--label-w': mm(layout.label.width),
    '--label-h': mm(layout.label.height),
    '--gap-c': mm(layout.gap.column),
    '--gap-r': mm(layout.gap.row),
    '--grid-w': mm(grid.width),
    '--grid-h': mm(grid.height),
  } as CSSProperties;
}

/** One label: the name in the label's language, the price, the MRP when set, the barcode. */
export function LabelCell({ row, language, mrpText }: { row: LabelRow; language: LabelLanguage; mrpText: string }) {
  const svg = barcodeSvg(row.barcode);
  return (
    <div className="label-cell" data-testid="label" data-product-id={row.productId} data-barcode={row.barcode}>
      <div className="label-name">{labelName(row, language)}</div>
      <div className="label-price">{formatMoneyIn(language, row.price)}</div>
      {row.mrp != null && <div className="label-mrp">{`${mrpText} ${formatMoneyIn(language, row.mrp)}`}</div>}
      {svg ? (
        <div
          className="label-barcode"
          data-testid="label-barcode"
          data-symbology={symbologyOf(row.barcode)}
          data-value={row.barcode}
          role="img"
          aria-label={row.barcode}
          // bwip-js's own SVG: bars and glyph paths only (lib/barcode.ts).
          dangerouslySetInnerHTML={{ __html: svg }}
        />
      ) : (
        <div className="label-barcode-text">{row.barcode}</div>
      )}
    </div>
  );
}

/**
 * The pages as they print. While it is on screen its @page rule is in the document and it is the
 * print root (styles/globals.css prints only [data-print-root]), so the browser's Print prints it.
 */
export function LabelSheets({
  layout,
  labels,
  language,
  mrpText,
  pageTitle,
}: {
  layout: LabelLayout;
  labels: readonly LabelRow[];
  language: LabelLanguage;
  mrpText: string;
  pageTitle: (n: number, total: number) => string;
}) {
  const pages = paginate(layout, labels);
  return (
    <div
      className="label-sheets flex flex-col items-start gap-6 overflow-auto p-2"
      data-print-root
      lang={language}
      style={layoutVars(layout)}
    >
      <style>{pageRule(layout)}</style>
      {pages.map((page, i) => (
        <section
          key={i}
          className="label-page"
          data-testid="label-page"
          data-layout={layout.id}
          aria-label={pageTitle(i + 1, pages.length)}
        >
          <div className="label-grid">
            {page.map((row, j) => (
              <LabelCell key={j} row={row} language={language} mrpText={mrpText} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

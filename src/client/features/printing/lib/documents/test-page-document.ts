import { CODE_PAGE_NUMBER } from '../code-pages';
import { PAPER_COLUMNS, PAPER_DOTS, type PrintBlock, type PrintDocument, type PrinterConfig } from '../print-types';
import { barcode, centre, feed, left, pair, rule } from './blocks';
import type { DocumentTexts } from './document-texts';

/** Printed whatever the receipt language: the page proves the printer prints both scripts. */
export const SINHALA_SAMPLE = 'ශ්‍රී ලංකාව — මුළු එකතුව රු. 1,234.50';
export const TAMIL_SAMPLE = 'இலங்கை — மொத்தம் ரூ. 1,234.50';
export const TEST_PAGE_BARCODE = 'TEST-1234';

/** "1234567890123…" as many columns as the paper has in the printer's own font. */
export const columnRuler = (columns: number): string => Array.from({ length: columns }, (_, i) => String((i + 1) % 10)).join('');

/**
 * Settings → Printers' test page: the shop, the paper and code page, a line of Sinhala and of Tamil
 * (so it always prints as an image, the way Sinhala and Tamil receipts do), a column ruler and a
 * Code 128 the till's scanner should read. `t` speaks the `printing` namespace.
 */
export function testPageDocument(r: DocumentTexts, config: PrinterConfig, shopName: string): PrintDocument {
  const { t } = r;
  const columns = PAPER_COLUMNS[config.paperWidth];
  const blocks: PrintBlock[] = [
    centre(shopName, { bold: true, size: 2 }),
    centre(t('testPage.title'), { bold: true }),
    rule,
    ...(config.name ? [pair(t('testPage.printer'), config.name)] : []),
    pair(t('testPage.connection'), config.connection),
    pair(t('testPage.paperWidth'), t('testPage.paperValue', { mm: config.paperWidth, dots: PAPER_DOTS[config.paperWidth], columns })),
    pair(t('testPage.codePage'), `${config.codePage} (ESC t ${CODE_PAGE_NUMBER[config.codePage]})`),
    rule,
    left(t('testPage.scripts'), true),
    left(SINHALA_SAMPLE),
    left(TAMIL_SAMPLE),
    rule,
    left(t('testPage.ruler'), true),
    { kind: 'text', text: columnRuler(columns), fit: true },
    rule,
    left(t('testPage.barcode'), true),
    barcode(TEST_PAGE_BARCODE),
    feed(1),
    centre(t('testPage.end')),
  ];
  return { language: r.language, blocks };
}

import { beforeAll, describe, expect, it } from 'vitest';
import { i18nReady } from '#client/lib/i18n';
import { business, sale } from '#client/components/receipt/receipt-test-fixtures';
import { loadPrintDocuments } from './print-documents';
import { DEFAULT_PRINTER_CONFIG, type PrintBlock } from './print-types';

// The documents take their words from the real catalogues in the shop's receipt language: each
// namespace the documents use must load and answer words, never keys.
const lefts = (blocks: PrintBlock[]) => blocks.flatMap((b) => (b.kind === 'pair' ? [b.left] : b.kind === 'text' ? [b.text] : []));

describe('loadPrintDocuments', () => {
  beforeAll(async () => {
    await i18nReady;
  });

  it.each([
    ['en', 'Total:', 'PRINTER TEST PAGE'],
    ['si', 'මුළු එකතුව:', 'මුද්‍රණ යන්ත්‍ර පරීක්ෂණ පිටුව'],
    ['ta', 'மொத்தம்:', 'அச்சுப்பொறி சோதனைப் பக்கம்'],
    ['en+si', 'Total / මුළු එකතුව:', 'PRINTER TEST PAGE / මුද්‍රණ යන්ත්‍ර පරීක්ෂණ පිටුව'],
  ] as const)('%s: the receipt and the test page in that language', async (language, total, title) => {
    const docs = await loadPrintDocuments(language);
    const receipt = docs.receipt(sale(), business);
    expect(receipt.language).toBe(language);
    expect(lefts(receipt.blocks)).toContain(total);
    const page = docs.testPage({ ...DEFAULT_PRINTER_CONFIG, connection: 'usb' }, 'Demo');
    expect(lefts(page.blocks)).toContain(title);
    expect(lefts(page.blocks).some((l) => l.includes('testPage.'))).toBe(false);
  });
});

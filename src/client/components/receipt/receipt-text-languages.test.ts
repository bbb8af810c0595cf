import { beforeAll, describe, expect, it } from 'vitest';
import i18n, { i18nReady } from '#client/lib/i18n';
import type { ReceiptLanguage } from '#shared/locales';
import { receiptLabelsFrom } from './receipt-labels';
import { receiptI18n } from './receipt-language';
import { receiptText, RECEIPT_COLUMNS } from './receipt-text';
import { business, item, sale } from './receipt-test-fixtures';
import { clusters, pairLines, textWidth } from './text-columns';

// The receipt in Sinhala, Tamil and English + Sinhala: labels from a catalogue through
// i18next, one per language or both, and a .txt whose amounts end at column 42 whatever the script.
// A test namespace with the glossary's words keeps these tests independent of the real catalogues.
const NS = 'receipt-test';
const words = (w: Record<string, string>) => ({
  subtotal: w.subtotal,
  total: w.total,
  discount: w.discount,
  vat: 'VAT ({{rate}})',
  nbt: 'NBT ({{rate}})',
  vatIncluded: `VAT ({{rate}})`,
  nbtIncluded: `NBT ({{rate}})`,
  methods: {
    cash: w.cash,
    card: w.card,
    lankaqr: 'LankaQR',
    cheque: w.cheque,
    bank_transfer: w.transfer,
    credit: w.credit,
    split: w.split,
  },
  receipt: {
    owner: w.owner,
    receiptNo: w.receiptNo,
    date: w.date,
    customer: w.customer,
    walkIn: w.walkIn,
    payment: w.payment,
    thankYou: w.thankYou,
    invoice: w.invoice,
    tin: 'VAT/TIN',
    taxTin: 'TIN',
    vatNo: 'VAT No.',
    cashTendered: w.tendered,
    change: w.change,
    units: { kg: w.kg, pieces_one: w.piece, pieces_other: w.pieces },
  },
});
const en = words({
  subtotal: 'Subtotal', total: 'Total', discount: 'Discount', cash: 'Cash', card: 'Card', cheque: 'Cheque', transfer: 'Bank transfer',
  credit: 'Credit', split: 'Split', owner: 'Proprietor', receiptNo: 'Receipt No', date: 'Date', customer: 'Customer',
  walkIn: 'Walk-in customer', payment: 'Payment Method', thankYou: 'Thank you for shopping with us!', invoice: 'INVOICE',
  tendered: 'Cash tendered', change: 'Change', kg: 'kg', piece: 'piece', pieces: 'pieces',
}); // prettier-ignore
const si = words({
  subtotal: 'උප එකතුව', total: 'මුළු එකතුව', discount: 'වට්ටම', cash: 'මුදල්', card: 'කාඩ්පත', cheque: 'චෙක්පත', transfer: 'බැංකු හුවමාරුව',
  credit: 'ණය', split: 'කොටස් වශයෙන්', owner: 'හිමිකරු', receiptNo: 'බිල් අංකය', date: 'දිනය', customer: 'පාරිභෝගිකයා',
  walkIn: 'සාමාන්‍ය පාරිභෝගිකයා', payment: 'ගෙවීම', thankYou: 'ස්තුතියි, නැවත එන්න!', invoice: 'ඉන්වොයිසිය',
  tendered: 'ලැබුණු මුදල', change: 'ඉතිරි මුදල', kg: 'කි.ග්‍රෑ.', piece: 'කෑලි', pieces: 'කෑලි',
}); // prettier-ignore
const ta = words({
  subtotal: 'உப மொத்தம்', total: 'மொத்தம்', discount: 'தள்ளுபடி', cash: 'பணம்', card: 'அட்டை', cheque: 'காசோலை', transfer: 'வங்கி பரிமாற்றம்',
  credit: 'கடன்', split: 'பிரித்து', owner: 'உரிமையாளர்', receiptNo: 'பில் இல.', date: 'திகதி', customer: 'வாடிக்கையாளர்',
  walkIn: 'வழிப்போக்கு வாடிக்கையாளர்', payment: 'கொடுப்பனவு', thankYou: 'நன்றி, மீண்டும் வருக!', invoice: 'இன்வாய்ஸ்',
  tendered: 'பெற்ற தொகை', change: 'மீதி', kg: 'கி.கி.', piece: 'துண்டு', pieces: 'துண்டு',
}); // prettier-ignore

beforeAll(async () => {
  await i18nReady;
  i18n.addResourceBundle('en', NS, en, true, true);
  i18n.addResourceBundle('si', NS, si, true, true);
  i18n.addResourceBundle('ta', NS, ta, true, true);
});

const cashSale = sale({
  items: [item(), item({ productId: 2, name: 'Sunlight Soap', unit: 'pieces', quantity: 3, price: 120, taxCategory: 'exempt' })],
  payments: [{ method: 'cash', amount: 500, reference: null, chequeNumber: null, chequeBank: null, chequeDate: null }],
  cashTendered: 500,
  changeDue: 435.1,
});

function print(language: ReceiptLanguage) {
  const r = receiptI18n(language, NS);
  const text = receiptText(cashSale, business, receiptLabelsFrom(r.t, r.money, r.tMain), r.dateTime(cashSale.saleDate), null, r.date);
  return { text, lines: text.trimEnd().split('\n') };
}

/** The line that starts with the label: its value must end exactly at the last column. */
const row = (lines: string[], label: string) => {
  const found = lines.find((l) => l.startsWith(label));
  expect(found, label).toBeDefined();
  expect(textWidth(found!)).toBe(RECEIPT_COLUMNS);
  return found!;
};

describe('receipt text in the receipt language', () => {
  it('prints Sinhala: labels, රු. and Sinhala month names, amounts aligned at column 42', () => {
    const { text, lines } = print('si');
    expect(text).toContain('ඉන්වොයිසිය');
    expect(row(lines, 'මුළු එකතුව:')).toMatch(/ රු\. 64\.90$/);
    expect(row(lines, 'ලැබුණු මුදල:')).toMatch(/ 500\.00$/);
    expect(row(lines, 'ඉතිරි මුදල:')).toMatch(/ 435\.10$/);
    expect(row(lines, 'ගෙවීම:')).toMatch(/ මුදල්$/);
    expect(row(lines, '  3 කෑලි × 120.00')).toMatch(/ 360\.00$/);
    expect(row(lines, 'දිනය:')).toContain('2026');
    expect(row(lines, 'දිනය:')).toMatch(/[\u0D80-\u0DFF]/); // the month in Sinhala
    expect(text).not.toMatch(/\b(Total|Cash|Date|LKR)\b/);
    for (const l of lines) expect(textWidth(l)).toBeLessThanOrEqual(RECEIPT_COLUMNS);
  });

  it('prints Tamil: labels, ரூ. and Tamil month names, amounts aligned at column 42', () => {
    const { text, lines } = print('ta');
    expect(text).toContain('இன்வாய்ஸ்');
    expect(row(lines, 'மொத்தம்:')).toMatch(/ ரூ\. 64\.90$/);
    expect(row(lines, 'உப மொத்தம்:')).toMatch(/ 415\.00$/);
    expect(row(lines, 'மீதி:')).toMatch(/ 435\.10$/);
    expect(row(lines, '  0.250 கி.கி. × 220.00')).toMatch(/ 55\.00$/);
    expect(row(lines, 'திகதி:')).toMatch(/[\u0B80-\u0BFF]/);
    expect(text).toContain('நன்றி, மீண்டும் வருக!');
    for (const l of lines) expect(textWidth(l)).toBeLessThanOrEqual(RECEIPT_COLUMNS);
  });

  it('prints English + Sinhala: each label "English / සිංහල", a kept term once, English money and months', () => {
    const { text, lines } = print('en+si');
    expect(text).toContain('INVOICE / ඉන්වොයිසිය');
    expect(row(lines, 'Total / මුළු එකතුව:')).toMatch(/ LKR 64\.90$/);
    expect(row(lines, 'Change / ඉතිරි මුදල:')).toMatch(/ 435\.10$/);
    expect(row(lines, 'Payment Method / ගෙවීම:')).toMatch(/ Cash \/ මුදල්$/);
    expect(text).toContain('VAT (18%):'); // the same in both: printed once
    expect(text).not.toContain('VAT (18%) / VAT');
    expect(row(lines, 'Date / දිනය:')).toMatch(/Jan 2026/);
    // A label too long for one line with its value: the value goes under it, right-aligned.
    expect(row(lines, '  0.250 kg × 220.00')).toMatch(/ 55\.00$/); // a unit is a value: the main language's
    // A label too long for one line with its value: the value goes under it, right-aligned.
    const customer = lines.indexOf('Customer / පාරිභෝගිකයා:');
    expect(lines[customer + 1]).toMatch(/^ +Walk-in customer \/ සාමාන්‍ය පාරිභෝගිකයා$/);
    expect(textWidth(lines[customer + 1])).toBe(RECEIPT_COLUMNS);
    for (const l of lines) expect(textWidth(l)).toBeLessThanOrEqual(RECEIPT_COLUMNS);
  });
});

describe('text columns', () => {
  it('counts a letter with its vowel signs as one column, a ZWJ conjunct as its clusters', () => {
    expect(textWidth('කොළඹ')).toBe(3);
    expect(textWidth('கை')).toBe(1);
    expect(textWidth('மொத்தம்')).toBe(4);
    expect(clusters('ශ්‍රී')).toEqual(['ශ්‍', 'රී']);
    expect(textWidth('LKR 1,234.50')).toBe(12);
  });

  it('right-aligns a value after a Tamil label, and wraps a long label keeping its indent', () => {
    expect(pairLines('மொத்தம்:', 'ரூ. 10.00', 20)).toEqual(['மொத்தம்:' + ' '.repeat(20 - 5 - 8) + 'ரூ. 10.00']);
    expect(pairLines('  aaaa bbbb cccc', '1.00', 12)).toEqual(['  aaaa bbbb', '  cccc  1.00']);
  });
});

import { describe, expect, it } from 'vitest';
import type { Sale } from '#shared/contracts/sales';
import { appliedRates, formatLineQuantity, receiptText, wrapText } from './receipt-text';
import { business, item, labels, sale } from './receipt-test-fixtures';

const payment = (method: Sale['payments'][number]['method'], amount: number, over: Partial<Sale['payments'][number]> = {}) => ({
  method,
  amount,
  reference: null,
  chequeNumber: null,
  chequeBank: null,
  chequeDate: null,
  ...over,
});

describe('receipt text', () => {
  it.each([
    [
      'omits a zero NBT line',
      sale(),
      ['INVOICE', 'VAT (18%):', 'LKR 64.90', 'Walk-in customer', 'Proprietor: Nimal Perera', 'INV-000042'],
      ['NBT', 'TAX INVOICE', 'Discount', 'included'],
    ],
    [
      'a shop that is not VAT-registered prints no VAT line',
      sale({ vatRegistered: false, pricesIncludeVat: true, items: [item({ vatAmount: 0, total: 55 })], vatAmount: 0, totalAmount: 55 }),
      ['Subtotal:', 'Total:', 'LKR 55.00'],
      ['VAT'],
    ],
    [
      'prices include VAT: the VAT inside the total, after it',
      sale({
        pricesIncludeVat: true,
        items: [item({ price: 118, quantity: 1, unit: 'pieces', subtotal: 100, vatAmount: 18, total: 118 })],
        subtotal: 100,
        vatAmount: 18,
        totalAmount: 118,
      }),
      ['Subtotal:', '118.00', 'LKR 118.00', 'VAT included (18%):', '18.00'],
      ['VAT (18%):'],
    ],
    [
      'exempt lines are left out of the rates applied',
      sale({ items: [item(), item({ productId: 2, name: 'Bread', vatRate: 18, vatAmount: 0, taxCategory: 'exempt' })] }),
      ['VAT (18%):'],
      ['18%, 18%'],
    ],
    [
      'prints NBT with the rate applied when charged',
      sale({ items: [item({ nbtRate: 2, nbtAmount: 1.1 })], nbtAmount: 1.1, totalAmount: 66 }),
      ['NBT (2%):', '1.10', 'LKR 66.00'],
      [],
    ],
    [
      'lists every VAT rate applied',
      sale({ items: [item(), item({ productId: 2, name: 'Eggs', vatRate: 0, vatAmount: 0 })] }),
      ['VAT (18%, 0%):'],
      [],
    ],
    [
      'shows the customer and a discount',
      sale({ customerName: 'Kamala', discountAmount: 5, paymentMethod: 'credit' }),
      ['Kamala', 'Discount:', '-5.00', 'Credit'],
      [],
    ],
  ])('%s', (_name, s, contains, absent) => {
    const text = receiptText(s, business, labels, '05 Jan 2026, 10:00');
    for (const c of contains) expect(text).toContain(c);
    for (const a of absent) expect(text).not.toContain(a);
    expect(text).toContain('Thank you for shopping with us!');
  });

  it('a cash sale with notes tendered prints the cash tendered and the change', () => {
    const text = receiptText(
      sale({ totalAmount: 1357, cashTendered: 5000, changeDue: 3643, payments: [payment('cash', 1357)] }),
      business,
      labels,
      'x',
    );
    expect(text).toMatch(/Cash tendered:\s+5,000\.00/);
    expect(text).toMatch(/Change:\s+3,643\.00/);
    expect(text.split('\n').every((l) => l.length <= 42)).toBe(true);
  });

  it('a split sale lists each payment with its reference or cheque, and prints Split as its method', () => {
    const text = receiptText(
      sale({
        paymentMethod: 'split',
        totalAmount: 3000,
        cashTendered: 1000,
        changeDue: 0,
        payments: [
          payment('cash', 1000),
          payment('card', 1500, { reference: 'AUTH 778812' }),
          payment('cheque', 500, { chequeNumber: '004512', chequeBank: 'BOC', chequeDate: '2026-12-01' }),
        ],
      }),
      business,
      labels,
      'x',
    );
    expect(text).toMatch(/Payment Method:\s+Split/);
    expect(text).toMatch(/ {2}Cash\s+1,000\.00/);
    expect(text).toMatch(/ {2}Card\s+1,500\.00\n {4}Ref AUTH 778812/);
    expect(text).toMatch(/ {2}Cheque\s+500\.00\n {4}Cheque 004512, BOC, 2026-12-01/);
    expect(text).toMatch(/Change:\s+0\.00/);
  });

  it('a sale paid one way with nothing tendered prints only its method', () => {
    const text = receiptText(sale({ paymentMethod: 'card', payments: [payment('card', 64.9)] }), business, labels, 'x');
    expect(text).toMatch(/Payment Method:\s+Card/);
    expect(text).not.toContain('Cash tendered');
    expect(text).not.toMatch(/^ {2}Card/m);
  });

  it('is titled INVOICE, never TAX INVOICE (issued on request), with the registration number when the business has one', () => {
    const text = receiptText(sale(), { ...business, taxNumber: '123456789-7000' }, labels, 'd');
    expect(text).toContain('INVOICE');
    expect(text).not.toContain('TAX INVOICE');
    expect(text).toContain('VAT/TIN: 123456789-7000');
  });

  it('an INVOICE with TIN and VAT No. when the tax configuration says VAT-registered', () => {
    const tax = { vatRegistered: true, tin: '134567890', vatNumber: '134567890-7000' };
    const text = receiptText(sale(), business, labels, 'd', tax);
    const lines = text.split('\n').map((l) => l.trim());
    expect(lines.slice(0, 4)).toEqual(['Demo Stores', 'INVOICE', 'TIN: 134567890', 'VAT No.: 134567890-7000']);
    // not registered: no TIN
    const plain = receiptText(sale(), business, labels, 'd', { ...tax, vatRegistered: false });
    expect(plain).not.toContain('134567890');
    // registered without a VAT number: TIN only
    const tinOnly = receiptText(sale(), business, labels, 'd', { ...tax, vatNumber: null });
    expect(tinOnly).toContain('TIN: 134567890');
    expect(tinOnly).not.toContain('VAT No.');
  });

  it('shows points redeemed, earned and the balance for a customer sale', () => {
    const text = receiptText(
      sale({
        customerId: 7,
        customerName: 'Kamala',
        discountAmount: 20,
        totalAmount: 44.9,
        pointsEarned: 44,
        pointsRedeemed: 20,
        loyaltyBalance: 124,
      }),
      business,
      labels,
      'd',
    );
    expect(text).toMatch(/Discount:\s+-20\.00/);
    expect(text).toMatch(/Points redeemed:\s+20\n/);
    expect(text).toMatch(/Points earned:\s+44\n/);
    expect(text).toMatch(/Loyalty balance:\s+124\n/);
    expect(receiptText(sale(), business, labels, 'd')).not.toContain('Points');
  });

  it('wraps a name longer than the 42 columns of the roll, every line within them', () => {
    const name = 'Anchor Full Cream Milk Powder Family Pack Special Offer 1kg';
    const text = receiptText(
      sale({ items: [item({ name }), item({ productId: 2, name: 'X'.repeat(50) })], customerName: 'K'.repeat(45) }),
      { ...business, address: 'No. 142/3, Old Kesbewa Road, Nugegoda, Western Province 10250' },
      labels,
      'd',
    );
    for (const l of text.split('\n')) expect(l.length).toBeLessThanOrEqual(42);
    expect(text).toContain('Anchor Full Cream Milk Powder Family Pack\nSpecial Offer 1kg\n');
    expect(text).toContain(`${'X'.repeat(42)}\n${'X'.repeat(8)}\n`);
    expect(text).toContain('K'.repeat(45).slice(0, 42));
  });

  it.each([
    ['kg', 0.25, '0.250 kg × 220.00'],
    ['kg', 2, '2.000 kg × 220.00'],
    ['pieces', 2, '2 pieces × 220.00'],
    ['pieces', 1, '1 piece × 220.00'],
    ['pieces', 1200, '1,200 pieces × 220.00'],
  ] as const)('prints the quantity with its unit: %s %s', (unit, quantity, expected) => {
    expect(receiptText(sale({ items: [item({ unit, quantity })] }), business, labels, 'd')).toContain(`  ${expected} `);
  });

  it('formatLineQuantity shows decimals only for fractional units', () => {
    expect(formatLineQuantity(0.5, 'l', labels.unit)).toBe('0.500 l');
    expect(formatLineQuantity(3, 'dozen', labels.unit)).toBe('3 dozen');
  });

  it('a credit receipt shows the due date and the balance outstanding after the sale', () => {
    const credit = sale({
      paymentMethod: 'credit',
      paymentStatus: 'pending',
      customerName: 'Kamala',
      credit: { dueDate: '2026-02-04T04:30:00.000Z', balance: 1264.9 },
    });
    const text = receiptText(credit, business, labels, 'd', null, (iso) => `on ${iso.slice(0, 10)}`);
    expect(text).toMatch(/Due date:\s+on 2026-02-04\n/);
    expect(text).toMatch(/Balance outstanding:\s+LKR 1,264\.90\n/);
    expect(receiptText(sale(), business, labels, 'd')).not.toContain('Due date');
  });

  it('wrapText keeps words whole and cuts only words longer than a line', () => {
    expect(wrapText('a bb ccc dddd', 6)).toEqual(['a bb', 'ccc', 'dddd']);
    expect(wrapText('abcdefgh', 3)).toEqual(['abc', 'def', 'gh']);
    expect(wrapText('  ', 5)).toEqual([]);
  });

  it('appliedRates sorts and de-duplicates', () => {
    expect(appliedRates(sale({ items: [item({ vatRate: 8 }), item({ vatRate: 18 }), item({ vatRate: 8 })] }), 'vatRate')).toBe('18%, 8%');
  });
});

describe('a voided sale', () => {
  it('reads VOID under the letterhead, and keeps its invoice number', () => {
    const text = receiptText(sale({ status: 'void' }), business, { ...labels, void: 'VOID' }, '24 Nov 2026, 10:00', null, (d) => d);
    const lines = text.split('\n');
    // The last line before the first rule, as on the printed roll.
    expect(lines.findIndex((l) => l.trim() === 'VOID')).toBe(lines.findIndex((l) => /^-+$/.test(l)) - 1);
    expect(text).toContain(sale().invoiceNumber);
  });

  it('a sale that is not void has no VOID line', () => {
    const text = receiptText(
      sale({ status: 'partly_returned' }),
      business,
      { ...labels, void: 'VOID' },
      '24 Nov 2026, 10:00',
      null,
      (d) => d,
    );
    expect(text).not.toMatch(/^\s*VOID\s*$/m);
  });
});

import { describe, expect, it } from 'vitest';
import type { ReceiptProfile, Sale } from '../../../../shared/contracts/sales';
import { newIdempotencyKey } from './idempotency-key';
import { appliedRates, receiptText, type ReceiptLabels } from './receipt-text';

const labels: ReceiptLabels = {
  owner: 'Proprietor',
  receiptNo: 'Receipt No',
  date: 'Date',
  customer: 'Customer',
  walkIn: 'Walk-in customer',
  subtotal: 'Subtotal',
  vat: (r) => `VAT (${r})`,
  nbt: (r) => `NBT (${r})`,
  discount: 'Discount',
  total: 'Total',
  payment: 'Payment Method',
  paymentMethods: { cash: 'Cash', card: 'Card', credit: 'Credit' },
  thankYou: 'Thank you for shopping with us!',
  taxInvoice: 'TAX INVOICE',
  tin: 'VAT/TIN',
  taxTin: 'TIN',
  vatNo: 'VAT No.',
  pointsEarned: 'Points earned',
  pointsRedeemed: 'Points redeemed',
  loyaltyBalance: 'Loyalty balance',
};

const business: ReceiptProfile = {
  businessName: 'Demo Stores',
  ownerName: 'Nimal Perera',
  address: '42 Galle Road, Colombo 03',
  phone: '0112345678',
  email: 'demo@kade.lk',
  taxNumber: null,
  invoiceTemplate: 'thermal-80mm',
  header: null,
  footer: null,
};

const item = (over: Partial<Sale['items'][number]> = {}): Sale['items'][number] => ({
  productId: 1,
  name: 'Nadu Rice',
  sku: null,
  unit: 'kg',
  price: 220,
  quantity: 0.25,
  vatRate: 18,
  nbtRate: 0,
  subtotal: 55,
  vatAmount: 9.9,
  nbtAmount: 0,
  total: 64.9,
  ...over,
});

const sale = (over: Partial<Sale> = {}): Sale => ({
  id: 1,
  invoiceNumber: 'INV-000042',
  saleDate: '2026-01-05T04:30:00.000Z',
  items: [item()],
  subtotal: 55,
  vatAmount: 9.9,
  nbtAmount: 0,
  discountAmount: 0,
  totalAmount: 64.9,
  paymentMethod: 'cash',
  paymentStatus: 'paid',
  customerId: null,
  customerName: null,
  debtorInfo: null,
  cashierId: null,
  ...over,
});

describe('receipt text', () => {
  it.each([
    [
      'omits a zero NBT line',
      sale(),
      ['VAT (18%):', 'LKR 64.90', 'Walk-in customer', 'Proprietor: Nimal Perera', 'INV-000042'],
      ['NBT', 'TAX INVOICE', 'Discount'],
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

  it('is titled TAX INVOICE with the registration number when the business has one', () => {
    const text = receiptText(sale(), { ...business, taxNumber: '123456789-7000' }, labels, 'd');
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain('VAT/TIN: 123456789-7000');
  });

  it('is a TAX INVOICE with TIN and VAT No. when the tax configuration says VAT-registered', () => {
    const tax = { vatRegistered: true, tin: '134567890', vatNumber: '134567890-7000' };
    const text = receiptText(sale(), business, labels, 'd', tax);
    const lines = text.split('\n').map((l) => l.trim());
    expect(lines.slice(0, 4)).toEqual(['Demo Stores', 'TAX INVOICE', 'TIN: 134567890', 'VAT No.: 134567890-7000']);
    // not registered: a plain receipt, no TIN
    const plain = receiptText(sale(), business, labels, 'd', { ...tax, vatRegistered: false });
    expect(plain).not.toContain('TAX INVOICE');
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

  it('appliedRates sorts and de-duplicates', () => {
    expect(appliedRates(sale({ items: [item({ vatRate: 8 }), item({ vatRate: 18 }), item({ vatRate: 8 })] }), 'vatRate')).toBe('18%, 8%');
  });
});

describe('idempotency key', () => {
  it('is a fresh v4 UUID each time', () => {
    const a = newIdempotencyKey();
    const b = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a).not.toBe(b);
  });
});

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

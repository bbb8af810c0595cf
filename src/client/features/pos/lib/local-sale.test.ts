import { describe, expect, it } from 'vitest';
import type { PosProduct, SaleRequest } from '#shared/contracts/sales';
import { isDomainError } from '#shared/domain/errors';
import { localSale, LocalSaleError, type LocalProduct, type LocalSaleInput } from './local-sale';

const product = (over: Partial<PosProduct>): LocalProduct => ({
  name: 'Product',
  sku: null,
  unit: 'pieces',
  price: 100,
  taxCategory: 'standard',
  ...over,
});

/** The shop's catalogue on the device. */
const CATALOGUE = new Map<number, LocalProduct>([
  [1, product({ name: 'Soap', sku: 'S-1', price: 150 })],
  [2, product({ name: 'Tea 100 g', price: 118 })],
  [3, product({ name: 'Rice', unit: 'kg', price: 240, taxCategory: 'exempt' })],
  [4, product({ name: 'Exercise book', price: 80, taxCategory: 'zero_rated' })],
  [5, product({ name: 'Biscuits', price: 99.99 })],
]);

const input = (body: SaleRequest, over: Partial<LocalSaleInput> = {}): LocalSaleInput => ({
  body,
  product: (id) => CATALOGUE.get(id),
  pricing: { vatRegistered: true, pricesIncludeVat: true, vatRateBp: 1800, nbtRateBp: 0 },
  invoiceNumber: 'INV-T1-000007',
  soldAt: '2026-11-24T15:30:00+05:30',
  terminalId: 3,
  cashierId: 'cashier-1',
  id: -7,
  ...over,
});

const pay = (method: string, amount: number, extra: Record<string, unknown> = {}) => ({
  method,
  amount,
  reference: null,
  chequeNumber: null,
  chequeBank: null,
  chequeDate: null,
  ...extra,
});

type Case = {
  name: string;
  body: SaleRequest;
  over?: Partial<LocalSaleInput>;
  /** What the server answers for the same request (sale-rows.ts toSale), its figures. */
  totals: { subtotal: number; vatAmount: number; nbtAmount: number; discountAmount: number; totalAmount: number };
  lines: { total: number; subtotal: number; vatAmount: number; vatRate: number; discountShare: number; lineDiscount: number }[];
  payments: unknown[];
  paymentMethod: string;
  paymentStatus: string;
  cashTendered: number | null;
  changeDue: number;
};

/**
 * Each case's figures are what the server's own pipeline answers for the same request sent offline
 * (sale-pricing.ts normaliseSale → priceLines → discountedTotals, payments.ts settlePayments,
 * sale-rows.ts saleRows → toSale), worked out once from it and written down here: the whole Sale
 * was equal, field for field, apart from the loyalty figures only the server knows.
 */
const CASES: Case[] = [
  {
    name: 'not VAT-registered: no VAT whatever the rates; cash with change',
    body: {
      items: [
        { productId: 1, quantity: 2, price: 150 },
        { productId: 3, quantity: 0.75, price: 240 },
      ],
      payments: [{ method: 'cash', amount: 480 }],
      cashTendered: 1000,
    },
    over: { pricing: { vatRegistered: false, pricesIncludeVat: true, vatRateBp: 1800, nbtRateBp: 0 } },
    totals: { subtotal: 480, vatAmount: 0, nbtAmount: 0, discountAmount: 0, totalAmount: 480 },
    lines: [
      { total: 300, subtotal: 300, vatAmount: 0, vatRate: 0, discountShare: 0, lineDiscount: 0 },
      { total: 180, subtotal: 180, vatAmount: 0, vatRate: 0, discountShare: 0, lineDiscount: 0 },
    ],
    payments: [pay('cash', 480)],
    paymentMethod: 'cash',
    paymentStatus: 'paid',
    cashTendered: 1000,
    changeDue: 520,
  },
  {
    name: 'registered, inclusive: VAT carved out; a line % and a cart amount before VAT; split cash + card with change',
    body: {
      items: [
        { productId: 2, quantity: 3, price: 118, discountPercent: 10 },
        { productId: 3, quantity: 1.5, price: 240 },
        { productId: 5, quantity: 1, price: 99.99, discountAmount: 9.99 },
      ],
      discountAmount: 25,
      payments: [
        { method: 'cash', amount: 400 },
        { method: 'card', amount: 343.6, reference: 'AUTH-1' },
      ],
      cashTendered: 500,
    },
    totals: { subtotal: 683.3, vatAmount: 60.3, nbtAmount: 0, discountAmount: 70.39, totalAmount: 743.6 },
    lines: [
      { total: 308.24, subtotal: 261.22, vatAmount: 47.02, vatRate: 18, discountShare: 45.76, lineDiscount: 35.4 },
      { total: 348.29, subtotal: 348.29, vatAmount: 0, vatRate: 0, discountShare: 11.71, lineDiscount: 0 },
      { total: 87.07, subtotal: 73.79, vatAmount: 13.28, vatRate: 18, discountShare: 12.92, lineDiscount: 9.99 },
    ],
    payments: [pay('cash', 400), pay('card', 343.6, { reference: 'AUTH-1' })],
    paymentMethod: 'split',
    paymentStatus: 'paid',
    cashTendered: 500,
    changeDue: 100,
  },
  {
    name: 'registered, exclusive: VAT added; zero-rated and exempt lines carry none; a cart %; one card payment',
    body: {
      items: [
        { productId: 2, quantity: 2, price: 118 },
        { productId: 4, quantity: 3, price: 80 },
        { productId: 5, quantity: 7, price: 99.99, discountAmount: 12.34 },
      ],
      discountPercent: 12.5,
      payments: [{ method: 'card', amount: 1163.61 }],
    },
    over: { pricing: { vatRegistered: true, pricesIncludeVat: false, vatRateBp: 1800, nbtRateBp: 0 } },
    totals: { subtotal: 1018.14, vatAmount: 145.47, nbtAmount: 0, discountAmount: 157.79, totalAmount: 1163.61 },
    lines: [
      { total: 243.67, subtotal: 206.5, vatAmount: 37.17, vatRate: 18, discountShare: 29.5, lineDiscount: 0 },
      { total: 210, subtotal: 210, vatAmount: 0, vatRate: 0, discountShare: 30, lineDiscount: 0 },
      { total: 709.94, subtotal: 601.64, vatAmount: 108.3, vatRate: 18, discountShare: 98.29, lineDiscount: 12.34 },
    ],
    payments: [pay('card', 1163.61)],
    paymentMethod: 'card',
    paymentStatus: 'paid',
    cashTendered: null,
    changeDue: 0,
  },
  {
    name: 'part on credit: partial, the debtor kept (empty email is none), the customer named by the debtor',
    body: {
      items: [{ productId: 1, quantity: 4, price: 150 }],
      payments: [
        { method: 'cash', amount: 100 },
        { method: 'credit', amount: 500 },
      ],
      customerName: 'Sunil',
      debtorInfo: { name: 'Sunil', phone: '0771234567', email: '', address: ' 12 Main St ' },
    },
    totals: { subtotal: 508.47, vatAmount: 91.53, nbtAmount: 0, discountAmount: 0, totalAmount: 600 },
    lines: [{ total: 600, subtotal: 508.47, vatAmount: 91.53, vatRate: 18, discountShare: 0, lineDiscount: 0 }],
    payments: [pay('cash', 100), pay('credit', 500)],
    paymentMethod: 'split',
    paymentStatus: 'partial',
    cashTendered: null,
    changeDue: 0,
  },
  {
    name: 'all on credit with the loyalty discount the till charged: pending',
    body: {
      items: [
        { productId: 2, quantity: 1, price: 118 },
        { productId: 1, quantity: 1, price: 150 },
      ],
      customerId: 9,
      applyTierDiscount: true,
      payments: [{ method: 'credit', amount: 253 }],
      customerName: 'Nimal',
      debtorInfo: { name: 'Nimal', phone: '0711111111', email: 'n@example.lk', address: '' },
    },
    over: { loyaltyDiscountCents: 1500 },
    totals: { subtotal: 214.41, vatAmount: 38.59, nbtAmount: 0, discountAmount: 15, totalAmount: 253 },
    lines: [
      { total: 111.4, subtotal: 94.41, vatAmount: 16.99, vatRate: 18, discountShare: 6.6, lineDiscount: 0 },
      { total: 141.6, subtotal: 120, vatAmount: 21.6, vatRate: 18, discountShare: 8.4, lineDiscount: 0 },
    ],
    payments: [pay('credit', 253)],
    paymentMethod: 'credit',
    paymentStatus: 'pending',
    cashTendered: null,
    changeDue: 0,
  },
  {
    name: 'a cheque for the whole sale, a price paid offline below the catalogue’s',
    body: {
      items: [{ productId: 5, quantity: 3, price: 95 }],
      payments: [{ method: 'cheque', amount: 285, chequeNumber: '004512', chequeBank: 'BOC', chequeDate: '2026-12-31' }],
      customerName: 'Kamal',
      debtorInfo: { name: 'Kamal', phone: '0779999999', email: '', address: '' },
    },
    totals: { subtotal: 241.53, vatAmount: 43.47, nbtAmount: 0, discountAmount: 0, totalAmount: 285 },
    lines: [{ total: 285, subtotal: 241.53, vatAmount: 43.47, vatRate: 18, discountShare: 0, lineDiscount: 0 }],
    payments: [pay('cheque', 285, { chequeNumber: '004512', chequeBank: 'BOC', chequeDate: '2026-12-31' })],
    paymentMethod: 'cheque',
    paymentStatus: 'paid',
    cashTendered: null,
    changeDue: 0,
  },
];

describe('localSale: the device prices a sale as the server does', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const sale = localSale(input(c.body, c.over));
    expect({
      subtotal: sale.subtotal,
      vatAmount: sale.vatAmount,
      nbtAmount: sale.nbtAmount,
      discountAmount: sale.discountAmount,
      totalAmount: sale.totalAmount,
    }).toEqual(c.totals);
    expect(
      sale.items.map(({ total, subtotal, vatAmount, vatRate, discountShare, lineDiscount }) => ({
        total,
        subtotal,
        vatAmount,
        vatRate,
        discountShare,
        lineDiscount,
      })),
    ).toEqual(c.lines);
    expect(sale.payments).toEqual(c.payments);
    expect(sale.paymentMethod).toBe(c.paymentMethod);
    expect(sale.paymentStatus).toBe(c.paymentStatus);
    expect(sale.cashTendered).toBe(c.cashTendered);
    expect(sale.changeDue).toBe(c.changeDue);
  });
});

describe('localSale: the receipt’s other facts', () => {
  it('numbers and dates the sale as the terminal did, names the lines from the catalogue, and marks it offline', () => {
    const sale = localSale(
      input(
        { items: [{ productId: 1, quantity: 2, price: 150 }], payments: [{ method: 'cash', amount: 300 }] },
        { pricing: { vatRegistered: false, pricesIncludeVat: true, vatRateBp: 1800, nbtRateBp: 0 } },
      ),
    );
    expect(sale).toEqual({
      id: -7,
      invoiceNumber: 'INV-T1-000007',
      saleDate: '2026-11-24T10:00:00.000Z',
      items: [
        {
          productId: 1,
          name: 'Soap',
          sku: 'S-1',
          unit: 'pieces',
          price: 150,
          quantity: 2,
          vatRate: 0,
          nbtRate: 0,
          subtotal: 300,
          vatAmount: 0,
          nbtAmount: 0,
          total: 300,
          discountShare: 0,
          lineDiscount: 0,
          taxCategory: 'standard',
        },
      ],
      subtotal: 300,
      vatAmount: 0,
      nbtAmount: 0,
      discountAmount: 0,
      totalAmount: 300,
      vatRegistered: false,
      pricesIncludeVat: true,
      paymentMethod: 'cash',
      paymentStatus: 'paid',
      payments: [pay('cash', 300)],
      cashTendered: null,
      changeDue: 0,
      shiftId: null,
      customerId: null,
      customerName: null,
      debtorInfo: null,
      cashierId: 'cashier-1',
      terminalId: 3,
      offline: true,
    });
  });

  it('a line sent without a price is priced from the catalogue', () => {
    const sale = localSale(input({ items: [{ productId: 2, quantity: 1 }], payments: [{ method: 'card', amount: 118 }] }));
    expect(sale.items[0]).toMatchObject({ price: 118, total: 118, vatAmount: 18, subtotal: 100 });
  });

  it('the credit debtor and an attached customer as the server keeps them; a debtor with no credit or cheque is dropped', () => {
    const credit = localSale(
      input({
        items: [{ productId: 1, quantity: 1, price: 150 }],
        payments: [{ method: 'credit', amount: 150 }],
        customerName: ' Sunil ',
        debtorInfo: { name: ' Sunil ', phone: ' 0771234567 ', email: '', address: null },
      }),
    );
    expect(credit).toMatchObject({
      customerName: 'Sunil',
      debtorInfo: { name: 'Sunil', phone: '0771234567', email: null, address: null },
      paymentStatus: 'pending',
    });
    const member = localSale(
      input({
        items: [{ productId: 1, quantity: 1, price: 150 }],
        payments: [{ method: 'cash', amount: 150 }],
        customerId: 9,
        customerName: 'Nimal',
        debtorInfo: { name: 'Nimal', phone: '0711111111' },
      }),
    );
    expect(member).toMatchObject({ customerId: 9, customerName: 'Nimal', debtorInfo: null });
    expect(member.pointsEarned).toBeUndefined();
  });

  it('a product the device does not know cannot be priced', () => {
    expect(() =>
      localSale(input({ items: [{ productId: 99, quantity: 1, price: 10 }], payments: [{ method: 'cash', amount: 10 }] })),
    ).toThrow(LocalSaleError);
  });

  it('payments that do not add up to the total are refused as the server refuses them', () => {
    let error: unknown;
    try {
      localSale(input({ items: [{ productId: 1, quantity: 1, price: 150 }], payments: [{ method: 'cash', amount: 100 }] }));
    } catch (err) {
      error = err;
    }
    expect(isDomainError(error) && error.code).toBe('PAYMENTS_MISMATCH');
  });
});

import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ReturnLine, SaleReturn } from '#shared/contracts/returns';
import i18n from '#client/lib/i18n';
import { CreditNotesTable } from './credit-notes-table';
import { WriteOffsTable } from './write-offs-table';

beforeAll(async () => {
  await i18n.loadNamespaces('returns-admin');
});
afterEach(cleanup);

const line = (over: Partial<ReturnLine>): ReturnLine => ({
  id: 1,
  saleItemId: 11,
  productId: 5,
  name: 'Milk powder 400g',
  sku: 'MP-400',
  unit: 'pieces',
  price: 1180,
  quantity: 1,
  vatRate: 18,
  nbtRate: 0,
  subtotal: 1000,
  vatAmount: 180,
  nbtAmount: 0,
  discountShare: 0,
  total: 1180,
  taxCategory: 'standard',
  restock: false,
  reason: 'damaged',
  ...over,
});
const ret = (over: Partial<SaleReturn>): SaleReturn => ({
  id: 1,
  kind: 'return',
  creditNoteNumber: 'CN-000001',
  saleId: 7,
  invoiceNumber: 'INV-000007',
  lines: [line({})],
  subtotal: 1000,
  vatAmount: 180,
  nbtAmount: 0,
  discountAmount: 0,
  totalAmount: 1180,
  refund: [{ method: 'cash', amount: 1180, reference: null, creditTo: null }],
  vatRegistered: true,
  pricesIncludeVat: true,
  customerId: null,
  customerName: null,
  userId: 'u-1',
  approvedBy: null,
  shiftId: null,
  reason: null,
  pointsReversed: 0,
  pointsShortfall: 0,
  pointsRestored: 0,
  createdAt: '2026-11-24T05:00:00.000Z',
  ...over,
});

describe('the Returns page tables', () => {
  it('lists a credit note with its invoice, refund methods and who took it, and a void as VOID', () => {
    const returns = [
      ret({
        refund: [
          { method: 'cash', amount: 500, reference: null, creditTo: null },
          { method: 'credit', amount: 680, reference: null, creditTo: 'store' },
        ],
        customerName: 'Nimal Perera',
      }),
      ret({ id: 2, kind: 'void', creditNoteNumber: null, invoiceNumber: 'INV-000008', userId: null }),
    ];
    render(<CreditNotesTable returns={returns} nameOf={(id) => (id === 'u-1' ? 'Kamal' : '—')} />);
    const [first, second] = screen.getAllByTestId('returns-row');
    expect(within(first).getByText('CN-000001')).toBeTruthy();
    expect(within(first).getByText('INV-000007')).toBeTruthy();
    expect(within(first).getByText('Nimal Perera')).toBeTruthy();
    expect(within(first).getByText('Cash, Store credit')).toBeTruthy();
    expect(within(first).getByText('Kamal')).toBeTruthy();
    expect(within(second).getByText('VOID')).toBeTruthy();
    expect(within(second).getByText('Walk-in')).toBeTruthy();
  });

  it('lists each written-off line with its product, quantity, reason and value', () => {
    const returns = [ret({ lines: [line({}), line({ id: 2, name: 'Yoghurt', sku: null, quantity: 3, reason: 'expired', total: 270 })] })];
    render(<WriteOffsTable returns={returns} />);
    const rows = screen.getAllByTestId('write-off-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Damaged')).toBeTruthy();
    expect(within(rows[1]).getByText('Yoghurt')).toBeTruthy();
    expect(within(rows[1]).getByText('Expired')).toBeTruthy();
    expect(within(rows[1]).getByText('3')).toBeTruthy();
    expect(rows[1].textContent).toContain('270.00');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProcurementProduct, PurchaseOrder, Supplier } from '#shared/contracts/procurement';
import { renderScreen, setupScreenTests, statCard } from '#client/testing/render-screen';
import ProcurementPage from './procurement-page';

setupScreenTests();

const order = (over: Partial<PurchaseOrder>): PurchaseOrder => ({
  id: 1,
  orderNumber: 'PO-000001',
  supplierId: 7,
  supplierName: 'Keells Wholesale',
  supplierContact: null,
  expectedDeliveryDate: null,
  status: 'pending',
  notes: null,
  totalAmount: 12_500,
  // Made today: it counts in this month's procurement.
  createdAt: new Date().toISOString(),
  items: [{ productId: 10, productName: 'Red Dhal 1kg', quantity: 25, unitPrice: 500, totalPrice: 12_500 }],
  ...over,
});
const ORDERS = [
  order({}),
  order({
    id: 2,
    orderNumber: 'PO-000002',
    supplierId: 8,
    supplierName: 'Maliban Distributors',
    status: 'delivered',
    totalAmount: 4000,
    createdAt: '2025-06-01T04:00:00.000Z',
  }),
];
const SUPPLIER: Supplier = {
  id: 7,
  name: 'Keells Wholesale',
  contactPerson: 'Saman',
  email: null,
  phone: '0112345678',
  address: null,
  paymentTerms: null,
  notes: null,
  vatNumber: null,
  creditDays: null,
  createdAt: '2026-01-01T04:00:00.000Z',
};
const PRODUCTS: ProcurementProduct[] = [
  { id: 10, name: 'Red Dhal 1kg', sku: null, buyingPrice: 500, stock: 3, lowStockThreshold: 5 },
  { id: 11, name: 'Sugar 1kg', sku: null, buyingPrice: 260, stock: 40, lowStockThreshold: 5 },
];

function open() {
  let orders = ORDERS;
  return renderScreen(<ProcurementPage />, {
    url: '/procurement',
    routes: {
      'GET /api/businesses/3/purchase-orders': () => orders,
      'GET /api/businesses/3/goods-received-notes': [],
      'GET /api/businesses/3/suppliers': [SUPPLIER],
      'GET /api/businesses/3/procurement/products': { products: PRODUCTS },
      'POST /api/businesses/3/suppliers': { ...SUPPLIER, id: 9, name: 'Ceylon Biscuits' },
      'DELETE /api/purchase-orders/2': () => {
        orders = orders.filter((o) => o.id !== 2);
        return undefined;
      },
    },
  });
}
const orderNumbers = () =>
  within(screen.getByRole('tabpanel'))
    .queryAllByRole('listitem')
    .map((li) => li.textContent?.match(/PO-\d+/)?.[0]);

describe('the procurement screen', () => {
  it('sums the orders up, flags low stock and lists the orders, searchable by supplier', async () => {
    const { user } = open();
    await waitFor(() => expect(orderNumbers()).toEqual(['PO-000001', 'PO-000002']));
    expect(statCard('Total Purchase Orders').value).toBe('2');
    expect(statCard('Pending Orders').value).toBe('1');
    // Only this month's order counts.
    expect(statCard('Monthly Procurement').value).toBe('LKR 12,500.00');
    expect(statCard('Low Stock Alerts').value).toBe('1');

    await user.type(screen.getByRole('searchbox', { name: 'Search by supplier, order number or status...' }), 'maliban');
    expect(orderNumbers()).toEqual(['PO-000002']);
    await user.type(screen.getByRole('searchbox'), 'x');
    expect(orderNumbers()).toEqual([]);
    expect(screen.getByText('No purchase orders match your search')).toBeTruthy();
  });

  it('a new supplier is checked against the contract before it is sent', async () => {
    const { user, requests } = open();
    await waitFor(() => expect(orderNumbers()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Add Supplier' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Supplier' }));
    await user.type(dialog.getByLabelText('Credit days'), '400');
    await user.click(dialog.getByRole('button', { name: 'Add Supplier' }));
    expect(await dialog.findByText('Supplier name is required')).toBeTruthy();
    expect(dialog.getByText('Credit days must be a whole number from 0 to 365')).toBeTruthy();
    expect(requests('POST', '/api/businesses/3/suppliers')).toHaveLength(0);

    await user.type(dialog.getByLabelText('Supplier Name'), 'Ceylon Biscuits');
    await user.type(dialog.getByLabelText('Email'), 'Orders@CBL.lk');
    await user.clear(dialog.getByLabelText('Credit days'));
    await user.type(dialog.getByLabelText('Credit days'), '45');
    await user.click(dialog.getByRole('button', { name: 'Add Supplier' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests('POST', '/api/businesses/3/suppliers')[0].body).toEqual({
      name: 'Ceylon Biscuits',
      contactPerson: null,
      email: 'orders@cbl.lk',
      phone: null,
      address: null,
      paymentTerms: null,
      notes: null,
      vatNumber: null,
      creditDays: 45,
    });
  });

  it('deletes a purchase order only once confirmed, and the list refreshes', async () => {
    const { user, requests } = open();
    await waitFor(() => expect(orderNumbers()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Delete PO-000002' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Delete purchase order' }));
    expect(confirm.getByText('Are you sure you want to delete this purchase order?')).toBeTruthy();
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(requests('DELETE', '/api/purchase-orders/2')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete PO-000002' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(orderNumbers()).toEqual(['PO-000001']));
    expect(requests('DELETE', '/api/purchase-orders/2')).toHaveLength(1);
  });
});

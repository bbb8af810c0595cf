import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Customer, LoyaltyProgram } from '#shared/contracts/customers';
import { renderScreen, setupScreenTests, statCard } from '#client/testing/render-screen';
import CrmPage from './crm-page';

setupScreenTests();

const customer = (over: Partial<Customer>): Customer => ({
  id: 1,
  customerCode: 'CUST-0001',
  firstName: 'Kamala',
  lastName: 'Perera',
  name: 'Kamala Perera',
  phone: '077 123 4567',
  email: 'kamala@example.lk',
  address: null,
  city: null,
  customerType: 'vip',
  rating: 5,
  notes: null,
  totalSpent: 42_000,
  totalPurchases: 12,
  averageOrderValue: 3500,
  // Bought a week ago: an active customer.
  lastPurchaseDate: new Date(Date.now() - 7 * 86_400_000).toISOString(),
  loyaltyPoints: 420,
  loyaltyTier: 'gold',
  storeCredit: 250,
  creditLimit: null,
  emailOptIn: false,
  smsOptIn: true,
  whatsappOptIn: true,
  tags: [],
  createdAt: '2026-01-05T04:00:00.000Z',
  ...over,
});
const CUSTOMERS = [
  customer({}),
  customer({
    id: 2,
    customerCode: 'CUST-0002',
    firstName: 'Ruwan',
    lastName: 'Silva',
    name: 'Ruwan Silva',
    phone: '071 555 0000',
    email: null,
    customerType: 'regular',
    rating: null,
    totalSpent: 9000,
    totalPurchases: 30,
    lastPurchaseDate: '2025-01-10T04:00:00.000Z',
    loyaltyPoints: 90,
    loyaltyTier: 'bronze',
    storeCredit: 0,
    createdAt: '2026-03-01T04:00:00.000Z',
  }),
];
const PROGRAM: LoyaltyProgram = {
  silverMinSpent: 10_000,
  goldMinSpent: 25_000,
  platinumMinSpent: 100_000,
  silverDiscountPercent: 2,
  goldDiscountPercent: 5,
  platinumDiscountPercent: 10,
  rupeesPerPoint: 100,
};

const open = () =>
  renderScreen(<CrmPage />, {
    url: '/crm',
    routes: {
      'GET /api/businesses/3/customers': CUSTOMERS,
      'GET /api/businesses/3/loyalty-program': PROGRAM,
      'POST /api/businesses/3/customers': { ...CUSTOMERS[0], id: 3 },
      'DELETE /api/customers/2': { success: true },
    },
  });
const cardNames = () => screen.queryAllByTestId('customer-card').map((c) => c.getAttribute('aria-label'));

describe('the CRM screen', () => {
  it('sums the customers up and ranks them', async () => {
    open();
    await waitFor(() => expect(cardNames()).toEqual(['Kamala Perera', 'Ruwan Silva']));
    expect(statCard('Total Customers').value).toBe('2');
    expect(statCard('Active Customers').value).toBe('1');
    expect(statCard('VIP Customers').value).toBe('1');
    expect(statCard('Loyalty Points').value).toBe('510');
    const top = screen.getByText('Top Spenders').closest<HTMLElement>('[data-slot="card"]')!;
    expect(
      within(top)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1. Kamala PereraLKR 42,000.00', '2. Ruwan SilvaLKR 9,000.00']);
    // The most loyal are ranked by visits, not by spending.
    const loyal = screen.getByText('Most Loyal').closest<HTMLElement>('[data-slot="card"]')!;
    expect(
      within(loyal)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1. Ruwan Silva30 visits', '2. Kamala Perera12 visits']);
    // Store credit shows only on the card of a customer who has some.
    const [kamala, ruwan] = screen.getAllByTestId('customer-card');
    expect(within(kamala).getByTestId('customer-card-store-credit').textContent).toBe('LKR 250.00 store credit');
    expect(within(ruwan).queryByTestId('customer-card-store-credit')).toBeNull();
  });

  it('searches by name, code or phone number, and says when nothing matches', async () => {
    const { user } = open();
    await waitFor(() => expect(cardNames()).toHaveLength(2));
    const search = screen.getByRole('searchbox', { name: 'Search customers by name, phone or email...' });
    // Pasted rather than typed: the list filters on every change either way.
    const find = async (text: string) => {
      await user.clear(search);
      await user.paste(text);
    };
    await find('ruwan');
    expect(cardNames()).toEqual(['Ruwan Silva']);
    await find('+94 77 123');
    expect(cardNames()).toEqual(['Kamala Perera']);
    await find('cust-0002');
    expect(cardNames()).toEqual(['Ruwan Silva']);
    await find('Nuwan');
    expect(cardNames()).toEqual([]);
    expect(screen.getByText('No customers match your search criteria')).toBeTruthy();
  });

  it('a new customer needs a name and a valid e-mail, then is sent as the contract reads it', async () => {
    const { user, requests } = open();
    await waitFor(() => expect(cardNames()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Add Customer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add New Customer' }));
    await user.click(dialog.getByRole('textbox', { name: 'Email' }));
    await user.paste('not-an-address');
    await user.click(dialog.getByRole('button', { name: 'Create Customer' }));
    expect(await dialog.findByText('Customer name is required')).toBeTruthy();
    expect(dialog.getByText('Invalid email address')).toBeTruthy();
    expect(requests('POST', '/api/businesses/3/customers')).toHaveLength(0);

    await user.type(dialog.getByLabelText('Name'), '  Sanduni Jayasuriya ');
    await user.clear(dialog.getByRole('textbox', { name: 'Email' }));
    await user.paste('Sanduni@Example.LK');
    await user.type(dialog.getByLabelText('Phone'), '0719876543');
    await user.selectOptions(dialog.getByLabelText('Rating'), '4');
    await user.click(dialog.getByRole('button', { name: 'Create Customer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests('POST', '/api/businesses/3/customers')[0].body).toMatchObject({
      name: 'Sanduni Jayasuriya',
      email: 'sanduni@example.lk',
      phone: '0719876543',
      customerType: 'regular',
      rating: 4,
      creditLimit: null,
      whatsappOptIn: true,
    });
  });

  it('deletes a customer only after the confirmation', async () => {
    const { user, requests } = open();
    await waitFor(() => expect(cardNames()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Delete Ruwan Silva' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    expect(confirm.getByText(/Are you sure you want to delete Ruwan Silva\?/)).toBeTruthy();
    expect(requests('DELETE', '/api/customers/2')).toHaveLength(0);
    await user.click(confirm.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(requests('DELETE', '/api/customers/2')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '#shared/contracts/auth';
import type { Module } from '#shared/contracts/modules';
import type { BusinessSubscription } from '#shared/contracts/subscriptions';
import { MODULE_KEYS, MODULE_NAMES } from '#shared/permissions';
import { OWNER, renderScreen, setupScreenTests } from '#client/testing/render-screen';
import SubscriptionPage from './subscription-page';

setupScreenTests();

// The seven modules at prices that add up to 20,000: all of them make the complete package.
const PRICES = [5000, 3000, 3000, 2500, 2500, 2000, 2000];
const MODULES: Module[] = MODULE_KEYS.map((key, i) => ({
  id: i + 1,
  key,
  name: MODULE_NAMES[key],
  description: '',
  monthlyPrice: PRICES[i],
  features: [],
  isActive: true,
}));
const NEW_USER: CurrentUser = { ...OWNER, business: null };
const withBusiness = (status: 'pending' | 'rejected'): CurrentUser => ({ ...OWNER, business: { ...OWNER.business!, status } });
const REJECTED: BusinessSubscription = {
  id: 8,
  status: 'rejected',
  businessStatus: 'rejected',
  monthlyAmount: 5000,
  setupFee: 1500,
  selectedModules: [1],
  paymentProofUrl: null,
  rejectionReason: 'The slip does not show the amount',
  approvedAt: null,
  nextBillingDate: null,
  business: { name: 'Perera Stores', ownerName: 'Nimal Perera' },
  latestAddon: null,
};

const open = (as: CurrentUser) =>
  renderScreen(<SubscriptionPage />, {
    as,
    url: '/subscription',
    routes: {
      'GET /api/modules': MODULES,
      'GET /api/businesses/3/subscription': REJECTED,
      'POST /api/subscriptions': { subscriptionId: 9, businessId: 3, status: 'pending', monthlyAmount: 5000, setupFee: 1500 },
    },
  });
const summary = () => within(screen.getByTestId('price-summary'));

describe('the subscription page', () => {
  it('prices the chosen modules as they are ticked, with the complete package discount for all seven', async () => {
    const { user } = open(NEW_USER);
    await screen.findByTestId('module-selection');
    expect(summary().getByText('No modules selected yet')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Point of Sale' }));
    await user.click(screen.getByRole('checkbox', { name: 'Inventory Management' }));
    expect(screen.getByTestId('summary-monthly').textContent).toBe('LKR 8,000.00');
    // The first application adds the one-time setup fee.
    expect(screen.getByTestId('summary-total').textContent).toBe('LKR 9,500.00');
    expect(summary().queryByText('Complete package discount')).toBeNull();

    for (const key of MODULE_KEYS.slice(2)) await user.click(screen.getByRole('checkbox', { name: MODULE_NAMES[key] }));
    expect(summary().getByText('-LKR 5,000.00')).toBeTruthy();
    expect(screen.getByTestId('summary-monthly').textContent).toBe('LKR 15,000.00');
    expect(screen.getByTestId('summary-total').textContent).toBe('LKR 16,500.00');
  });

  it('checks the business details against the contract, then sends the application with the slip', async () => {
    const { user, requests } = open(NEW_USER);
    await screen.findByTestId('module-selection');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Business name is required')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Phone number is required')).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: 'Point of Sale' }));
    await user.type(screen.getByLabelText('Business Name'), 'Perera Stores');
    await user.type(screen.getByLabelText('Owner Name'), 'Nimal Perera');
    await user.type(screen.getByLabelText('Business Email'), 'Owner@Perera.LK');
    await user.type(screen.getByLabelText('Phone Number'), '0112345678');
    const slip = new File(['%PDF-1.4'], 'slip.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Payment Proof'), slip);
    expect(screen.getByTestId('slip-selected').textContent).toContain('slip.pdf');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    await waitFor(() => expect(requests('POST', '/api/subscriptions')).toHaveLength(1));
    const form = requests('POST', '/api/subscriptions')[0].body as FormData;
    expect(form.get('businessName')).toBe('Perera Stores');
    expect(form.get('email')).toBe('owner@perera.lk');
    expect(form.get('selectedModules')).toBe('[1]');
    expect(form.get('monthlyAmount')).toBe('5000');
    expect(form.get('setupFee')).toBe('1500');
    expect((form.get('paymentProof') as File).name).toBe('slip.pdf');
  });

  it('tells a business under review that its payment is being verified', async () => {
    open(withBusiness('pending'));
    const pending = await screen.findByTestId('subscription-pending');
    expect(within(pending).getByText('Pending Verification')).toBeTruthy();
    expect(within(pending).getByText('Perera Stores')).toBeTruthy();
    expect(screen.queryByTestId('module-selection')).toBeNull();
  });

  it('shows a rejected business why, and lets it apply again without the setup fee', async () => {
    const { user } = open(withBusiness('rejected'));
    expect((await screen.findByTestId('application-rejected')).textContent).toContain('Reason: The slip does not show the amount');
    await user.click(screen.getByRole('checkbox', { name: 'Point of Sale' }));
    expect(screen.getByTestId('summary-total').textContent).toBe('LKR 5,000.00');
  });
});

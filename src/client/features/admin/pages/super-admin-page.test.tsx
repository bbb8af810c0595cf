import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminMetrics, PendingAddon, PendingBusiness, PlatformBusiness } from '#shared/contracts/admin';
import type { PlatformBackups } from '#shared/contracts/backups';
import { OWNER, renderScreen, setupScreenTests, statCard, type FakeRequest } from '#client/testing/render-screen';
import SuperAdminPage from './super-admin-page';

setupScreenTests();

const SUPER_ADMIN = { ...OWNER, role: 'super_admin' as const, business: null };

const METRICS: AdminMetrics = {
  totalCustomers: 12,
  monthlyRevenue: 45_000,
  activeSubscriptions: 9,
  pendingApprovals: 2,
  pendingBusinesses: 1,
  pendingAddons: 1,
  businessesByMonth: [{ month: '2026-11', count: 3 }],
};
const POS = { id: 1, key: 'pos', name: 'Point of Sale' };
const INVENTORY = { id: 2, key: 'inventory', name: 'Inventory Management' };
const APPLICANT: PendingBusiness = {
  id: 4,
  name: 'Lanka Hardware',
  ownerName: 'Kamal Silva',
  email: 'kamal@lankahw.lk',
  phone: '0771234567',
  address: null,
  registrationNumber: 'PV-1234',
  status: 'pending',
  createdAt: '2026-11-20T04:00:00.000Z',
  subscription: { id: 8, modules: [POS, INVENTORY], monthlyAmount: 3500, setupFee: 5000, paymentProofUrl: null },
};
const ADDON: PendingAddon = {
  id: 9,
  businessId: 5,
  businessName: 'Galle Books',
  modules: [{ id: 4, key: 'crm', name: 'CRM' }],
  monthlyAmount: 1500,
  paymentProofUrl: null,
  createdAt: '2026-11-21T04:00:00.000Z',
};
const shop = (over: Partial<PlatformBusiness>): PlatformBusiness => ({
  id: 5,
  name: 'Galle Books',
  ownerName: 'Ruwan Fernando',
  email: 'ruwan@gallebooks.lk',
  phone: null,
  status: 'active',
  modules: [POS],
  monthlyAmount: 2000,
  nextBillingDate: '2026-12-20',
  userCount: 2,
  suspensionReason: null,
  suspendedAt: null,
  createdAt: '2026-01-10T04:00:00.000Z',
  ...over,
});
const SHOPS = [shop({}), shop({ id: 6, name: 'Jaffna Traders', status: 'suspended', suspensionReason: 'Unpaid since October' })];
const BACKUPS: PlatformBackups = {
  status: { enabled: false, lastGood: null, lastRun: null, warning: 'never' },
  settings: null,
  runs: [],
};

function platform() {
  let pending = [APPLICANT];
  const decide = (req: FakeRequest) => {
    pending = [];
    return { id: Number(req.path.split('/')[4]), status: req.path.endsWith('approve') ? 'active' : 'rejected' };
  };
  return {
    'GET /api/admin/metrics': METRICS,
    'GET /api/admin/businesses/pending': () => pending,
    'GET /api/admin/subscriptions/addon-pending': [ADDON],
    'GET /api/admin/businesses': (req: FakeRequest) =>
      SHOPS.filter((b) => !req.query.get('status') || b.status === req.query.get('status')),
    'GET /api/health': { status: 'ok', database: 'up', databaseKind: 'postgres', databaseLatencyMs: 3, uptimeSeconds: 93_784 },
    'GET /api/admin/backups': BACKUPS,
    'POST /api/admin/businesses/4/approve': decide,
    'POST /api/admin/businesses/4/reject': decide,
  };
}

const open = () => renderScreen(<SuperAdminPage />, { as: SUPER_ADMIN, url: '/admin', routes: platform() });

describe('the super admin dashboard', () => {
  it('shows the platform’s figures, what waits for a decision and the system’s health', async () => {
    open();
    const row = await screen.findByTestId('pending-business-4');
    expect(statCard('Total Customers').value).toBe('12');
    expect(statCard('Monthly Revenue').value).toBe('LKR 45,000.00');
    expect(statCard('Pending Approvals')).toEqual({ value: '2', caption: '1 business, 1 addon' });
    expect(row.textContent).toContain('Kamal Silva');
    expect(row.textContent).toContain('Point of Sale, Inventory Management');
    expect(row.textContent).toContain('LKR 3,500.00 /month');
    expect((await screen.findByTestId('pending-addon-9')).textContent).toContain('+LKR 1,500.00 /month');
    const health = await screen.findByTestId('health-panel');
    await waitFor(() => expect(health.textContent).toContain('Up'));
    expect(health.textContent).toContain('1d 2h 3m');
  });

  it('rejecting a business asks for a reason, sends it, and the business leaves the list', async () => {
    const { user, requests } = open();
    const row = await screen.findByTestId('pending-business-4');
    await user.click(within(row).getByRole('button', { name: 'Reject' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Tell Lanka Hardware why; they will see this reason and may apply again.')).toBeTruthy();

    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(dialog.getByRole('alert').textContent).toBe('A reason is required');
    expect(requests('POST', '/api/admin/businesses/4/reject')).toHaveLength(0);

    await user.type(dialog.getByLabelText('Reason'), '  The bank slip is unreadable ');
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests('POST', '/api/admin/businesses/4/reject').map((r) => r.body)).toEqual([{ reason: 'The bank slip is unreadable' }]);
    expect(await screen.findByText('No businesses awaiting approval')).toBeTruthy();
  });

  it('approving a business asks to confirm first; cancelling sends nothing', async () => {
    const { user, requests } = open();
    const row = await screen.findByTestId('pending-business-4');
    await user.click(within(row).getByRole('button', { name: 'Approve' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    expect(confirm.getByText(/approve Lanka Hardware\? Its modules will be activated now/)).toBeTruthy();
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(requests('POST', '/api/admin/businesses/4/approve')).toHaveLength(0);

    await user.click(within(row).getByRole('button', { name: 'Approve' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, approve' }));
    await waitFor(() => expect(requests('POST', '/api/admin/businesses/4/approve')).toHaveLength(1));
    expect(await screen.findByText('No businesses awaiting approval')).toBeTruthy();
  });

  it('lists every business, filtered by status, with Suspend for an active one and Reactivate for a suspended one', async () => {
    const { user, requests } = open();
    const active = await screen.findByTestId('business-row-5');
    expect(within(active).getByRole('button', { name: 'Suspend' })).toBeTruthy();
    expect(active.textContent).toContain('2 users');
    const suspended = screen.getByTestId('business-row-6');
    expect(suspended.textContent).toContain('Unpaid since October');
    expect(within(suspended).getByRole('button', { name: 'Reactivate' })).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Status'), 'suspended');
    await waitFor(() => expect(screen.queryByTestId('business-row-5')).toBeNull());
    expect(screen.getByTestId('business-row-6')).toBeTruthy();
    expect(requests('GET', '/api/admin/businesses').at(-1)!.url).toBe('/api/admin/businesses?status=suspended');
  });
});

import { expect, test } from '@playwright/test';
import { dashboardCaptions } from '#shared/domain/dashboard-captions';
import { registerViaApi, signInAsDemo } from '../support/accounts';

const CAPTION_TEXT: Record<string, string> = {
  salesToday: 'Sales recorded today',
  noSalesToday: 'No sales yet today',
  needsRestock: 'At or below their low-stock level',
  stockHealthy: 'All products above their low-stock level',
  monthToDate: 'This month so far',
  noRevenueThisMonth: 'No sales this month yet',
};
const lkr = (n: number) => `LKR ${new Intl.NumberFormat('en-LK', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n)}`;

test('the demo business dashboard shows its figures, quick actions and modules', async ({ page }) => {
  await signInAsDemo(page);
  const me = await (await page.request.get('/api/auth/user')).json();
  const expected = await (await page.request.get(`/api/businesses/${me.business.id}/enhanced-dashboard`)).json();
  // the demo debtors owe money, so pending collections is not zero
  expect(expected.metrics.pendingCollections).toBeGreaterThan(0);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Business Dashboard' })).toBeVisible();
  await expect(page.getByText('Manage your retail operations efficiently')).toBeVisible();
  const metrics = page.getByTestId('dashboard-metrics');
  // Captions follow the figures (shared/domain/dashboard-captions): no "attention" or "growing" on zero.
  const captions = dashboardCaptions(expected.metrics);
  const say = (card: keyof typeof captions) => CAPTION_TEXT[captions[card].key];
  await expect(metrics).toContainText(`Today's Sales${lkr(expected.metrics.todaySales)}${say('todaySales')}`);
  await expect(metrics).toContainText(`Pending Collections${lkr(expected.metrics.pendingCollections)}Owed by credit customers`);
  await expect(metrics).toContainText(`Low Stock Items${expected.metrics.lowStockItems}${say('lowStockItems')}`);
  await expect(metrics).toContainText(`Monthly Revenue${lkr(expected.metrics.monthlyRevenue)}${say('monthlyRevenue')}`);
  await expect(metrics).not.toContainText('Growing');

  await expect(page.getByRole('link', { name: 'Open POS' })).toHaveAttribute('href', '/pos');
  await expect(page.getByRole('link', { name: 'Add Product' })).toHaveAttribute('href', '/inventory');
  await expect(page.getByRole('link', { name: 'View Reports' })).toHaveAttribute('href', '/reports');
  await expect(page.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/sales');
  if (expected.recentSales.length === 0) {
    await expect(page.getByText('No recent sales')).toBeVisible();
  } else {
    await expect(page.getByRole('list', { name: 'Recent Sales' })).toContainText(expected.recentSales[0].invoiceNumber);
  }
  await expect(page.getByText('Active Modules')).toBeVisible();
  await expect(page.getByText('Debtor Management')).toBeVisible();

  // a debtor payment moves pending collections (refresh behaviour)
  const [debtor] = (await (await page.request.get(`/api/businesses/${me.business.id}/debtors`)).json()).filter(
    (d: { remainingAmount: number }) => d.remainingAmount >= 1,
  );
  await page.goto('/debtors');
  await page.getByRole('searchbox', { name: 'Search debtors' }).fill(debtor.name);
  await page.getByRole('article', { name: debtor.name }).getByRole('button', { name: 'Add Payment' }).click();
  await page.getByRole('dialog', { name: 'Record Payment' }).getByLabel('Payment Amount (LKR)').fill('1');
  await page.getByRole('dialog', { name: 'Record Payment' }).getByRole('button', { name: 'Record Payment' }).click();
  await expect(page.getByText('Payment recorded successfully')).toBeVisible();
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(metrics).toContainText(`Pending Collections${lkr(expected.metrics.pendingCollections - 1)}`);
});

test('a user without a business is invited to apply, without a failing call', async ({ page }) => {
  await registerViaApi(page);
  const failures: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/api/businesses/') && r.status() >= 400) failures.push(r.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Business Dashboard' })).toBeVisible();
  await expect(page.getByText('Welcome to Kade')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply for a subscription' })).toHaveAttribute('href', '/subscription');
  expect(failures).toEqual([]);
});

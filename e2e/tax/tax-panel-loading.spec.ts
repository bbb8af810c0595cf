import { expect, test } from '@playwright/test';
import { signInAsDemo } from '../support/accounts';

// The panel used to show only "Loading Tax Panel..." until every figure had
// arrived. Now the header, range and tabs show at once and each tab fills in when its data does.
test('the tax panel shows its tabs before the figures arrive; the Audit tab works meanwhile', async ({ page }) => {
  await signInAsDemo(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let panelRequests = 0;
  await page.route('**/api/tax/panel-data/**', async (route) => {
    panelRequests += 1;
    await held;
    await route.continue();
  });
  const chartChunks: string[] = [];
  page.on('request', (r) => {
    if (/analysis-tab/.test(r.url())) chartChunks.push(r.url());
  });

  await page.goto('/tax-panel');
  await expect(page.getByRole('heading', { name: 'Tax Management Panel' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Snapshot' })).toBeVisible();
  await expect(page.getByLabel('From')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading Tax Panel...' })).toBeVisible();
  expect(panelRequests).toBe(1);

  // The audit trail has its own request: readable while the panel's figures are still coming.
  await page.getByRole('tab', { name: 'Audit' }).click();
  await expect(page.getByRole('table')).toBeVisible();
  await page.getByRole('tab', { name: 'Snapshot' }).click();

  release();
  await expect(page.getByText('Total Revenue')).toBeVisible();
  await expect(page.getByText('Loading Tax Panel...')).toHaveCount(0);
  // The chart library is fetched only when the Analysis tab is opened.
  expect(chartChunks).toEqual([]);
  await page.getByRole('tab', { name: 'Analysis' }).click();
  await expect.poll(() => chartChunks.length).toBeGreaterThan(0);

  // A new range keeps the figures on screen while the new ones load (no page-wide spinner).
  await page.getByLabel('From').fill('2026-01-01');
  await page.getByRole('tab', { name: 'Snapshot' }).click();
  await expect(page.getByText('Total Revenue')).toBeVisible();
});

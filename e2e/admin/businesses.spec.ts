import { expect, test } from '@playwright/test';
import { registerViaApi } from '../support/accounts';
import { applyViaApi, approveViaApi, PNG_SLIP, superAdminPage } from '../support/subscription-helpers';

const PDF_SLIP = {
  name: 'slip.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1'),
};

test('View Proof shows the slip inside the app (image inline, PDF in a frame) and keeps Download', async ({ page, browser }) => {
  await registerViaApi(page);
  const name = `Proof Stores ${Date.now()}`;
  await applyViaApi(page, name, [1]);
  const admin = await superAdminPage(browser);
  await admin.page.goto('/super-admin');
  const row = admin.page.getByTestId('pending-businesses').getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: 'View Proof' }).click();
  const dialog = admin.page.getByRole('dialog', { name: 'Payment Proof' });
  const img = dialog.getByRole('img', { name: `Bank slip of ${name}` });
  await expect(img).toBeVisible();
  // the image really loaded (not a download, not a broken image)
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(1);
  const download = dialog.getByRole('link', { name: 'Download' });
  await expect(download).toHaveAttribute('download', '');
  expect(PNG_SLIP.buffer.length).toBeGreaterThan(0);
  await admin.page.screenshot({ path: '/tmp/f-proof-image.png' });
  await dialog.getByRole('button', { name: 'Cancel' }).first().click();

  // A PDF slip (an add-on of another, approved shop) opens in a frame served inline as a PDF.
  const owner2 = await browser.newContext();
  const p2 = await owner2.newPage();
  await registerViaApi(p2);
  const name2 = `PDF Stores ${Date.now()}`;
  const applied = await applyViaApi(p2, name2, [1]);
  await approveViaApi(admin.page, applied.businessId);
  const addon = await p2.request.post('/api/subscriptions/addon', {
    multipart: { selectedModules: JSON.stringify([2]), paymentProof: PDF_SLIP },
  });
  expect(addon.status()).toBe(201);
  await admin.page.reload();
  const addonRow = admin.page.getByRole('row').filter({ hasText: name2 });
  const inline = admin.page.waitForResponse(
    (r) => r.url().includes('/payment-proof?inline=1') && r.request().resourceType() === 'document',
  );
  await addonRow.getByRole('button', { name: 'View Proof' }).click();
  const frame = admin.page.getByRole('dialog', { name: 'Payment Proof' }).locator('iframe');
  await expect(frame).toBeVisible();
  const res = await inline;
  expect(res.headers()['content-type']).toBe('application/pdf');
  expect(res.headers()['content-disposition']).toMatch(/^inline;/);
  await owner2.close();
  await admin.close();
});

test('the super admin lists all businesses and suspends one; its owner sees why, then gets back in', async ({ page, browser }) => {
  await registerViaApi(page);
  const name = `Suspend Stores ${Date.now()}`;
  const applied = await applyViaApi(page, name, [1, 6]);
  const admin = await superAdminPage(browser);
  await approveViaApi(admin.page, applied.businessId);

  // The platform's own sidebar: no "No subscription", no shop modules.
  await admin.page.goto('/super-admin');
  await expect(admin.page.getByTestId('account-status')).toContainText('Platform administrator');
  await expect(admin.page.getByTestId('account-status')).not.toContainText('No subscription');
  await expect(admin.page.getByRole('navigation').getByRole('link', { name: 'Point of Sale' })).toHaveCount(0);
  await expect(admin.page.getByTestId('admin-metrics')).not.toContainText(/\b1 businesses\b|\b1 addons\b/);

  const row = admin.page.getByTestId(`business-row-${applied.businessId}`);
  await expect(row).toContainText(name);
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Point of Sale');
  await expect(row).toContainText('1 user');
  await row.getByRole('button', { name: 'Suspend' }).click();
  const dialog = admin.page.getByRole('dialog', { name: `Suspend ${name}?` });
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(dialog.getByText('A reason is required')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Monthly fee unpaid');
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(row).toContainText('Suspended');
  await expect(row).toContainText('Monthly fee unpaid');
  await admin.page.screenshot({ path: '/tmp/f-all-businesses.png', fullPage: true });

  await page.goto('/pos');
  await expect(page.getByTestId('business-suspended')).toContainText('Your business is suspended');
  await expect(page.getByTestId('business-suspended')).toContainText('Reason: Monthly fee unpaid');
  await page.goto('/');
  await expect(page.getByTestId('business-suspended')).toBeVisible();
  await page.screenshot({ path: '/tmp/f-suspended.png' });

  await row.getByRole('button', { name: 'Reactivate' }).click();
  await expect(row).toContainText('Active');
  await page.goto('/pos');
  await expect(page.getByTestId('business-suspended')).toHaveCount(0);
  await expect(page.getByTestId('module-unavailable')).toHaveCount(0);
  await admin.close();
});

import { expect, test } from '@playwright/test';
import { registerViaApi, uniqueEmail } from '../support/accounts';
import { applyViaApi, PNG_SLIP, superAdminPage } from '../support/subscription-helpers';

test('register → apply with a PNG slip → pending → super admin approves → modules Active → add-on approved', async ({ page, browser }) => {
  const businessName = `Lanka Traders ${uniqueEmail('b').slice(2, 10)}`;
  await registerViaApi(page);
  await page.goto('/subscription');

  // variant (a): module cards with the spec's badges and a live summary
  await expect(page.getByTestId('select-module-pos')).toContainText('Essential');
  await expect(page.getByTestId('select-module-inventory')).toContainText('Popular');
  await expect(page.getByTestId('select-module-tax')).toContainText('Government Required');
  await expect(page.getByText('Bank Payment Instructions')).toBeVisible();

  // the spec's checks before anything is sent
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Business name is required')).toBeVisible();

  await page.getByRole('checkbox', { name: 'Point of Sale' }).click();
  await page.getByRole('checkbox', { name: 'Inventory Management' }).click();
  await expect(page.getByTestId('summary-monthly')).toHaveText('LKR 6,500.00');
  await expect(page.getByTestId('summary-total')).toHaveText('LKR 8,000.00');

  await page.getByLabel('Business Name').fill(businessName);
  await page.getByLabel('Owner Name').fill('Kamal Silva');
  await page.getByLabel('Business Email').fill('lanka@example.lk');
  await page.getByLabel('Phone Number').fill('0771234567');
  await page.getByLabel('Business Address').fill('12 Main Street, Kandy');
  await page.getByLabel('Business Registration Number').fill('PV 998877');

  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Payment Proof Required')).toBeVisible();

  await page.getByLabel('Payment Proof').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('Invalid File Type')).toBeVisible();

  await page.getByLabel('Payment Proof').setInputFiles(PNG_SLIP);
  await expect(page.getByTestId('slip-selected')).toContainText('bank-slip.png');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Application Submitted')).toBeVisible();

  // variant (b): pending
  await expect(page.getByText('Pending Verification')).toBeVisible();
  await expect(page.getByText('Expected activation within 24 hours.')).toBeVisible();
  await expect(page.getByTestId('bell-count')).toHaveText('1');
  await expect(page.getByTestId('module-state-pos')).toHaveText('Pending');

  // the super admin approves in the UI, behind a confirmation
  const admin = await superAdminPage(browser);
  await admin.page.goto('/super-admin');
  // (the pending table; All Businesses lists the shop too)
  const row = admin.page.getByTestId('pending-businesses').getByRole('row', { name: new RegExp(businessName) });
  await expect(row).toContainText('PV 998877');
  await expect(row.getByRole('button', { name: 'View Proof' })).toBeVisible();
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.page.getByRole('alertdialog')).toContainText(businessName);
  await admin.page.getByRole('button', { name: 'Yes, approve' }).click();
  await expect(admin.page.getByText('Business Approved')).toBeVisible();
  await expect(row).toHaveCount(0);

  // the owner's shell now shows the modules Active
  await page.reload();
  await expect(page.getByTestId('module-state-pos')).toHaveText('Active');
  await expect(page.getByTestId('module-state-inventory')).toHaveText('Active');
  await expect(page.getByTestId('module-state-crm')).toHaveText('Inactive');
  await expect(page.getByTestId('bell-count')).toHaveCount(0);

  // variant (c): add-on request
  await expect(page.getByTestId('subscription-active')).toContainText(businessName);
  await expect(page.getByTestId('active-monthly-amount')).toHaveText('LKR 6,500.00');
  await page.getByRole('checkbox', { name: 'CRM' }).click();
  await expect(page.getByTestId('summary-monthly')).toHaveText('LKR 9,000.00');
  await page.getByLabel('Payment Proof').setInputFiles(PNG_SLIP);
  await page.getByRole('button', { name: 'Submit Addon Request' }).click();
  await expect(page.getByText('Addon Application Submitted')).toBeVisible();
  await expect(page.getByTestId('addon-pending')).toContainText('CRM');

  await admin.page.reload();
  const addonRow = admin.page.getByTestId('pending-addons').getByRole('row', { name: new RegExp(businessName) });
  await expect(addonRow).toContainText('CRM');
  await addonRow.getByRole('button', { name: 'Approve' }).click();
  await admin.page.getByRole('button', { name: 'Yes, approve' }).click();
  await expect(admin.page.getByText('Addon Approved')).toBeVisible();
  await admin.close();

  await page.reload();
  await expect(page.getByTestId('module-state-crm')).toHaveText('Active');
  await expect(page.getByTestId('active-monthly-amount')).toHaveText('LKR 9,000.00');
});

test('a rejected application shows the reason and can be submitted again', async ({ page, browser }) => {
  const businessName = `Rejected Stores ${uniqueEmail('r').slice(2, 10)}`;
  await registerViaApi(page);
  await applyViaApi(page, businessName, [1]);

  const admin = await superAdminPage(browser);
  await admin.page.goto('/super-admin');
  const row = admin.page.getByTestId('pending-businesses').getByRole('row', { name: new RegExp(businessName) });
  await row.getByRole('button', { name: 'Reject' }).click();
  const dialog = admin.page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('A reason is required')).toBeVisible();
  await dialog.getByLabel('Reason').fill('The slip amount does not match the invoice');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(admin.page.getByText('Business Rejected')).toBeVisible();
  await admin.close();

  await page.goto('/subscription');
  await expect(page.getByTestId('application-rejected')).toContainText('The slip amount does not match the invoice');
  await expect(page.getByRole('button', { name: 'Submit Application' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Point of Sale' }).click();
  // no setup fee on a second application
  await expect(page.getByTestId('summary-total')).toHaveText('LKR 3,500.00');
});

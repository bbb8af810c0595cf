import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { signInAsDemo } from '../support/accounts';

test('saving business settings shows the toast and the values persist after a reload', async ({ page }) => {
  await signInAsDemo(page);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Business Settings' })).toBeVisible();
  for (const section of ['Business Information', 'Invoice Settings', 'Thermal 80mm Receipt', 'A4 Invoice', 'CRM Integration']) {
    await expect(page.getByText(section, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel('Invoice Prefix')).not.toHaveValue('');

  // validation from the shared schema
  const prefix = await page.getByLabel('Invoice Prefix').inputValue();
  await page.getByLabel('Invoice Prefix').fill('WAY-TOO-LONG-PREFIX');
  await page.getByRole('button', { name: 'Save Settings' }).first().click();
  await expect(page.getByText('Invoice prefix must be at most 10 characters')).toBeVisible();
  await page.getByLabel('Invoice Prefix').fill(prefix);

  const tagline = `Fresh every day ${randomUUID().slice(0, 6)}`;
  await page.getByLabel('Tagline').fill(tagline);
  await page.getByLabel('Thermal 80mm Footer').fill('Thank you, come again!');
  await page.getByLabel('TIN / VAT Registration Number').fill('114567890-7000');
  const crm = page.getByRole('switch', { name: 'Enable CRM' });
  if ((await crm.getAttribute('aria-checked')) !== 'true') await crm.click();
  const loyalty = page.getByRole('switch', { name: 'Enable Loyalty Points' });
  if ((await loyalty.getAttribute('aria-checked')) !== 'true') await loyalty.click();
  await page.getByRole('button', { name: 'Save Settings' }).first().click();
  await expect(page.getByText('Your business settings have been saved successfully.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Tagline')).toHaveValue(tagline);
  await expect(page.getByLabel('Thermal 80mm Footer')).toHaveValue('Thank you, come again!');
  await expect(page.getByLabel('TIN / VAT Registration Number')).toHaveValue('114567890-7000');
  await expect(page.getByRole('switch', { name: 'Enable CRM' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('switch', { name: 'Enable Loyalty Points' })).toHaveAttribute('aria-checked', 'true');
});

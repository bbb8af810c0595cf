import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signInAsDemo } from '../support/accounts';

// The owner records a GRN from a VAT-registered supplier with the VAT on its tax invoice (its
// number and date), an expense with the supplier's VAT number and invoice, calculates the period,
// and sees output VAT, input VAT and VAT payable in the tax panel.

const today = () => new Date().toISOString().slice(0, 10);
const rs = (n: number) => `Rs. ${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('a GRN with input VAT from a registered supplier lowers the VAT payable the tax panel shows', async ({ page }) => {
  await signInAsDemo(page);
  const me = await (await page.request.get('/api/auth/user')).json();
  const b = me.business.id as number;
  const tag = randomUUID().slice(0, 6);
  const product = await (
    await page.request.post(`/api/businesses/${b}/products`, { data: { name: `Milk Powder ${tag}`, sellingPrice: 1180, stock: 0 } })
  ).json();
  const supplier = await (
    await page.request.post(`/api/businesses/${b}/suppliers`, { data: { name: `Lanka Dairies ${tag}`, vatNumber: '409118272-7000' } })
  ).json();
  const order = await (
    await page.request.post('/api/purchase-orders', {
      data: { supplierId: supplier.id, status: 'approved', items: [{ productId: product.id, quantity: 10, unitPrice: 600 }] },
    })
  ).json();

  // The GRN: the supplier is registered, so its tax invoice number and VAT are asked for.
  await page.goto('/procurement');
  await page.getByRole('button', { name: 'Create GRN' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Goods Received Note' });
  await dialog.getByLabel('Purchase Order').selectOption({ label: `${order.orderNumber} — ${supplier.name}` });
  await expect(dialog.getByText('Supplier VAT No. 409118272-7000')).toBeVisible();
  await dialog.getByLabel('Supplier tax invoice No.').fill(`LD/TI/${tag}`);
  await dialog.getByLabel('Input VAT (Rs.)').fill('1080');
  // An amount needs the invoice's date too: refused on that field until it is given.
  await dialog.getByRole('button', { name: 'Save GRN' }).click();
  await expect(dialog.getByText("Enter the date of the supplier's tax invoice: input VAT needs it")).toBeVisible();
  await dialog.getByLabel('Supplier tax invoice date').fill(today());
  await dialog.getByRole('button', { name: 'Save GRN' }).click();
  await expect(page.getByText('Goods received note saved successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByRole('tab', { name: /Goods Received/ }).click();
  await expect(page.getByTestId('grn-input-vat-line').filter({ hasText: `LD/TI/${tag}` })).toContainText('LKR 1,080.00');

  // An expense with input VAT on the supplier's invoice, listed with it.
  await page.goto('/tax-panel');
  await page.getByRole('tab', { name: 'Categories' }).click();
  await page.getByLabel('Amount (Rs.)').fill('1180');
  await page.getByLabel('Input VAT (Rs.)').fill('180');
  await page.getByLabel('Category').selectOption({ label: 'Utilities (UTIL)' });
  await page.getByLabel('Description').fill(`Dialog bill ${tag}`);
  // Without the supplier's tax invoice the input VAT is refused, field by field.
  await page.getByRole('button', { name: 'Record Expense' }).click();
  const expenseTab = page.getByRole('tabpanel', { name: 'Categories' });
  await expect(expenseTab.getByText("Enter the supplier's VAT number: input VAT needs it")).toBeVisible();
  await expect(expenseTab.getByText("Enter the date of the supplier's tax invoice: input VAT needs it")).toBeVisible();
  await page.getByLabel("Supplier's VAT number").fill('114288690-7000');
  await page.getByLabel('Supplier tax invoice No.').fill(`DLG/${tag}`);
  await page.getByLabel('Supplier tax invoice date').fill(today());
  await page.getByRole('button', { name: 'Record Expense' }).click();
  await expect(page.getByText('Expense recorded successfully')).toBeVisible();
  await expect(
    page
      .getByTestId('expenses-list')
      .getByRole('row')
      .filter({ hasText: `Dialog bill ${tag}` }),
  ).toContainText('Rs. 180.00');

  // The tax panel: calculate this month; the calculation shows output VAT, input VAT and VAT payable.
  await page.getByRole('tab', { name: 'Calculations' }).click();
  await page.getByRole('button', { name: 'Generate Tax Calculation' }).click();
  await expect(page.getByText('Tax calculation completed successfully')).toBeVisible();
  const month = await page.getByLabel('Month').inputValue();
  const panel = await (await page.request.get(`/api/tax/panel-data/${b}`)).json();
  const calc = panel.calculations.find((c: { period: string }) => c.period === month);
  expect(calc.inputVat).toBeGreaterThanOrEqual(1080 + 180);
  expect(Math.round(calc.vatPayable * 100)).toBe(
    Math.max(0, Math.round((calc.outputVat - calc.inputVat - calc.vatCreditBroughtForward) * 100)),
  );
  const vat = page.getByTestId(`calculation-vat-${month}`);
  await expect(vat).toContainText(`Output VAT${rs(calc.outputVat)}`);
  await expect(vat).toContainText(`Input VAT− ${rs(calc.inputVat)}`);
  await expect(vat).toContainText(`VAT payable${rs(calc.vatPayable)}`);

  // The snapshot's breakdown of the latest calculation says the same.
  await page.getByRole('tab', { name: 'Snapshot' }).click();
  const breakdown = page.getByTestId('latest-breakdown');
  await expect(breakdown).toContainText(`Input VAT${rs(calc.inputVat)}`);
  await expect(breakdown).toContainText(`Output VAT${rs(calc.outputVat)}`);
});

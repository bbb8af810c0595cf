import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signInAsDemo } from '../support/accounts';

// Goods received on credit make what the shop owes the supplier; a cheque issued
// to the supplier lowers it and is listed among the issued cheques by the date it will be presented.
test('receive goods on credit, pay the supplier by cheque, see the balance and the cheque', async ({ page }) => {
  await signInAsDemo(page);
  const me = await (await page.request.get('/api/auth/user')).json();
  const b = me.business.id as number;
  const tag = randomUUID().slice(0, 6);
  const product = await (
    await page.request.post(`/api/businesses/${b}/products`, { data: { name: `Dhal 1kg ${tag}`, sellingPrice: 420, stock: 0 } })
  ).json();
  const supplier = await (
    await page.request.post(`/api/businesses/${b}/suppliers`, { data: { name: `Jaffna Traders ${tag}`, creditDays: 14 } })
  ).json();
  const order = await (
    await page.request.post('/api/purchase-orders', {
      data: { supplierId: supplier.id, status: 'approved', items: [{ productId: product.id, quantity: 20, unitPrice: 350 }] },
    })
  ).json();

  // Receive the whole order on credit through the GRN dialog.
  await page.goto('/procurement');
  await page.getByRole('button', { name: 'Create GRN' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Goods Received Note' });
  await dialog.getByLabel('Purchase Order').selectOption({ label: `${order.orderNumber} — ${supplier.name}` });
  await dialog.getByRole('switch', { name: 'On credit' }).click();
  await expect(dialog.getByLabel('Due date')).toBeVisible();
  await expect(dialog.getByText('(14 days credit)')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save GRN' }).click();
  await expect(page.getByText('Goods received note saved successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The Creditors tab: the supplier is owed 7,000.00.
  await page.getByRole('tab', { name: 'Creditors' }).click();
  const row = page.getByTestId('creditor-row').filter({ hasText: supplier.name });
  await expect(row.getByTestId('creditor-balance')).toContainText('7,000.00');
  await expect(row.getByText('14 days credit')).toBeVisible();

  // Pay 3,000 by a cheque dated ahead.
  await row.getByRole('button', { name: `Pay supplier ${supplier.name}` }).click();
  const pay = page.getByRole('dialog', { name: 'Pay supplier' });
  await expect(pay.getByTestId('pay-allocation-row')).toHaveCount(1);
  await pay.getByLabel('Paid by').selectOption('cheque');
  await pay.getByLabel('Amount', { exact: true }).fill('3000');
  const chequeNumber = `7${tag.replace(/\D/g, '').padEnd(5, '1').slice(0, 5)}`;
  await pay.getByLabel('Cheque number').fill(chequeNumber);
  await pay.getByLabel('Bank', { exact: true }).fill('Commercial Bank');
  const ahead = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  await pay.getByLabel('Cheque date').fill(ahead);
  await pay.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByText('Payment recorded')).toBeVisible();
  await expect(pay).toBeHidden();

  await expect(row.getByTestId('creditor-balance')).toContainText('4,000.00');
  const cheques = page.getByTestId('issued-cheques');
  const chequeRow = cheques.getByRole('row').filter({ hasText: chequeNumber });
  await expect(chequeRow).toContainText(supplier.name);
  await expect(chequeRow).toContainText('Commercial Bank');
  await expect(chequeRow).toContainText('3,000.00');
  await expect(chequeRow).toContainText('To be presented');

  // The ledger shows the GRN and the cheque with the running balance.
  await row.getByRole('button', { name: `Ledger ${supplier.name}` }).click();
  const ledger = page.getByRole('dialog', { name: `Ledger: ${supplier.name}` });
  await expect(ledger.getByTestId('supplier-ledger')).toContainText(`Cheque ${chequeNumber}`);
  await expect(ledger.getByTestId('supplier-ledger').getByRole('row').last()).toContainText('4,000.00');

  // Its statement of account: the same closing balance, and the A4 PDF.
  await ledger.getByRole('button', { name: 'Statement of account' }).click();
  const statement = page.getByRole('dialog', { name: `Statement — ${supplier.name}` });
  await expect(statement.getByTestId('statement-closing')).toContainText('4,000.00');
  await expect(statement.getByTestId('statement-lines')).toContainText(`${chequeNumber}`);
  const [download] = await Promise.all([page.waitForEvent('download'), statement.getByRole('link', { name: 'Download PDF' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^statement-supplier-\d+-.*\.pdf$/);
});

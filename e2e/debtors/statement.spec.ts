import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { signInAsDemo } from '../support/accounts';

// A demo debtor's statement of account — the month to date on screen, then the A4 PDF.
test('a debtor’s statement: opening, lines, closing and ageing on screen; the PDF downloads', async ({ page }) => {
  await signInAsDemo(page);
  await page.goto('/debtors');
  await page.getByRole('searchbox', { name: 'Search debtors' }).fill('077 900 1001');
  const card = page.getByRole('article', { name: 'Saman Kumara' });
  await card.getByRole('button', { name: 'Statement' }).click();
  const ledger = page.getByRole('dialog', { name: 'Saman Kumara: invoices and payments' });
  await ledger.getByRole('button', { name: 'Statement of account' }).click();

  const statement = page.getByRole('dialog', { name: 'Statement — Saman Kumara' });
  const closing = statement.getByTestId('statement-closing');
  await expect(closing).toHaveText(/^LKR [\d,]+\.\d{2}$/);
  const owed = (await closing.textContent())!;
  await expect(statement.getByTestId('statement-lines')).toContainText('Opening balance');
  await expect(statement.getByTestId('statement-ageing')).toContainText('Total');
  await expect(statement.getByTestId('statement-ageing')).toContainText(owed);

  // A wider range: the manual debt and the payment are both lines.
  await statement.getByLabel('From').fill('2020-01-01');
  await expect(statement.getByTestId('statement-lines')).toContainText('Debt');
  await expect(statement.getByTestId('statement-lines')).toContainText('Payment');
  await expect(closing).toHaveText(owed);

  const [download] = await Promise.all([page.waitForEvent('download'), statement.getByRole('link', { name: 'Download PDF' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^statement-debtor-\d+-2020-01-01-\d{4}-\d{2}-\d{2}\.pdf$/);
  const file = await download.path();
  const pdf = readFileSync(file);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = execFileSync('pdftotext', ['-layout', file, '-']).toString('utf8');
  expect(text).toContain('Saman Kumara');
  expect(text).toMatch(new RegExp(`Closing balance\\s+${owed.replace(/[.$]/g, '\\$&')}`));
});

import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signInAsDemo } from '../support/accounts';

const phone = () => `07${Math.floor(10_000_000 + Math.random() * 89_999_999)}`;
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

test('payment reminders: turned on in Settings, run from Debtors, a WhatsApp reminder sent with one click', async ({ page, context }) => {
  await signInAsDemo(page);
  const me = await (await page.request.get('/api/auth/user')).json();
  const b = me.business.id as number;
  const name = `Late Payer ${randomUUID().slice(0, 6)}`;
  const number = phone();
  const debtor = await page.request.post(`/api/businesses/${b}/debtors`, {
    data: { name, phone: number, totalDebt: 2750, dueDate: daysAgo(10) },
  });
  expect(debtor.status()).toBe(201);

  // Settings: WhatsApp, no quiet hours (the test runs at any hour); a bad repeat is refused on the spot.
  await page.goto('/settings');
  const card = page.getByTestId('settings-reminders');
  await expect(card.getByRole('heading', { name: 'Payment reminders' })).toBeVisible();
  await card.getByRole('switch', { name: 'Send payment reminders' }).check();
  await card.getByLabel('Send by').selectOption('whatsapp');
  await card.getByLabel('Then again every (days)').fill('0');
  await card.getByLabel('Quiet from').fill('00:00');
  await card.getByLabel('Quiet until').fill('00:00');
  await card.getByRole('button', { name: 'Save reminders' }).click();
  await expect(card.getByText('Enter a whole number of days from 1 to 365')).toBeVisible();
  await card.getByLabel('Then again every (days)').fill('7');
  await card.getByRole('button', { name: 'Save reminders' }).click();
  await expect(page.getByText('Reminder settings saved')).toBeVisible();

  // Debtors → Reminders → Run now: the late payer's reminder waits for one click.
  await page.goto('/debtors');
  await page.getByRole('button', { name: 'Reminders' }).click();
  const dialog = page.getByRole('dialog', { name: "Today's payment reminders" });
  await dialog.getByRole('button', { name: 'Run now' }).click();
  const row = dialog.getByTestId('reminder-row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row.getByText('To send')).toBeVisible();
  await expect(row.getByText(/2,750\.00/)).toBeVisible();

  // The click opens WhatsApp with the message written (no network here: the URL is what matters).
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
  const popup = context.waitForEvent('page');
  await row.getByRole('link', { name: `Send to ${name} on WhatsApp` }).click();
  const wa = await popup;
  const url = new URL(wa.url());
  expect(url.origin + url.pathname).toBe(`https://wa.me/94${number.slice(1)}`);
  expect(url.searchParams.get('text')).toContain(`Dear ${name}, LKR 2,750.00 was due on ${daysAgo(10)}.`);
  await wa.close();
  await expect(row.getByText('Sent', { exact: true })).toBeVisible();

  // Running again the same day adds nothing for this debtor.
  await dialog.getByRole('button', { name: 'Run now' }).click();
  await expect(dialog.getByTestId('reminder-row').filter({ hasText: name })).toHaveCount(1);
});

import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signInAsDemo } from '../support/accounts';

// From a sale's receipt, the WhatsApp link holds the receipt's text and the
// token page's URL; that page opens in a browser with no session and shows the receipt.
test('a receipt shared by WhatsApp: the wa.me link carries the text and the token page shows the receipt', async ({ page, browser }) => {
  await signInAsDemo(page);
  const me = await (await page.request.get('/api/auth/user')).json();
  const product = `Ceylon Tea ${randomUUID().slice(0, 6)}`;
  const created = await page.request.post(`/api/businesses/${me.business.id}/products`, {
    data: { name: product, sellingPrice: 450, stock: 20, vatRate: 0 },
  });
  expect(created.status()).toBe(201);

  await page.goto('/pos');
  await page.getByPlaceholder('Search products or scan barcode...').fill(product);
  await page.getByRole('button', { name: `Add ${product} to cart` }).click();
  await page.getByRole('button', { name: `Add ${product} to cart` }).click();
  await page.getByRole('button', { name: 'Cash', exact: true }).click();
  const receiptDialog = page.getByRole('dialog', { name: 'Receipt' });
  await expect(receiptDialog.getByTestId('receipt')).toContainText(product);
  const invoice = ((await receiptDialog.getByText(/^Sale \S+$/).textContent()) ?? '').replace('Sale ', '').trim();
  expect(invoice).not.toBe('');

  await receiptDialog.getByRole('button', { name: 'Share' }).click();
  const share = page.getByRole('dialog', { name: 'Share receipt' });
  await share.getByLabel("Customer's language").selectOption('en');
  await share.getByRole('button', { name: 'Create link' }).click();
  const whatsapp = share.getByRole('link', { name: 'WhatsApp' });
  await expect(whatsapp).toBeVisible();
  const href = (await whatsapp.getAttribute('href')) ?? '';
  expect(href.startsWith('https://wa.me/')).toBe(true);
  expect(await whatsapp.getAttribute('target')).toBe('_blank');
  const text = new URL(href).searchParams.get('text') ?? '';
  expect(text).toContain(invoice);
  expect(text).toContain('LKR 900.00');
  const tokenUrl = /https?:\/\/\S+\/r\/[A-Za-z0-9_-]{43}/.exec(text)?.[0];
  expect(tokenUrl, text).toBeTruthy();
  await expect(share.getByTestId('share-text')).toHaveValue(text);

  // A fresh browser context: no cookies, no session.
  const stranger = await browser.newContext();
  try {
    const publicPage = await stranger.newPage();
    const res = await publicPage.goto(tokenUrl!);
    expect(res?.status()).toBe(200);
    expect(res?.headers()['cache-control']).toBe('private, no-store');
    expect(res?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expect(publicPage.getByRole('heading', { level: 2, name: 'Receipt' })).toBeVisible();
    await expect(publicPage.locator('main')).toContainText(invoice);
    await expect(publicPage.locator('main')).toContainText(product);
    await expect(publicPage.locator('main')).toContainText('LKR 900.00');
    expect(await stranger.cookies()).toEqual([]);
    // A guessed token: the one not-found page.
    const guessed = await publicPage.goto(tokenUrl!.replace(/.{4}$/, 'AAAA'));
    expect(guessed?.status()).toBe(404);
    await expect(publicPage.locator('main')).toContainText('Link not available');
  } finally {
    await stranger.close();
  }
});

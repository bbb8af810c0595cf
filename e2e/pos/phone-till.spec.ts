import { expect, test, type Page } from '@playwright/test';
import { signInAsDemo } from '../support/accounts';

// Guards a past fault: on a phone the till gave no feedback on a tap, had no cart bar, and Cash was
// 1,270 px down the page.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

async function addProduct(page: Page, businessId: number, name: string, price: number) {
  const res = await page.request.post(`/api/businesses/${businessId}/products`, {
    data: { name, sellingPrice: price, stock: 20, vatRate: 0 },
  });
  expect(res.status()).toBe(201);
}

test('a phone till: a cart bar in view, a tap counts, Pay opens the cart sheet and a cash sale completes', async ({ page }) => {
  await signInAsDemo(page);
  const me = await (await page.request.get('/api/auth/user')).json();
  const tag = Date.now().toString(36);
  const tea = `Phone Tea ${tag}`;
  const biscuits = `Phone Lemon Puff Biscuits Family Pack ${tag}`;
  await addProduct(page, me.business.id, tea, 250);
  await addProduct(page, me.business.id, biscuits, 180);

  await page.goto('/pos');
  await expect(page.getByRole('heading', { name: 'Point of Sale' })).toBeVisible();
  const bar = page.getByTestId('cart-bar');
  await expect(bar).toBeInViewport({ ratio: 1 });
  await expect(page.getByTestId('cart-bar-count')).toHaveText('0');
  await expect(bar.getByRole('button', { name: 'Pay' })).toBeDisabled();
  // no cart column on a phone: the products come first
  await expect(page.getByRole('complementary', { name: 'Cart and payment' })).toHaveCount(0);

  const search = page.getByPlaceholder('Search products or scan barcode...');
  await search.fill(`Phone`);
  await page.getByRole('button', { name: `Add ${tea} to cart` }).tap();
  await expect(page.getByTestId('cart-bar-count')).toHaveText('1');
  await expect(page.getByTestId('cart-bar-total')).toHaveText('LKR 250.00');
  await page.getByRole('button', { name: `Add ${tea} to cart` }).tap();
  await page.getByRole('button', { name: `Add ${biscuits} to cart` }).tap();
  await expect(page.getByTestId('cart-bar-count')).toHaveText('3');
  await expect(page.getByTestId('cart-bar-total')).toHaveText('LKR 680.00');
  await expect(bar).toBeInViewport({ ratio: 1 });
  // the full name of a long product is on the card (hover / long-press)
  const card = page.getByRole('button', { name: `Add ${biscuits} to cart` });
  await expect(card).toHaveAttribute('title', biscuits);
  // a long-press (the touch context menu) unclamps the name on the card
  await card.dispatchEvent('contextmenu');
  await expect(card).toHaveAttribute('data-full-name', '');
  await expect(card.getByText(biscuits)).toHaveCSS('-webkit-line-clamp', 'none');
  await page.screenshot({ path: '/tmp/kade-phone-till.png' });

  await bar.getByRole('button', { name: 'Pay' }).tap();
  const sheet = page.getByRole('dialog', { name: 'Cart' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('spinbutton', { name: `Quantity of ${tea}` })).toHaveValue('2');
  await expect(sheet.getByTestId('cart-total')).toHaveText('LKR 680.00');
  const cash = sheet.getByRole('button', { name: 'Cash', exact: true });
  await expect(cash).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: '/tmp/kade-phone-till-sheet.png' });

  await cash.tap();
  await expect(page.getByText('Sale Completed')).toBeVisible();
  await expect(page.getByTestId('receipt')).toContainText('LKR 680.00');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('cart-bar-count')).toHaveText('0');
});

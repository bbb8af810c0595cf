import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { SCREENS } from '#client/app/screens';
import { signInAsDemo, uniqueEmail } from '../support/accounts';

// On a real phone (isMobile: the browser widens its layout viewport to fit anything wider than the
// screen), no screen may scroll sideways: the header folds language, bell and account into one menu,
// the till's buttons into More, and the till's cart bar with Pay stays on the screen.

type Lang = 'en' | 'si' | 'ta';
const catalogue = (lang: Lang, ns: string) => JSON.parse(readFileSync(`src/client/locales/${lang}/${ns}.json`, 'utf8'));
/** A text of the catalogues, e.g. tr('si', 'shell', 'logout'). */
const tr = (lang: Lang, ns: string, path: string): string => path.split('.').reduce((o, k) => o[k], catalogue(lang, ns));

/** Screens the demo shop's owner opens: every screen of the app but the signed-out ones, the display's own window and the platform's. */
const NOT_SHOP = new Set<string>([SCREENS.login, SCREENS.cashierLogin, SCREENS.customerDisplay, SCREENS.superAdmin]);
const SHOP_SCREENS = Object.values(SCREENS).filter((p) => !NOT_SHOP.has(p));

const SIZES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
];

async function expectNoSidewaysScroll(page: Page, what: string) {
  await page.waitForLoadState('networkidle');
  const { scrollWidth, clientWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${what}: scrollWidth ${scrollWidth} > clientWidth ${clientWidth}`).toBeLessThanOrEqual(clientWidth);
  // The layout viewport stays the screen's width (a wider page makes a phone browser zoom out).
  expect(innerWidth, `${what}: layout viewport`).toBe(page.viewportSize()!.width);
}

/** Opens the header's one phone menu: Logout is in it, on the screen; Escape closes it. */
async function expectAccountMenu(page: Page, lang: Lang) {
  await page.getByTestId('phone-menu').click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitemradio', { name: 'සිංහල' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: tr(lang, 'shell', 'logout') })).toBeInViewport({ ratio: 1 });
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
}

async function inLanguage(page: Page, lang: Lang) {
  await page.addInitScript((l) => localStorage.setItem('kade.locale', l), lang);
  if (lang !== 'en') expect((await page.request.patch('/api/auth/user', { data: { locale: lang } })).status()).toBe(200);
}

/** The till: search and the first products on the first screen, More holds the buttons, Pay in view once a product is in the cart. */
async function checkTill(page: Page, lang: Lang, shot: string) {
  await page.goto(SCREENS.pos);
  await expect(page.getByRole('heading', { name: tr(lang, 'pos', 'title') })).toBeVisible();
  const search = page
    .getByRole('combobox')
    .or(page.getByPlaceholder(tr(lang, 'pos', 'searchPlaceholder')))
    .first();
  await expect(search).toBeInViewport({ ratio: 1 });
  const firstProduct = page.locator('ul.grid > li > button').first();
  await expect(firstProduct).toBeInViewport({ ratio: 1 });
  await expectNoSidewaysScroll(page, `${lang} till`);
  // One More menu instead of six buttons.
  await expect(page.getByRole('button', { name: tr(lang, 'pos', 'park.button'), exact: true })).toHaveCount(0);
  await page.getByTestId('till-more').click();
  const more = page.getByRole('menu');
  for (const item of ['returns.button', 'park.button', 'parked.button']) {
    await expect(more.getByRole('menuitem', { name: tr(lang, 'pos', item), exact: true })).toBeVisible();
  }
  await page.screenshot({ path: `/tmp/kade-${shot}-more.png` });
  await page.keyboard.press('Escape');

  await firstProduct.tap();
  const bar = page.getByTestId('cart-bar');
  await expect(page.getByTestId('cart-bar-count')).toHaveText('1');
  await expect(bar).toBeInViewport({ ratio: 1 });
  await expect(bar.getByRole('button', { name: tr(lang, 'pos', 'cartBar.pay') })).toBeInViewport({ ratio: 1 });
  await expectNoSidewaysScroll(page, `${lang} till with a cart`);
  await page.screenshot({ path: `/tmp/kade-${shot}.png` });

  // The pay buttons are named by their method alone; the key is aria-keyshortcuts.
  await bar.getByRole('button', { name: tr(lang, 'pos', 'cartBar.pay') }).tap();
  const cash = page.getByRole('dialog').getByRole('button', { name: tr(lang, 'pos', 'methods.cash'), exact: true });
  await expect(cash).toHaveAttribute('aria-keyshortcuts', 'F1');
  await expect(cash).toBeInViewport({ ratio: 1 });
  await expectNoSidewaysScroll(page, `${lang} cart sheet`);
  await page.keyboard.press('Escape');
}

for (const viewport of SIZES) {
  test.describe(`a ${viewport.width}×${viewport.height} phone`, () => {
    test.use({ viewport, isMobile: true, hasTouch: true });
    const w = viewport.width;

    test('signed out: the landing page, sign-in, register and the cashier login fit the screen', async ({ page }) => {
      for (const path of [SCREENS.dashboard, SCREENS.login, SCREENS.cashierLogin]) {
        await page.goto(path);
        await expect(page.getByRole('heading').first()).toBeVisible();
        await expectNoSidewaysScroll(page, path);
      }
      await page.goto(SCREENS.login);
      await page.getByRole('tab', { name: 'Register' }).click();
      await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
      await expectNoSidewaysScroll(page, 'register');
    });

    test('signed in: every screen fits, and the account menu with Logout is on the screen', async ({ page }) => {
      test.setTimeout(240_000);
      await signInAsDemo(page);
      for (const path of SHOP_SCREENS) {
        await page.goto(path);
        await expect(page.locator('main').getByRole('heading').first()).toBeVisible();
        await expectNoSidewaysScroll(page, path);
        await expect(page.getByTestId('sync-status')).toBeInViewport({ ratio: 1 });
        await expectAccountMenu(page, 'en');
      }
      await page.goto(SCREENS.dashboard);
      await page.getByTestId('phone-menu').click();
      await page.screenshot({ path: `/tmp/kade-phone-${w}-en-menu.png` });
    });

    test('the till: search and products first, More, and Pay in view', async ({ page }) => {
      await signInAsDemo(page);
      await checkTill(page, 'en', `phone-${w}-en-till`);
    });

    for (const lang of ['si', 'ta'] as const) {
      test(`in ${lang}: the header, its menu and the till fit`, async ({ page }) => {
        await signInAsDemo(page);
        await inLanguage(page, lang);
        try {
          for (const path of [SCREENS.dashboard, SCREENS.inventory, SCREENS.reports]) {
            await page.goto(path);
            await expect(page.locator('html')).toHaveAttribute('lang', lang);
            await expect(page.locator('main').getByRole('heading').first()).toBeVisible();
            await expectNoSidewaysScroll(page, `${lang} ${path}`);
            await expectAccountMenu(page, lang);
          }
          await page.getByTestId('phone-menu').click();
          await page.screenshot({ path: `/tmp/kade-phone-${w}-${lang}-menu.png` });
          await page.keyboard.press('Escape');
          await checkTill(page, lang, `phone-${w}-${lang}-till`);
        } finally {
          await page.request.patch('/api/auth/user', { data: { locale: 'en' } });
        }
      });
    }

    test('a cashier: the till without the sidebar fits, with the account menu', async ({ page }) => {
      await signInAsDemo(page);
      const me = await (await page.request.get('/api/auth/user')).json();
      const cashier = { email: uniqueEmail('phone-cashier'), password: 'till-pass-1' };
      const created = await page.request.post(`/api/businesses/${me.business.id}/users`, {
        data: { ...cashier, firstName: 'Nimali', lastName: 'Till', role: 'cashier' },
      });
      expect(created.status()).toBe(201);
      await page.context().clearCookies();
      expect((await page.request.post('/api/auth/cashier/login', { data: cashier })).status()).toBe(200);
      await page.goto(SCREENS.cashierLogin);
      await expect(page.getByRole('heading', { name: 'Point of Sale' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Open navigation' })).toHaveCount(0);
      await expectNoSidewaysScroll(page, 'cashier till');
      await expect(page.getByTestId('cart-bar')).toBeInViewport({ ratio: 1 });
      await expectAccountMenu(page, 'en');
    });
  });
}

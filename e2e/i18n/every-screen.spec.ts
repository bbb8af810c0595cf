import { readFileSync } from 'node:fs';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { signInAsDemo, signInAsSuperAdmin } from '../support/accounts';
import { collectApiData, findScriptProblems, formatProblems, keepScreenshot } from './script-check';

// The three languages on every screen: in Sinhala and in Tamil, every screen (and the till's cart,
// pay panel and receipt, the inventory dialog, each tax tab) shows no Latin text but the kept terms
// and the shop's data, and no text overflows its box. A screenshot of each goes into the test
// report.

type Lang = 'si' | 'ta';
const catalogue = (lang: Lang, ns: string) => JSON.parse(readFileSync(`src/client/locales/${lang}/${ns}.json`, 'utf8'));
/** A text of the catalogues, e.g. tr('si', 'inventory', 'addProduct'). */
const tr = (lang: Lang, ns: string, path: string): string => path.split('.').reduce((o, k) => o[k], catalogue(lang, ns));

async function inLanguage(page: Page, lang: Lang) {
  await page.addInitScript((l) => localStorage.setItem('kade.locale', l), lang);
}

async function check(page: Page, testInfo: TestInfo, data: Set<string>, name: string) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await keepScreenshot(page, testInfo, name);
  const problems = await findScriptProblems(page, data);
  expect(problems, `${name}\n${formatProblems(problems)}`).toEqual([]);
}

async function open(page: Page, path: string, lang: Lang) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByRole('heading').first()).toBeVisible();
}

const SHOP_SCREENS = [
  '/',
  '/inventory',
  '/inventory/labels',
  '/inventory/adjustments',
  '/inventory/stocktakes',
  '/inventory/expiry',
  '/import-export',
  '/debtors',
  '/cheques',
  '/crm',
  '/procurement',
  '/reports',
  '/sales',
  '/returns',
  '/shifts',
  '/subscription',
  '/settings',
  '/users',
];

for (const lang of ['si', 'ta'] as const) {
  test.describe(`in ${lang}`, () => {
    test('the landing page, sign-in and cashier login', async ({ page }, testInfo) => {
      const data = collectApiData(page);
      await inLanguage(page, lang);
      for (const path of ['/', '/login', '/cashier']) {
        await open(page, path, lang);
        await check(page, testInfo, data, `${lang} ${path}`);
      }
    });

    test.describe('signed in to the demo shop', () => {
      test.beforeEach(async ({ page }) => {
        await inLanguage(page, lang);
        await signInAsDemo(page);
        // The server keeps the user's language; put it back to English for the other specs after.
        expect((await page.request.patch('/api/auth/user', { data: { locale: lang } })).status()).toBe(200);
        // Receipts print in the shop's receipt language (Settings), not the screen's.
        expect((await page.request.post('/api/business-settings', { data: { receiptLanguage: lang } })).status()).toBe(200);
      });
      test.afterEach(async ({ page }) => {
        await page.request.patch('/api/auth/user', { data: { locale: 'en' } });
        await page.request.post('/api/business-settings', { data: { receiptLanguage: 'en' } });
      });

      test('every screen of the shop', async ({ page }, testInfo) => {
        test.setTimeout(180_000);
        const data = collectApiData(page);
        for (const path of SHOP_SCREENS) {
          await open(page, path, lang);
          await check(page, testInfo, data, `${lang} ${path}`);
        }
      });

      test('the inventory dialog and every tab of the tax panel', async ({ page }, testInfo) => {
        const data = collectApiData(page);
        await open(page, '/inventory', lang);
        await page
          .getByRole('button', { name: tr(lang, 'inventory', 'addProduct') })
          .first()
          .click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await check(page, testInfo, data, `${lang} inventory: add product`);
        await page.keyboard.press('Escape');

        await open(page, '/tax-panel', lang);
        const tabs = page.getByRole('tab');
        // The panel's tabs come with its data: wait for them (count() alone does not wait).
        await expect(tabs.nth(1)).toBeVisible();
        const count = await tabs.count();
        expect(count).toBeGreaterThan(1);
        for (let i = 0; i < count; i++) {
          await tabs.nth(i).click();
          await check(page, testInfo, data, `${lang} tax panel tab ${i + 1}`);
        }
      });

      test('the till: a cart, the pay panel and the receipt', async ({ page }, testInfo) => {
        const data = collectApiData(page);
        await open(page, '/pos', lang);
        await page.locator('ul.grid > li > button').first().click();
        await expect(page.getByTestId('cart-total')).toBeVisible();
        const pay = page.getByTestId('pay-panel');
        await expect(pay).toBeVisible();
        await check(page, testInfo, data, `${lang} till: cart and pay panel`);

        const tendered = pay.getByRole('textbox', { name: tr(lang, 'pos', 'pay.tendered') });
        await tendered.fill('100000');
        await tendered.press('Enter');
        await expect(page.getByTestId('receipt')).toBeVisible();
        await check(page, testInfo, data, `${lang} till: receipt`);
      });
    });

    test('the super admin panel', async ({ page }, testInfo) => {
      await inLanguage(page, lang);
      await signInAsSuperAdmin(page);
      const data = collectApiData(page);
      await open(page, '/super-admin', lang);
      await check(page, testInfo, data, `${lang} /super-admin`);
    });
  });
}

test('switching language changes the page at once, loads only that language, and is kept for the user', async ({ page }) => {
  await signInAsDemo(page);
  const chunks: string[] = [];
  page.on('request', (req) => {
    if (/\/assets\/.*\.js$/.test(req.url())) chunks.push(req.url());
  });
  await page.goto('/inventory');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Inventory/);
  const before = chunks.length;
  let navigations = 0;
  page.on('framenavigated', () => navigations++);

  await page.getByTestId('language-switcher').selectOption('ta');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('ta', 'inventory', 'title'));
  expect(navigations, 'no reload').toBe(0);
  const loaded = chunks.slice(before);
  expect(loaded.length).toBeGreaterThan(0);
  // Catalogue chunks are named by namespace, not language: none is fetched twice, the Tamil texts
  // arrived and the Sinhala ones did not.
  expect(new Set(loaded).size).toBe(loaded.length);
  const bodies = await Promise.all(loaded.map((u) => page.request.get(u).then((r) => r.text())));
  const carries = (text: string) => bodies.some((b) => b.includes(JSON.stringify(text).slice(1, -1)) || b.includes(text));
  expect(carries(tr('ta', 'inventory', 'title')), 'the Tamil inventory texts').toBe(true);
  expect(carries(tr('si', 'inventory', 'title')), 'the Sinhala inventory texts').toBe(false);
  expect(carries(tr('si', 'common', 'language.label')), 'the Sinhala common texts').toBe(false);

  // Kept on the server: a fresh page (and any device) opens in Tamil.
  expect((await (await page.request.get('/api/auth/user')).json()).locale).toBe('ta');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('ta', 'inventory', 'title'));
  await page.getByTestId('language-switcher').selectOption('en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Inventory/);
  await expect.poll(async () => (await (await page.request.get('/api/auth/user')).json()).locale).toBe('en');
});

test('a first visit follows the browser language', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'si-LK' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'si');
  await expect(page.getByTestId('language-switcher')).toHaveValue('si');
  await context.close();
});

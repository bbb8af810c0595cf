import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInAsDemo, signInAsSuperAdmin } from '../support/accounts';

/**
 * axe-core (WCAG 2.1 A and AA, and axe's best practices) on every screen and its main dialogs: any
 * serious or critical violation fails, with the rule, the element and axe's own words in the
 * message. A dialog is checked on its own: the dimmed page behind it is not what the user reads.
 */
async function expectNoSeriousViolations(page: Page, what: string, within?: string) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  const { violations } = await (within ? builder.include(within) : builder).analyze();
  // Serious and critical failures, and headings that skip a level (a moderate rule the audit named).
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'heading-order');
  const report = serious.flatMap((v) => v.nodes.slice(0, 5).map((n) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary ?? v.help}`));
  expect(report, `${what}\n${report.join('\n')}`).toEqual([]);
}

/** Waits for the screen's content (not its loading state) before checking. */
async function openScreen(page: Page, path: string, ready: (p: Page) => ReturnType<Page['getByRole']>) {
  await page.goto(path);
  await expect(ready(page).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test.describe('signed out', () => {
  for (const [path, heading] of [
    ['/', 'Run your whole shop from one browser'],
    ['/login', 'Sign In'],
    ['/cashier', 'Cashier Login'],
  ] as const) {
    test(`${path} has no serious accessibility violation`, async ({ page }) => {
      await openScreen(page, path, (p) => p.getByRole('heading', { name: heading, exact: true }));
      await expectNoSeriousViolations(page, path);
    });
  }
});

const SHOP_SCREENS: [string, string][] = [
  ['/', 'Dashboard'],
  ['/pos', 'Point of Sale'],
  ['/inventory', 'Inventory'],
  ['/inventory/labels', 'Labels'],
  ['/inventory/adjustments', 'Stock adjustments'],
  ['/inventory/stocktakes', 'Stocktakes'],
  ['/inventory/expiry', 'Expiry'],
  ['/import-export', 'Import & export'],
  ['/debtors', 'Debtor'],
  ['/crm', 'Customer'],
  ['/procurement', 'Procurement'],
  ['/tax-panel', 'Tax'],
  ['/reports', 'Reports'],
  ['/subscription', 'Subscription'],
  ['/settings', 'Settings'],
  ['/users', 'User'],
  ['/sales', 'Sales'],
  ['/shifts', 'Shifts'],
  ['/cheques', 'Cheques'],
  ['/returns', 'Returns'],
];

test.describe('the demo shop', () => {
  test.beforeEach(async ({ page }) => signInAsDemo(page));
  for (const [path, heading] of SHOP_SCREENS) {
    test(`${path} has no serious accessibility violation`, async ({ page }) => {
      await openScreen(page, path, (p) => p.getByRole('heading', { level: 1, name: new RegExp(heading, 'i') }));
      await expectNoSeriousViolations(page, path);
    });
  }

  const DIALOGS: [string, RegExp][] = [
    ['/inventory', /add product/i],
    ['/debtors', /add debtor/i],
    ['/crm', /add customer/i],
    ['/users', /create new user/i],
    ['/procurement', /^create po$/i],
    ['/procurement', /^create grn$/i],
    ['/procurement', /^add supplier$/i],
    ['/debtors', /^statement$/i],
    ['/debtors', /^add payment$/i],
  ];
  for (const [path, button] of DIALOGS) {
    test(`${path}: the "${button.source}" dialog has no serious accessibility violation`, async ({ page }) => {
      await openScreen(page, path, (p) => p.getByRole('heading', { level: 1 }));
      await page.getByRole('button', { name: button }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSeriousViolations(page, `${path} dialog`, '[role="dialog"]');
    });
  }
});

test('the super admin page has no serious accessibility violation', async ({ page }) => {
  await signInAsSuperAdmin(page);
  await openScreen(page, '/super-admin', (p) => p.getByRole('heading', { level: 1 }));
  await expectNoSeriousViolations(page, '/super-admin');
});

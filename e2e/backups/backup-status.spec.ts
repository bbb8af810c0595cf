import { expect, test, type Page } from '@playwright/test';
import { BackupStatus } from '#shared/contracts/backups';
import { registerViaApi, signInAsDemo, signInAsSuperAdmin } from '../support/accounts';

/**
 * The owner's dashboard shows the last good backup and warns when there is none,
 * the last one failed or it is over two days old. The e2e server runs without BACKUP_DIR, so the
 * real route answers "never"; the recorded runs are seeded as the route's answer (checked against
 * the contract's schema), the job and the route themselves are tested in src/server/features/backups.
 */
async function seedStatus(page: Page, status: BackupStatus) {
  BackupStatus.parse(status);
  await page.route('**/api/businesses/*/backup-status', (route) => route.fulfill({ json: status }));
}
const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000).toISOString();

test('the owner sees that automatic backups are not set up on this server (the real route)', async ({ page }) => {
  await signInAsDemo(page);
  await page.goto('/');
  const notice = page.getByTestId('backup-status');
  await expect(notice).toHaveAttribute('data-warning', 'never');
  await expect(notice).toContainText('No verified backup yet');
  await expect(notice).toContainText('Automatic backups are not set up on this server');
});

test('the owner sees the last good backup, and the warning once it is over two days old', async ({ page }) => {
  await signInAsDemo(page);
  await seedStatus(page, {
    enabled: true,
    lastGood: { finishedAt: hoursAgo(5), sizeBytes: 12_300_000 },
    lastRun: { finishedAt: hoursAgo(5), status: 'ok' },
    warning: 'none',
  });
  await page.goto('/');
  const notice = page.getByTestId('backup-status');
  await expect(notice).toHaveAttribute('data-warning', 'none');
  await expect(notice).toContainText('Last verified backup:');
  await expect(notice).toContainText('12.3 MB');

  await page.unroute('**/api/businesses/*/backup-status');
  await seedStatus(page, {
    enabled: true,
    lastGood: { finishedAt: hoursAgo(72), sizeBytes: 12_300_000 },
    lastRun: { finishedAt: hoursAgo(72), status: 'ok' },
    warning: 'old',
  });
  await page.reload();
  await expect(notice).toHaveAttribute('data-warning', 'old');
  await expect(notice).toContainText('The last good backup is over two days old');
  await expect(notice).toContainText('Last good backup:');

  await page.unroute('**/api/businesses/*/backup-status');
  await seedStatus(page, {
    enabled: true,
    lastGood: { finishedAt: hoursAgo(30), sizeBytes: 12_300_000 },
    lastRun: { finishedAt: hoursAgo(6), status: 'failed' },
    warning: 'failed',
  });
  await page.reload();
  await expect(notice).toContainText('The last backup failed');
});

test('the super admin sees the backups panel; others get 403 from its API', async ({ page }) => {
  await registerViaApi(page);
  expect((await page.request.get('/api/admin/backups')).status()).toBe(403);
  await page.context().clearCookies();
  await signInAsSuperAdmin(page);
  await page.goto('/super-admin');
  const panel = page.getByTestId('backups-panel');
  await expect(panel).toContainText('Automatic backups');
  await expect(panel).toContainText('Off: BACKUP_DIR is not set on this server.');
  await expect(panel.getByTestId('backup-status')).toHaveAttribute('data-warning', 'never');
});

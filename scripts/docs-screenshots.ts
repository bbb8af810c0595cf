// `npm run docs:screenshots`: the user guide's pictures of the demo shop (docs/guide/images/*.png),
// taken in Debian's Chromium against a Kade started for the purpose on an empty data directory,
// signed in with the development test account ("Demo Stores", all seven modules, demo data).
// Run it after a change to a screen the guide shows, and commit the pictures with the change.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, devices, type Page } from '@playwright/test';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, 'docs', 'guide', 'images');
const PORT = Number(process.env.SCREENSHOT_PORT ?? 5450);
const BASE = `http://127.0.0.1:${PORT}`;

/** Each picture: its file name and screen; it is taken once the screen's title is shown and the network is quiet. */
const SHOTS: { name: string; path: string }[] = [
  { name: 'dashboard', path: '/' },
  { name: 'pos', path: '/pos' },
  { name: 'inventory', path: '/inventory' },
  { name: 'procurement', path: '/procurement' },
  { name: 'debtors', path: '/debtors' },
  { name: 'crm', path: '/crm' },
  { name: 'reports', path: '/reports' },
  { name: 'tax', path: '/tax-panel' },
  { name: 'settings', path: '/settings' },
];

async function startKade(dataDir: string) {
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      BACKUP_DIR: 'off',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let waited = 0; waited < 180_000; waited += 250) {
    if (server.exitCode !== null) throw new Error(`Kade exited with ${server.exitCode}`);
    if (
      await fetch(`${BASE}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return server;
    await new Promise((r) => setTimeout(r, 250));
  }
  server.kill('SIGTERM');
  throw new Error('Kade did not start in 3 minutes');
}

/** Signs the page in as the demo shop's owner and opens their shift, as the till would ask. */
async function signInAsDemo(page: Page) {
  const login = await page.request.post('/api/login');
  if (!login.ok()) throw new Error(`test account sign-in answered ${login.status()}`);
  const me = await (await page.request.get('/api/auth/user')).json();
  await page.request.post(`/api/businesses/${me.business.id}/shifts`, {
    data: { openingFloat: 5000 },
    headers: { 'Idempotency-Key': randomUUID() },
  });
}

async function take(page: Page, shot: (typeof SHOTS)[number], file: string) {
  await page.goto(shot.path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // The till asks once whether this browser is to be a till; the picture shows the till itself.
  const decline = page.getByRole('button', { name: 'Not this browser' });
  if (await decline.isVisible().catch(() => false)) await decline.click();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(OUT, file) });
  console.log(`docs/guide/images/${file}`);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kade-screenshots-'));
mkdirSync(OUT, { recursive: true });
const server = await startKade(dataDir);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const desktop = await browser.newContext({
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    baseURL: BASE,
    serviceWorkers: 'block',
  });
  const page = await desktop.newPage();
  await signInAsDemo(page);
  for (const shot of SHOTS) await take(page, shot, `${shot.name}.png`);
  await desktop.close();

  const phone = await browser.newContext({ ...devices['Pixel 7'], baseURL: BASE, serviceWorkers: 'block' });
  const phonePage = await phone.newPage();
  await signInAsDemo(phonePage);
  await take(
    phonePage,
    SHOTS.find((s) => s.name === 'pos')!,
    'pos-phone.png',
  );
  await phone.close();
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}

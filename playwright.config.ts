import { defineConfig, devices } from '@playwright/test';
import { E2E_DOWN_PORT, E2E_PORT } from './e2e/support/servers';

// Several runs may go at once (scripts/e2e.mjs runs one shard per core; engineers run their own):
// the port, data directory, artifacts, report and built client are per-run (E2E_PORT, E2E_SHARD,
// CLIENT_DIR); each run starts from an empty embedded database.
const port = E2E_PORT;
const shard = process.env.E2E_SHARD ? `-${process.env.E2E_SHARD}` : '';
const dataDir = `/tmp/kade-e2e-${port}`;
const clientDir = process.env.CLIENT_DIR ?? 'dist/client';
const downPort = E2E_DOWN_PORT;

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: `.test-reports/playwright${shard}.json` }]],
  outputDir: `test-results/${port}`,
  globalSetup: './e2e/global-setup.ts',
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Kade's service worker (the offline till) would precache the whole client in every test's
    // context and stand between the page and page.route(); e2e/offline opts in with 'allow'.
    serviceWorkers: 'block',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // Composite in software rather than through an emulated GPU: about 10% less processor time.
        '--disable-gpu-compositing',
        '--disable-software-rasterizer',
      ],
    },
  },
  webServer: [
    {
      command: `rm -rf ${dataDir} && node --import tsx src/server/main.ts`,
      url: `http://localhost:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        CLIENT_DIR: clientDir,
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        // The browser tests' server takes no automatic backup (the backups feature has its own tests).
        BACKUP_DIR: 'off',
        // The suite registers more shops in an hour than one shop's IP may (30).
        REGISTER_LIMIT_PER_HOUR: '500',
      },
    },
    {
      // The same app against a PostgreSQL server that is not there: the Service Unavailable screen.
      command: `node --import tsx src/server/main.ts`,
      url: `http://localhost:${downPort}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(downPort),
        HOST: '127.0.0.1',
        DATABASE_URL: 'postgres://postgres@127.0.0.1:1/unreachable',
        CLIENT_DIR: clientDir,
        SESSION_SECRET: 'e2e-unreachable-database-secret-0123456789',
        NODE_ENV: 'development',
        LOG_LEVEL: 'fatal',
      },
    },
  ],
});

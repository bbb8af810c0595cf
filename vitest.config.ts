import { defineConfig } from 'vitest/config';

// The import aliases (#shared/…, #server/…, #testing/…) are tsconfig.json's paths; each project
// resolves them (a project does not inherit the root's settings).
const resolve = { tsconfigPaths: true };

export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one worker. The server's tests spend much of their time
    // waiting on PostgreSQL, child servers and timers, so three files at a time keep both cores busy
    // (each file has a database of its own, cloned from the run's template: test-db.ts). On two
    // cores: 3,100 tests in 6.9 min, where one worker took over 18.
    maxWorkers: 3,
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          include: ['src/shared/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['src/testing/fail-on-console-error.ts'],
        },
      },
      {
        resolve,
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts', 'src/testing/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['src/testing/global-setup.ts'],
          setupFiles: ['src/testing/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // A worker imports the server's modules once for all its files rather than once per file
          // (each file still has a database, an app and a PostgreSQL pool of its own).
          isolate: false,
        },
      },
      {
        resolve,
        test: {
          name: 'client',
          include: ['src/client/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['src/testing/fail-on-console-error.ts'],
        },
      },
    ],
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/shared/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['src/testing/fail-on-console-error.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts', 'src/testing/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['src/testing/global-setup.ts'],
          setupFiles: ['src/testing/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
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

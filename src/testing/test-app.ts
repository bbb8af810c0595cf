import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type AppOptions } from '../server/app';
import type { DatabaseHandle } from '../server/db/client';
import { createTestDatabase } from './test-db';

export type TestApp = Awaited<ReturnType<typeof buildApp>>;

export interface TestContext {
  app: TestApp;
  handle: DatabaseHandle;
  db: DatabaseHandle['db'];
  uploadsDir: string;
  close(): Promise<void>;
}

/** The real application on a fresh database, for `app.inject()` tests. */
export async function createTestApp(overrides: Partial<AppOptions> = {}): Promise<TestContext> {
  const handle = await createTestDatabase();
  const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'kade-uploads-'));
  const app = await buildApp({
    db: handle.db,
    sessionSecret: 'test-secret-test-secret-test-secret-0123456789',
    isProduction: false,
    uploadsDir,
    throttle: { perAccount: { max: 1000, windowMs: 60_000 }, perIp: { max: 10_000, windowMs: 60_000 } },
    ...overrides,
  });
  await app.ready();
  return {
    app,
    handle,
    db: handle.db,
    uploadsDir,
    async close() {
      await app.close();
      await handle.close();
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

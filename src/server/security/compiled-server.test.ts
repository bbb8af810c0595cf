import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverSources, serverStaleReason, STAMP_FILE } from '#scripts/build-stamp.mjs';
import { buildServer, ensureServerBuild } from '#scripts/server-build';
import { ROOT, startServer } from './server-process';

// Inside the checkout, as dist/server is: the bundle imports its dependencies from node_modules.
const outDir = path.join(ROOT, 'dist', `server-test-${process.pid}`);
const dataDir = path.join(outDir, 'data');
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('npm start runs the compiled server', () => {
  it('bundles src/server into one file that finds its runtime files, starts on the embedded database, answers /api/health, and is rebuilt only when stale', async () => {
    await buildServer(ROOT, outDir);
    const bundle = readFileSync(path.join(outDir, 'main.js'), 'utf8');
    // Every module's own location survives bundling (the migrations folder, common-passwords.txt).
    expect(bundle).toContain(JSON.stringify(path.relative(outDir, path.join(ROOT, 'src/server/db/client.ts'))));
    expect(bundle).toContain(JSON.stringify(path.relative(outDir, path.join(ROOT, 'src/server/features/auth/common-passwords.ts'))));
    // Only dependencies are imported at run time, never a TypeScript source.
    expect(bundle).not.toMatch(/\bfrom ["'][./][^"']*["']/);

    const env: Record<string, string> = process.env.TEST_DATABASE_URL
      ? { DATABASE_URL: process.env.TEST_DATABASE_URL, DATA_DIR: dataDir }
      : { DATA_DIR: dataDir };
    const server = await startServer(env, 120_000, [path.join(outDir, 'main.js')]);
    try {
      const res = await fetch(`${server.baseUrl}/api/health`);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ status: 'ok', database: 'up', databaseKind: 'postgres' });
      // Listening means the migrations ran and common-passwords.txt was read: either missing stops the start.
      expect(server.output()).not.toMatch(/could not start/i);
    } finally {
      await server.stop('SIGTERM');
    }

    // Stamped: the next start runs it as it is; a stamp that does not match builds again. (Other
    // work in the same tree may have touched sources meanwhile: pin the stamp to the tree as it is.)
    const stamp = path.join(outDir, STAMP_FILE);
    writeFileSync(stamp, JSON.stringify({ sources: serverSources(ROOT, outDir) }));
    expect(serverStaleReason(ROOT, outDir)).toBeNull();
    expect(await ensureServerBuild(ROOT, outDir, () => {})).toBe(false);
    writeFileSync(stamp, JSON.stringify({ sources: 'older-sources' }));
    expect(serverStaleReason(ROOT, outDir)).toBe('sources changed');
    const messages: string[] = [];
    expect(await ensureServerBuild(ROOT, outDir, (m) => messages.push(m))).toBe(true);
    expect(messages.join()).toMatch(/sources changed/);
    rmSync(stamp);
    expect(serverStaleReason(ROOT, outDir)).toBe('the build has no stamp');
  }, 240_000);
});

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureProductionBuild, readStamp, sourcesFingerprint, STAMP_FILE, staleReason } from '#scripts/client-build';
import { createTestApp } from '#testing/test-app';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const work = mkdtempSync(path.join(os.tmpdir(), 'kade-build-'));
const clientDir = path.join(work, 'client');
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** React's development bundle prints this banner; its production bundle has no trace of it. */
const DEV_MARKER = 'Download the React DevTools';

/** Every script the served index.html loads, and the modules they import, as the server sends them. */
async function servedScripts(app: Awaited<ReturnType<typeof createTestApp>>['app']) {
  const index = await app.inject({ method: 'GET', url: '/' });
  expect(index.statusCode).toBe(200);
  const urls = [...index.body.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  expect(urls.length).toBeGreaterThan(0);
  const bodies = await Promise.all(urls.map((url) => app.inject({ method: 'GET', url }).then((r) => r.body)));
  return bodies.join('\n');
}

describe('npm start serves the production build', () => {
  it('rebuilds a development build left in the client folder, stamps it, and starts fast when the stamp matches', async () => {
    // A build someone made with NODE_ENV=development (React's development bundle).
    const dev = spawnSync(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/vite/bin/vite.js'),
        'build',
        '--mode',
        'development',
        '--outDir',
        clientDir,
        '--emptyOutDir',
        '--logLevel',
        'error',
      ],
      { cwd: ROOT, env: { ...process.env, NODE_ENV: 'development' }, encoding: 'utf8' },
    );
    expect(dev.status, dev.stderr).toBe(0);
    expect(readStamp(clientDir)?.mode).toBe('development');
    const devIndex = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
    const devApp = await createTestApp({ clientDir });
    expect(await servedScripts(devApp.app)).toContain(DEV_MARKER);
    await devApp.close();

    // What `npm start` does before it listens, with the shell's NODE_ENV still development.
    const messages: string[] = [];
    expect(ensureProductionBuild(ROOT, clientDir, (m) => messages.push(m))).toBe(true);
    expect(messages.join()).toMatch(/development build/);
    expect(readStamp(clientDir)?.mode).toBe('production');
    expect(readFileSync(path.join(clientDir, 'index.html'), 'utf8')).not.toBe(devIndex);

    const prodApp = await createTestApp({ clientDir });
    const scripts = await servedScripts(prodApp.app);
    expect(scripts).not.toContain(DEV_MARKER);
    expect(scripts).not.toContain('react-dom.development');
    await prodApp.close();

    // The next start finds a matching stamp: no build. (Other work in the same tree may have
    // touched sources while the build ran: pin the stamp to the tree as it is.)
    const stampPath = path.join(clientDir, STAMP_FILE);
    const built = readStamp(clientDir)!;
    writeFileSync(stampPath, JSON.stringify({ ...built, sources: sourcesFingerprint(ROOT) }));
    expect(ensureProductionBuild(ROOT, clientDir, () => {})).toBe(false);

    // Any other mismatch is a reason to build again.
    const current = readStamp(clientDir)!;
    writeFileSync(stampPath, JSON.stringify({ ...current, lock: 'another-lock-file' }));
    expect(staleReason(ROOT, clientDir)).toBe('dependencies changed');
    writeFileSync(stampPath, JSON.stringify({ ...current, sources: 'older-sources' }));
    expect(staleReason(ROOT, clientDir)).toBe('sources changed');
    writeFileSync(stampPath, JSON.stringify({ ...current, mode: 'development' }));
    expect(staleReason(ROOT, clientDir)).toBe('the build is a development build');
    rmSync(stampPath);
    expect(staleReason(ROOT, clientDir)).toBe('the build has no stamp');
  }, 300_000);
});

// `npm start`: build the client when its sources are newer than the last build, then run the server.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'dist', 'client', 'index.html');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ['src/client', 'src/shared', 'index.html', 'vite.config.ts', 'package-lock.json'].map((p) => path.join(root, p));
const sourceTime = Math.max(...sources.filter(existsSync).map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs)));
if (!existsSync(builtIndex) || statSync(builtIndex).mtimeMs < sourceTime) {
  console.log('Building the client (first start or sources changed)...');
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import('../src/server/main');

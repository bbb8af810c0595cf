// `npm start`: the production client build and the compiled server (dist/server/main.js), each
// rebuilt first when its stamp does not match (scripts/build-stamp.mjs), then the server runs in
// this process. Plain JavaScript run by plain Node: no TypeScript loader on the way to listening.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { clientStaleReason, SERVER_BUNDLE, serverStaleReason } from './build-stamp.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = process.env.CLIENT_DIR ? path.resolve(process.env.CLIENT_DIR) : path.join(root, 'dist', 'client');
const serverDir = path.join(root, 'dist', 'server');

if (clientStaleReason(root, clientDir) || serverStaleReason(root, serverDir)) {
  // Building needs the TypeScript tools (vite, esbuild, tsx): only then, in a child process.
  const built = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'build.ts')], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// Under `npm start` the server is npm's grandchild (npm → sh → node): a SIGTERM to npm reaches the
// shell, which dies without passing it on, and the server would run on unseen. When the process
// that started it is gone, it shuts down as on SIGTERM (closing requests, stopping its PostgreSQL).
if (process.env.npm_lifecycle_event === 'start' && process.platform !== 'win32') {
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) process.kill(process.pid, 'SIGTERM');
  }, 500).unref();
}

await import(pathToFileURL(path.join(serverDir, SERVER_BUNDLE)).href);

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

await import(pathToFileURL(path.join(serverDir, SERVER_BUNDLE)).href);

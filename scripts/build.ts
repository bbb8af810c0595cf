// `npm run build`, and what `npm start` runs when a build is stale: the production client
// (dist/client or CLIENT_DIR, scripts/client-build.ts) and the server bundle (dist/server,
// scripts/server-build.ts), each only when its stamp does not match, unless --force.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureProductionBuild } from './client-build';
import { buildServer, ensureServerBuild } from './server-build';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = process.env.CLIENT_DIR ? path.resolve(process.env.CLIENT_DIR) : path.join(root, 'dist', 'client');
const serverDir = path.join(root, 'dist', 'server');

if (process.argv.includes('--force')) {
  fs.rmSync(path.join(clientDir, '.kade-build.json'), { force: true });
  await buildServer(root, serverDir);
} else {
  await ensureServerBuild(root, serverDir);
}
ensureProductionBuild(root, clientDir);

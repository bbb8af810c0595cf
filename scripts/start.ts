// `npm start`: make sure the production build of the client is the one served (scripts/client-build.ts), then run the server.
import path from 'node:path';
import { ensureProductionBuild } from './client-build';

const root = path.resolve(import.meta.dirname, '..');
const clientDir = process.env.CLIENT_DIR ? path.resolve(process.env.CLIENT_DIR) : path.join(root, 'dist', 'client');
ensureProductionBuild(root, clientDir);

await import('../src/server/main');

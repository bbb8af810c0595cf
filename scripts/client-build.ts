// What `npm start` serves is always the production build of the client, and the build says so:
// a stamp (dist/client/.kade-build.json) records the mode, the lock file and the client's sources;
// any mismatch rebuilds. The build also writes Brotli and gzip siblings of every text asset, which
// the server sends as they are (plugins/static-client.ts).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';
import {
  CLIENT_INPUTS,
  clientStaleReason,
  expectedClientStamp,
  fingerprint,
  lockHash,
  readStamp as readStampIn,
  STAMP_FILE,
  type BuildStamp,
} from './build-stamp.mjs';

export { STAMP_FILE, type BuildStamp };
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const MIN_COMPRESS_BYTES = 256;

/** The stamp logic lives in build-stamp.mjs (plain JavaScript: scripts/start.mjs reads it without tsx). */
export const sourcesFingerprint = (root: string): string => fingerprint(root, CLIENT_INPUTS);
export const expectedStamp = expectedClientStamp;
export const readStamp = (clientDir: string): BuildStamp | null => readStampIn<BuildStamp>(clientDir);
/** Why the build in clientDir cannot be served as it is, or null when it can. */
export const staleReason = clientStaleReason;

/** Builds the production client into clientDir unless the stamp there matches; answers whether it built. */
export function ensureProductionBuild(root: string, clientDir: string, log: (m: string) => void = console.log): boolean {
  const reason = staleReason(root, clientDir);
  if (!reason) return false;
  log(`Building the client (${reason})...`);
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const args = [vite, 'build', '--mode', 'production', '--outDir', clientDir, '--emptyOutDir', '--logLevel', 'warn'];
  // NODE_ENV from the caller's shell (development, test) must not select React's development bundle.
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) throw new Error(`the client build failed (exit ${result.status})`);
  if (readStamp(clientDir)?.mode !== 'production') throw new Error('the client build wrote no production stamp');
  return true;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Brotli (quality 11) and gzip (level 9) siblings of every text file of 256 bytes or more in dir (the lazily loaded chunks of the till are many and small), where they are smaller. */
export async function precompress(dir: string) {
  const files: string[] = [];
  const collect = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) collect(p);
      else if (COMPRESSIBLE.test(e.name) && !e.name.startsWith('.')) files.push(p);
    }
  };
  collect(dir);
  await Promise.all(
    files.map(async (file) => {
      const data = await fs.promises.readFile(file);
      if (data.length < MIN_COMPRESS_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
        gzip(data, { level: 9 }),
      ]);
      if (br.length < data.length) await fs.promises.writeFile(`${file}.br`, br);
      if (gz.length < data.length) await fs.promises.writeFile(`${file}.gz`, gz);
    }),
  );
}

/** Vite plugin (build only): Brotli and gzip siblings of the output, then the stamp of what was built. */
export function kadeBuildOutput(): Plugin {
  let root = process.cwd();
  let outDir = '';
  let mode: BuildStamp['mode'] = 'production';
  let sources = '';
  return {
    name: 'kade-build-output',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      mode = config.isProduction && config.mode === 'production' ? 'production' : 'development';
    },
    buildStart() {
      // Taken before bundling: an edit made during the build makes the stamp stale, not wrong.
      sources = sourcesFingerprint(root);
    },
    async closeBundle() {
      await precompress(outDir);
      const stamp: BuildStamp = { mode, lock: lockHash(root), sources };
      fs.writeFileSync(path.join(outDir, STAMP_FILE), JSON.stringify(stamp, null, 2));
    },
  };
}

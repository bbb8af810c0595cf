// What `npm start` serves is always the production build of the client, and the build says so:
// a stamp (dist/client/.kade-build.json) records the mode, the lock file and the client's sources;
// any mismatch rebuilds. The build also writes Brotli and gzip siblings of every text asset, which
// the server sends as they are (plugins/static-client.ts).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

export const STAMP_FILE = '.kade-build.json';
/** Everything a client build is made from. Fingerprinted by path, size and mtime: a few ms per start. */
const CLIENT_INPUTS = ['src/client', 'src/shared', 'public', 'index.html', 'vite.config.ts', 'scripts/client-build.ts', 'package.json'];
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const MIN_COMPRESS_BYTES = 1024;

export interface BuildStamp {
  mode: 'production' | 'development';
  lock: string;
  sources: string;
}

function walk(file: string, out: string[]) {
  if (!fs.existsSync(file)) return;
  const stat = fs.statSync(file);
  if (!stat.isDirectory()) {
    out.push(`${file}\0${stat.size}\0${stat.mtimeMs}`);
    return;
  }
  for (const name of fs.readdirSync(file).sort()) walk(path.join(file, name), out);
}

export function sourcesFingerprint(root: string): string {
  const entries: string[] = [];
  for (const input of CLIENT_INPUTS) walk(path.join(root, input), entries);
  return createHash('sha256').update(entries.join('\n')).digest('hex');
}

function lockHash(root: string): string {
  const lock = path.join(root, 'package-lock.json');
  return fs.existsSync(lock) ? createHash('sha256').update(fs.readFileSync(lock)).digest('hex') : 'none';
}

export function expectedStamp(root: string): BuildStamp {
  return { mode: 'production', lock: lockHash(root), sources: sourcesFingerprint(root) };
}

export function readStamp(clientDir: string): BuildStamp | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(clientDir, STAMP_FILE), 'utf8')) as BuildStamp;
  } catch {
    return null;
  }
}

/** Why the build in clientDir cannot be served as it is, or null when it can. */
export function staleReason(root: string, clientDir: string): string | null {
  if (!fs.existsSync(path.join(clientDir, 'index.html'))) return 'no build yet';
  const have = readStamp(clientDir);
  if (!have) return 'the build has no stamp';
  const want = expectedStamp(root);
  if (have.mode !== want.mode) return `the build is a ${have.mode} build`;
  if (have.lock !== want.lock) return 'dependencies changed';
  if (have.sources !== want.sources) return 'sources changed';
  return null;
}

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

/** Brotli (quality 11) and gzip (level 9) siblings of every text file of 1 KB or more in dir, where they are smaller. */
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

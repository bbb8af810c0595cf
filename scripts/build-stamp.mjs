// Whether the builds `npm start` runs (the client in dist/client, the server in dist/server) are
// current. Plain JavaScript on purpose: scripts/start.mjs checks this on every start without loading
// TypeScript tooling, and only when something is stale runs the builds (scripts/build.ts, via tsx).
// Builds are fingerprinted by path, size and mtime of what they are made from: a few ms per start.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const STAMP_FILE = '.kade-build.json';
/** Everything the client build is made from. */
export const CLIENT_INPUTS = [
  'src/client',
  'src/shared',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/client-build.ts',
  'scripts/build-stamp.mjs',
  'package.json',
];
/** Everything the server bundle is made from (dependencies stay in node_modules, but a new lock may move them). */
export const SERVER_INPUTS = [
  'src/server',
  'src/shared',
  'scripts/server-build.ts',
  'scripts/build-stamp.mjs',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
];
export const SERVER_BUNDLE = 'main.js';

function walk(file, out) {
  if (!fs.existsSync(file)) return;
  const stat = fs.statSync(file);
  if (!stat.isDirectory()) {
    out.push(`${file}\0${stat.size}\0${stat.mtimeMs}`);
    return;
  }
  for (const name of fs.readdirSync(file).sort()) walk(path.join(file, name), out);
}

/** @param {string} root @param {string[]} inputs @param {string[]} [extra] */
export function fingerprint(root, inputs, extra = []) {
  const entries = [...extra];
  for (const input of inputs) walk(path.join(root, input), entries);
  return createHash('sha256').update(entries.join('\n')).digest('hex');
}

/** @param {string} root */
export function lockHash(root) {
  const lock = path.join(root, 'package-lock.json');
  return fs.existsSync(lock) ? createHash('sha256').update(fs.readFileSync(lock)).digest('hex') : 'none';
}

/** @param {string} dir */
export function readStamp(dir) {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, STAMP_FILE), 'utf8'));
  } catch {
    return null;
  }
}

/** The client build `npm start` serves: production mode, this lock file, these sources. @param {string} root */
export function expectedClientStamp(root) {
  return { mode: 'production', lock: lockHash(root), sources: fingerprint(root, CLIENT_INPUTS) };
}

/** Why the client build in clientDir cannot be served as it is, or null when it can. @param {string} root @param {string} clientDir */
export function clientStaleReason(root, clientDir) {
  if (!fs.existsSync(path.join(clientDir, 'index.html'))) return 'no build yet';
  const have = readStamp(clientDir);
  if (!have) return 'the build has no stamp';
  const want = expectedClientStamp(root);
  if (have.mode !== want.mode) return `the build is a ${have.mode} build`;
  if (have.lock !== want.lock) return 'dependencies changed';
  if (have.sources !== want.sources) return 'sources changed';
  return null;
}

/** The server bundle's fingerprint; where it lies counts too (it finds src/ relative to itself). @param {string} root @param {string} outDir */
export function serverSources(root, outDir) {
  return fingerprint(root, SERVER_INPUTS, [path.relative(root, outDir)]);
}

/** Why the server bundle in outDir cannot be run as it is, or null when it can. @param {string} root @param {string} outDir */
export function serverStaleReason(root, outDir) {
  if (!fs.existsSync(path.join(outDir, SERVER_BUNDLE))) return 'no build yet';
  const have = readStamp(outDir);
  if (!have) return 'the build has no stamp';
  return have.sources === serverSources(root, outDir) ? null : 'sources changed';
}

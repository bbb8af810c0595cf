// `npm start` runs the server as compiled JavaScript (dist/server/main.js): one esbuild bundle of
// src/server and src/shared, node_modules left as they are. Loading one file instead of TypeScript
// through tsx's loader saves most of the start-up time; tsx stays for `npm run dev` and the tests.
// Like the client build, the bundle carries a stamp of what it was made from (build-stamp.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { SERVER_BUNDLE, serverSources, serverStaleReason, STAMP_FILE, type ServerStamp } from './build-stamp.mjs';

export const SERVER_ENTRY = 'src/server/main.ts';
const IMPORT_META = /\bimport\.meta\.(url|dirname|filename)\b/g;

/**
 * Each module keeps its own location at run time: `import.meta.url` (and dirname/filename) in a
 * source file becomes that file's place in src/, found relative to the bundle. So the migrations
 * folder, common-passwords.txt and any file read beside its module are found with no copy step,
 * and the checkout can move without a rebuild.
 */
function sourceLocations(outDir: string): Plugin {
  return {
    name: 'kade-source-locations',
    setup(b) {
      b.onLoad({ filter: /\.ts$/ }, async (args) => {
        const code = await fs.promises.readFile(args.path, 'utf8');
        if (!code.includes('import.meta.')) return { contents: code, loader: 'ts' };
        const rel = path.relative(outDir, args.path).split(path.sep).join('/');
        const url = `new URL(${JSON.stringify(rel)}, import.meta.url)`;
        const replacements: Record<string, string> = {
          url: `${url}.href`,
          filename: `__kadeFileURLToPath(${url})`,
          dirname: `__kadePath.dirname(__kadeFileURLToPath(${url}))`,
        };
        return { contents: code.replace(IMPORT_META, (_m, key: string) => replacements[key]), loader: 'ts' };
      });
    },
  };
}

/** Bundles the server into outDir (default dist/server) and stamps it. */
export async function buildServer(root: string, outDir = path.join(root, 'dist', 'server')): Promise<void> {
  // Taken before bundling: an edit made during the build makes the stamp stale, not wrong.
  const stamp: ServerStamp = { sources: serverSources(root, outDir) };
  const result = await build({
    absWorkingDir: root,
    entryPoints: [path.join(root, SERVER_ENTRY)],
    outfile: path.join(outDir, SERVER_BUNDLE),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Dependencies load from node_modules as under tsx: native addons, WASM and data files stay where they expect.
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
    legalComments: 'none',
    banner: { js: "import { fileURLToPath as __kadeFileURLToPath } from 'node:url'; import __kadePath from 'node:path';" },
    plugins: [sourceLocations(outDir)],
    write: false,
  });
  // Written beside, then renamed: a server starting meanwhile loads the old bundle or the new, never half of one.
  fs.mkdirSync(outDir, { recursive: true });
  for (const file of [
    ...result.outputFiles,
    { path: path.join(outDir, STAMP_FILE), contents: Buffer.from(JSON.stringify(stamp, null, 2)) },
  ]) {
    const tmp = `${file.path}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, file.contents);
    fs.renameSync(tmp, file.path);
  }
}

/** Builds the server bundle into outDir unless its stamp matches; answers whether it built. */
export async function ensureServerBuild(root: string, outDir: string, log: (m: string) => void = console.log): Promise<boolean> {
  const reason = serverStaleReason(root, outDir);
  if (!reason) return false;
  log(`Building the server (${reason})...`);
  await buildServer(root, outDir);
  return true;
}

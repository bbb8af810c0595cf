// Runs the browser tests as E2E_SHARDS Playwright runs at once: each shard has its own Kade server,
// embedded database, port, artifacts folder and JSON report (.test-reports/playwright-<shard>.json),
// so no spec sees another shard's data. A shard keeps about two cores busy (Chromium renders on the
// processor), so the default is one shard per two cores: on a 2-core machine two shards took 23.0
// min where one takes about 19. With arguments
// (a spec, --grep …) it is one ordinary Playwright run: `npm run test:e2e -- e2e/pos/sell.spec.ts`.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';

const args = process.argv.slice(2);
const defaultShards = Math.max(1, Math.floor(os.availableParallelism() / 2));
const shards = args.length ? 1 : Math.max(1, Number(process.env.E2E_SHARDS ?? defaultShards));
const basePort = Number(process.env.E2E_PORT ?? 5100);
// An earlier run's shard reports would be counted with this one's.
if (existsSync('.test-reports'))
  for (const f of readdirSync('.test-reports')) if (/^playwright.*\.json$/.test(f)) rmSync(`.test-reports/${f}`);

function runShard(index) {
  const port = basePort + 100 * (index - 1);
  const shardArgs = shards > 1 ? [`--shard=${index}/${shards}`] : [];
  const child = spawn('npx', ['playwright', 'test', ...shardArgs, ...args], {
    env: { ...process.env, E2E_PORT: String(port), E2E_SHARD: shards > 1 ? String(index) : '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = shards > 1 ? `[${index}/${shards}] ` : '';
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop();
      for (const line of lines) (stream === child.stderr ? process.stderr : process.stdout).write(`${prefix}${line}\n`);
    });
    stream.on('end', () => rest && process.stdout.write(`${prefix}${rest}\n`));
  }
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}

const codes = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i + 1)));
process.exit(codes.some((c) => c !== 0) ? 1 : 0);

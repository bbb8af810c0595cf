// Runs npm scripts at once and fails if any fails: `node scripts/parallel.mjs lint typecheck`.
// Lint and the type check each keep about one core busy; side by side they take the time of the longer.
import { spawn } from 'node:child_process';

const codes = await Promise.all(
  process.argv.slice(2).map(
    (script) =>
      new Promise((resolve) => {
        const child = spawn('npm', ['run', '--silent', script], { stdio: 'inherit' });
        child.on('exit', (code) => resolve(code ?? 1));
      }),
  ),
);
process.exit(codes.some((c) => c !== 0) ? 1 : 0);

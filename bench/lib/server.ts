import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nowMs } from './stats';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const BENCH_SECRET = 'kade-bench-session-secret-0123456789abcdef';

export interface RunningServer {
  url: string;
  /** Milliseconds from spawn to the first answer of /api/health. */
  startMs: number;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts the real server (src/server/main.ts, the same entry `npm start` runs) in its own
 * process, as production would run it, and waits until it answers.
 */
export async function startServer(opts: {
  port: number;
  env: Record<string, string>;
  timeoutMs?: number;
  /** What to run: the server itself (default, through tsx) or `scripts/start.mjs`, what `npm start` runs (plain Node). */
  entry?: string;
}): Promise<RunningServer> {
  const started = nowMs();
  // BENCH_NODE_ARGS: extra Node options for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it.
  const extra = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const entry = opts.entry ?? 'src/server/main.ts';
  const loader = entry.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...extra, ...loader, entry], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SESSION_SECRET: BENCH_SECRET,
      CLIENT_DIR: path.join(ROOT, 'dist', 'client'),
      // No automatic backup competing with the measurement.
      BACKUP_DIR: 'off',
      ...opts.env,
    },
    // The server's own output goes to stderr: stdout is the results table.
    stdio: ['ignore', 2, 2],
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  const url = `http://127.0.0.1:${opts.port}`;
  const deadline = Date.now() + (opts.timeoutMs ?? 60_000);
  for (;;) {
    if (exited) throw new Error(`server on port ${opts.port} exited during start-up`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.status < 500) {
        await res.arrayBuffer();
        break;
      }
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server on port ${opts.port} did not answer within the time limit`);
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  const startMs = nowMs() - started;
  return {
    url,
    startMs,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (exited) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}

import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** A port the OS just handed out (closed again, so the server can take it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  proc: ChildProcess;
  baseUrl: string;
  output(): string;
  /** SIGKILL (no shutdown hooks run) or SIGTERM (graceful); resolves when the process is gone. */
  stop(signal: 'SIGKILL' | 'SIGTERM'): Promise<void>;
}

/**
 * The real server (`node --import tsx src/server/main.ts`, or the Node arguments given, e.g. the
 * compiled bundle `npm start` runs) as a child process, ready when /api/health answers.
 */
export async function startServer(
  env: Record<string, string>,
  timeoutMs = 60_000,
  nodeArgs: string[] = ['--import', 'tsx', 'src/server/main.ts'],
): Promise<ServerProcess> {
  const port = await freePort();
  const proc = spawn(process.execPath, nodeArgs, {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      CLIENT_DIR: path.join(ROOT, 'no-client-build'),
      // No automatic backup starting in the middle of a test (a test that wants one passes BACKUP_DIR).
      BACKUP_DIR: 'off',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout?.on('data', (d) => (out += String(d)));
  proc.stderr?.on('data', (d) => (out += String(d)));
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited (${proc.exitCode}) during start:\n${out}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      proc.kill('SIGKILL');
      throw new Error(`server did not become healthy in ${timeoutMs} ms:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    proc,
    baseUrl,
    output: () => out,
    async stop(signal) {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill(signal);
      await exited;
    },
  };
}

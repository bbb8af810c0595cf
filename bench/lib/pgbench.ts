import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** pgbench ships beside the server binaries (`pg_config --bindir`), not on PATH. */
export function findPgbench(): string {
  const candidates: string[] = [];
  try {
    candidates.push(path.join(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim(), 'pgbench'));
  } catch {
    // no pg_config on PATH
  }
  try {
    candidates.push(
      execFileSync('sh', ['-c', 'ls -d /usr/lib/postgresql/*/bin/pgbench | sort -V | tail -n 1'], { encoding: 'utf8' }).trim(),
    );
  } catch {
    // not Debian's layout
  }
  candidates.push('pgbench');
  const found = candidates.find((c) => c && (c === 'pgbench' || existsSync(c)));
  if (!found) throw new Error('pgbench not found (install postgresql; it lives in `pg_config --bindir`)');
  return found;
}

/** Runs a pgbench script and answers its transactions per second (excluding connection time). */
export function runPgbench(opts: { url: string; script: string; clients: number; seconds: number; vars: Record<string, string | number> }) {
  const args = ['-n', '-f', opts.script, '-c', String(opts.clients), '-j', '2', '-T', String(opts.seconds)];
  for (const [k, v] of Object.entries(opts.vars)) args.push('-D', `${k}=${v}`);
  args.push(opts.url);
  return new Promise<{ tps: number; failed: number }>((resolve, reject) => {
    const child = spawn(findPgbench(), args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', (code) => {
      const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(out);
      if (code !== 0 || !tps) return reject(new Error(`pgbench failed (${code}):\n${out.slice(-2000)}`));
      const failed = Number(/number of failed transactions: (\d+)/.exec(out)?.[1] ?? 0);
      resolve({ tps: Number(tps[1]), failed });
    });
  });
}

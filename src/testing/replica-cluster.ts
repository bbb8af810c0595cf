import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, appendFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * A throw-away PostgreSQL primary and its streaming replica on this machine, for the replica test
 * and bench: `initdb` in a temporary folder on a free port (the shared server on 5432 keeps its
 * configuration), `pg_basebackup -R` from it, the replica started on another port. PostgreSQL
 * refuses to run as root: as root every binary runs as the `postgres` user (runuser).
 */
const BIN_DIRS = ['/usr/lib/postgresql/15/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/17/bin'];
const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function binDir(): string | null {
  return BIN_DIRS.find((d) => ['initdb', 'pg_ctl', 'pg_basebackup'].every((b) => existsSync(path.join(d, b)))) ?? null;
}

function postgresUser(): { uid: number; gid: number } | null {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    return null;
  }
}

/** Why a cluster cannot start here, or null when it can. */
export function replicaClusterUnavailable(): string | null {
  if (!binDir()) return `no PostgreSQL server binaries (initdb, pg_ctl, pg_basebackup) in ${BIN_DIRS.join(', ')}`;
  if (asRoot && !postgresUser()) return 'running as root and there is no postgres user to run PostgreSQL as';
  if (asRoot && !existsSync('/usr/sbin/runuser') && !existsSync('/sbin/runuser')) return 'running as root without runuser';
  return null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface ReplicaCluster {
  primaryUrl: string;
  replicaUrl: string;
  stopReplica(): void;
  startReplica(): void;
  /** Waits until the replica has replayed everything the primary has written so far. */
  waitForReplay(timeoutMs?: number): Promise<void>;
  /** Runs SQL on the replica as the superuser (pg_wal_replay_pause() / _resume()). */
  onReplica(text: string): Promise<pg.QueryResult>;
  close(): void;
}

async function query(url: string, text: string): Promise<pg.QueryResult> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await c.query(text);
  } finally {
    await c.end();
  }
}

/**
 * Starts the pair with an empty database `kade` on the primary (replicated), in ~3 s. fsync is off
 * unless asked for (the test needs no durability; a production-mode server refuses to run without it).
 */
export async function startReplicaCluster(opts: { fsync?: boolean } = {}): Promise<ReplicaCluster> {
  const bin = binDir();
  if (!bin) throw new Error(replicaClusterUnavailable() ?? 'no PostgreSQL binaries');
  const owner = asRoot ? postgresUser() : null;
  const root = mkdtempSync(path.join(os.tmpdir(), 'kade-replica-'));
  if (owner) chownSync(root, owner.uid, owner.gid);
  const run = (tool: string, args: string[]) => {
    const cmd = path.join(bin, tool);
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
    execFileSync(file, argv, { stdio: ['ignore', 'pipe', 'pipe'], cwd: root, timeout: 60_000 });
  };
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const primaryDir = path.join(root, 'primary');
  const replicaDir = path.join(root, 'replica');
  const settings = (port: number) =>
    `\nport = ${port}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '${root}'\nfsync = ${opts.fsync ? 'on' : 'off'}\n` +
    `wal_level = replica\nmax_wal_senders = 5\nhot_standby = on\nwal_receiver_status_interval = 1s\n`;
  const pgCtl = (dir: string, action: 'start' | 'stop') =>
    run(
      'pg_ctl',
      action === 'start' ? ['-D', dir, '-l', `${dir}.log`, '-w', '-t', '30', 'start'] : ['-D', dir, '-m', 'fast', '-w', 'stop'],
    );

  run('initdb', ['-D', primaryDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  appendFileSync(path.join(primaryDir, 'postgresql.conf'), settings(primaryPort));
  pgCtl(primaryDir, 'start');
  const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/kade`;
  const replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/kade`;
  let replicaRunning = false;
  try {
    await query(primaryUrl.replace(/\/kade$/, '/postgres'), 'create database kade');
    run('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      replicaDir,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
      '--no-sync',
    ]);
    appendFileSync(path.join(replicaDir, 'postgresql.conf'), settings(replicaPort));
    pgCtl(replicaDir, 'start');
    replicaRunning = true;
  } catch (err) {
    run('pg_ctl', ['-D', primaryDir, '-m', 'immediate', 'stop']);
    rmSync(root, { recursive: true, force: true });
    throw err;
  }

  return {
    primaryUrl,
    replicaUrl,
    stopReplica() {
      if (replicaRunning) pgCtl(replicaDir, 'stop');
      replicaRunning = false;
    },
    startReplica() {
      if (!replicaRunning) pgCtl(replicaDir, 'start');
      replicaRunning = true;
    },
    async waitForReplay(timeoutMs = 15_000) {
      const lsn = (await query(primaryUrl, 'select pg_current_wal_lsn()::text as lsn')).rows[0].lsn as string;
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const r = await query(replicaUrl, `select pg_last_wal_replay_lsn() >= '${lsn}'::pg_lsn as done`).catch(() => null);
        if (r?.rows[0]?.done === true) return;
        if (Date.now() > deadline) throw new Error(`the replica did not replay up to ${lsn} in ${timeoutMs} ms`);
        await new Promise((r2) => setTimeout(r2, 50));
      }
    },
    onReplica: (text) => query(replicaUrl, text),
    close() {
      for (const dir of [replicaDir, primaryDir]) {
        try {
          run('pg_ctl', ['-D', dir, '-m', 'immediate', '-w', 'stop']);
        } catch {
          // already stopped
        }
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}

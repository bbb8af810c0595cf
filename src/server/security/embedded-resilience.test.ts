import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { canReach } from '../db/embedded-access';
import { openEmbedded } from '../db/embedded-open';
import { startEmbeddedPostgres } from '../db/embedded-postgres';
import { sales } from '../db/schema';
import { lockDataDir } from '../lib/data-dir-lock';
import { createBusiness, createUser, TEST_PASSWORD } from '#testing/factories';
import { lossyFsUnavailable, mountLossy, type LossyMount } from '#testing/power-cut/lossy-mount';
import { startServer, type ServerProcess } from './server-process';

/**
 * The embedded PostgreSQL (decision 0009) wherever a shop puts Kade, and when it dies: DATA_DIR on
 * a file system that cannot hold sockets; a clone inside a folder only root may enter, started as
 * root; a kill -9 of its postmaster under sales (Kade restarts it, answers 503 meanwhile, loses no
 * acknowledged sale); SIGTERM with requests stuck in flight (Kade and its PostgreSQL gone in 10 s).
 */

const SESSION_SECRET = 'resilience-secret-resilience-secret-0123456789';
const isRoot = process.getuid?.() === 0;
const fuseMissing = lossyFsUnavailable();
if (fuseMissing) process.stdout.write(`\n!!!!! embedded-resilience: the FUSE test is SKIPPED: ${fuseMissing} !!!!!\n\n`);
if (!isRoot) process.stdout.write('\n!!!!! embedded-resilience: the 0700-folder test is SKIPPED: it needs root !!!!!\n\n');

const temps: string[] = [];
const mounts: LossyMount[] = [];
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const s of servers) await s.stop('SIGTERM');
  for (const m of mounts) await m.unmount();
  for (const t of temps) rmSync(t, { recursive: true, force: true });
});
function tempDir(prefix = 'kade-resilience-') {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  temps.push(dir);
  return dir;
}

/** A migrated DATA_DIR with an owner and a shop (made directly, under the lock), then the real server on it. */
async function shopServer(dataDir: string, logs: string[] = []) {
  const email = `resilience-${randomUUID()}@example.lk`;
  const release = lockDataDir(dataDir);
  let businessId: number;
  try {
    const handle = await openEmbedded(dataDir, 2, { info: (m) => logs.push(m), warn: (m) => logs.push(m) });
    try {
      await handle.migrate();
      const owner = await createUser(handle.db, { email, role: 'admin' });
      businessId = (await createBusiness(handle.db, { ownerId: owner.id })).id;
    } finally {
      await handle.close();
    }
  } finally {
    release();
  }
  const server = await startServer({ DATA_DIR: dataDir, SESSION_SECRET, LOG_LEVEL: 'info' }, 120_000);
  servers.push(server);
  const login = await fetch(`${server.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const post = (url: string, body: unknown, key = randomUUID()) =>
    fetch(server.baseUrl + url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, 'idempotency-key': key },
      body: JSON.stringify(body),
    });
  const product = (await (
    await post(`/api/businesses/${businessId}/products`, { name: 'Nadu Rice', sellingPrice: 245.5, stock: 1_000_000 })
  ).json()) as { id: number };
  const sell = (key = randomUUID()) =>
    post(`/api/businesses/${businessId}/sales`, { items: [{ productId: product.id, quantity: 1 }], paymentMethod: 'cash' }, key);
  return { server, businessId, sell };
}

function postmasterPid(dataDir: string): number {
  return Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
}

/** Live processes started by `pid`. */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        return Number(readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Any postmaster whose command line names this DATA_DIR's cluster. */
function postmastersOf(dataDir: string): number[] {
  const dir = path.join(path.resolve(dataDir), 'postgres');
  return readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        return readFileSync(`/proc/${d}/cmdline`, 'utf8').split('\0').includes(dir);
      } catch {
        return false;
      }
    })
    .map(Number);
}

async function sellSome(sell: () => Promise<Response>, n: number) {
  for (let i = 0; i < n; i++) {
    const res = await sell();
    expect(res.status, await res.clone().text()).toBe(201);
  }
}

describe('the embedded PostgreSQL wherever Kade is put', () => {
  it.skipIf(fuseMissing)('DATA_DIR on a FUSE file system that refuses sockets: starts and sells', { timeout: 240_000 }, async () => {
    const work = tempDir();
    const backing = path.join(work, 'backing');
    const mnt = path.join(work, 'mnt');
    mkdirSync(backing);
    mkdirSync(mnt);
    const mount = await mountLossy(backing, mnt, { refuseSockets: true });
    mounts.push(mount);
    // The layer really refuses sockets (PostgreSQL's own socket in DATA_DIR would fail the same way).
    const bindError = await new Promise<string | null>((resolve) => {
      const srv = createServer();
      srv.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
      srv.listen(path.join(mnt, 'probe.sock'), () => srv.close(() => resolve(null)));
    });
    expect(bindError).toBe('ENOSYS');

    const { server, sell } = await shopServer(mnt);
    await sellSome(sell, 5);
    const health = (await (await fetch(`${server.baseUrl}/api/health`)).json()) as { embeddedDatabase?: { running: boolean } };
    expect(health.embeddedDatabase?.running).toBe(true);
    expect(readdirSync(path.join(mnt, 'postgres')).filter((f) => f.startsWith('.s.PGSQL'))).toEqual([]);
    await server.stop('SIGTERM');
    expect(server.proc.exitCode, server.output()).toBe(0);
  });

  it.skipIf(!isRoot)(
    'as root, a clone inside a 0700 folder: starts and sells; the folder stays closed to everyone but the postgres user',
    { timeout: 240_000 },
    async () => {
      const privateHome = tempDir('kade-private-'); // mkdtemp: 0700, like /root
      const clone = path.join(privateHome, 'kade');
      mkdirSync(clone, { mode: 0o700 });
      const dataDir = path.join(clone, 'data');
      const logs: string[] = [];
      const { server, sell } = await shopServer(dataDir, logs);
      expect(logs.join('\n')).toContain(`Embedded PostgreSQL: gave the postgres user traverse access (ACL) to ${privateHome}, ${clone}`);
      await sellSome(sell, 5);
      await server.stop('SIGTERM');
      expect(server.proc.exitCode, server.output()).toBe(0);

      const id = (flag: string, user: string) => Number(spawnSync('id', [flag, user], { encoding: 'utf8' }).stdout.trim());
      for (const folder of [privateHome, clone]) {
        const mode = statSync(folder).mode & 0o777;
        // Owner rwx, nothing for others; the group column shows the ACL's mask (--x), which only
        // limits the named postgres entry: the folder's group itself still has no access.
        expect(mode & 0o707, folder).toBe(0o700);
        expect(canReach(folder, { uid: id('-u', 'postgres'), gid: id('-g', 'postgres') })).toBe(true);
        expect(canReach(folder, { uid: id('-u', 'nobody'), gid: id('-g', 'nobody') }), `nobody passes ${folder}`).toBe(false);
      }
    },
  );
});

describe('the embedded PostgreSQL dies or Kade is stopped', () => {
  it(
    'kill -9 of its postmaster under sales: 503 meanwhile, selling again within 15 s, every 201 sale kept',
    { timeout: 240_000 },
    async () => {
      const dataDir = tempDir();
      const { server, sell } = await shopServer(dataDir);
      const acknowledged: number[] = [];
      const statuses = new Map<string, number>();
      const count = (s: string) => statuses.set(s, (statuses.get(s) ?? 0) + 1);
      let killedAt = 0;
      let sellingAgainAt = 0;
      let stop = false;
      const client = async () => {
        while (!stop) {
          const sentAfterKill = killedAt > 0;
          const res = await sell().catch(() => null);
          if (!res) {
            count('no answer');
            continue;
          }
          count(String(res.status));
          if (res.status === 201) {
            acknowledged.push(((await res.json()) as { id: number }).id);
            if (sentAfterKill && !sellingAgainAt) sellingAgainAt = Date.now();
          } else {
            await res.text();
            await new Promise((r) => setTimeout(r, 50));
          }
        }
      };
      const clients = Array.from({ length: 4 }, client);
      await new Promise((r) => setTimeout(r, 1500));
      const before = acknowledged.length;
      const pid = postmasterPid(dataDir);
      process.kill(pid, 'SIGKILL');
      killedAt = Date.now();
      while (!sellingAgainAt && Date.now() - killedAt < 30_000) await new Promise((r) => setTimeout(r, 50));
      await new Promise((r) => setTimeout(r, 1000));
      stop = true;
      await Promise.all(clients);
      const summary = JSON.stringify(Object.fromEntries(statuses));
      process.stdout.write(
        `kill -9: ${before} sales before, ${acknowledged.length} acknowledged in all, selling again ${sellingAgainAt - killedAt} ms after the kill; answers ${summary}\n`,
      );
      expect(before).toBeGreaterThan(0);
      expect(sellingAgainAt, server.output()).toBeGreaterThan(0);
      expect(sellingAgainAt - killedAt).toBeLessThan(15_000);
      // Every answer was a committed sale (201) or "unavailable" (503).
      expect([...statuses.keys()].sort(), summary).toEqual(statuses.has('503') ? ['201', '503'] : ['201']);
      const health = (await (await fetch(`${server.baseUrl}/api/health`)).json()) as {
        embeddedDatabase: { restarts: number; running: boolean; pid: number };
      };
      expect(health.embeddedDatabase).toMatchObject({ restarts: 1, running: true });
      expect(health.embeddedDatabase.pid).not.toBe(pid);
      expect(server.output()).toContain('starting it again');

      await server.stop('SIGTERM');
      const release = lockDataDir(dataDir);
      const handle = await openEmbedded(dataDir, 1);
      try {
        const found = await handle.db.select({ id: sales.id }).from(sales).where(inArray(sales.id, acknowledged));
        expect(found.length, 'acknowledged sales lost').toBe(acknowledged.length);
      } finally {
        await handle.close();
        release();
      }
    },
  );

  it('a PostgreSQL that keeps dying is restarted 4 times, then given up with a clear line', { timeout: 120_000 }, async () => {
    const lines: string[] = [];
    const log = { info: (m: string) => lines.push(m), warn: (m: string) => lines.push(m), error: (m: string) => lines.push(`ERROR ${m}`) };
    const server = await startEmbeddedPostgres(tempDir(), { log });
    try {
      for (let death = 1; death <= 5; death++) {
        const pid = server.status().pid!;
        process.kill(pid, 'SIGKILL');
        const deadline = Date.now() + 30_000;
        const settled = () => server.status().gaveUp || (server.status().running && server.status().pid !== pid);
        while (!settled() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
        expect(server.status(), lines.join('\n')).toMatchObject(death < 5 ? { restarts: death, running: true } : { gaveUp: true });
      }
      expect(lines.join('\n')).toContain('ERROR The embedded PostgreSQL died 5 times within a minute; Kade no longer restarts it');
    } finally {
      await server.stop();
    }
  });

  it('SIGTERM with requests stuck in flight: Kade exits within 10 s and its PostgreSQL is gone', { timeout: 240_000 }, async () => {
    const dataDir = tempDir();
    const { server, sell } = await shopServer(dataDir);
    await sellSome(sell, 2);
    const master = postmasterPid(dataDir);
    // Sales wait on a lock held by another session, so they are in flight when SIGTERM comes.
    const socketDir = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[4]!;
    const blocker = new pg.Client({ host: socketDir, user: 'postgres', database: 'kade' });
    blocker.on('error', () => {});
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query('lock table sales in access exclusive mode');
    const inFlight = Array.from({ length: 8 }, () =>
      sell().then(
        (r) => r.status,
        () => 'no answer',
      ),
    );
    await new Promise((r) => setTimeout(r, 1000));
    const pids = [master, ...childrenOf(master)];
    expect(pids.length).toBeGreaterThan(3);
    const t0 = Date.now();
    await server.stop('SIGTERM');
    const took = Date.now() - t0;
    const answers = await Promise.all(inFlight);
    await blocker.end().catch(() => {});
    process.stdout.write(
      `SIGTERM with 8 sales in flight: exited in ${took} ms (code ${server.proc.exitCode}); answers ${answers.join(' ')}\n`,
    );
    expect(took, server.output()).toBeLessThan(10_000);
    expect(answers.filter((a) => a === 201)).toEqual([]);
    expect(pids.filter(alive), 'postgres processes left behind').toEqual([]);
    expect(postmastersOf(dataDir)).toEqual([]);
    expect(existsSync(socketDir)).toBe(false);
  });
});

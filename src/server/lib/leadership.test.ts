import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { advisoryLeadership, runWhileLeader, soloLeadership, type Leadership } from './leadership';

/**
 * Two "nodes" in one process, each with its own connection: only one leads; when the leader's
 * session ends (stopped, or its backend terminated as when its process dies) the other takes over.
 */
const url = inject('testDatabase').url;
const quiet = { info: () => {}, warn: () => {} };
const lockKey = 900_000 + Math.floor(Math.random() * 100_000);

async function until(cond: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const started: Leadership[] = [];
afterEach(async () => {
  for (const l of started.splice(0)) await l.stop();
});

function node(name: string) {
  const l = advisoryLeadership({ databaseUrl: url, log: quiet, retryMs: 100, name, lockKey });
  started.push(l);
  return l;
}

describe('solo leadership (embedded database)', () => {
  it('leads at once and runs the job until stopped', async () => {
    const lead = soloLeadership();
    let runs = 0;
    let stops = 0;
    const job = runWhileLeader(lead, 'test', () => {
      runs++;
      return { stop: async () => void stops++ };
    });
    await until(() => runs === 1);
    expect(lead.isLeader()).toBe(true);
    await job.stop();
    expect(stops).toBe(1);
  });
});

describe('advisory-lock leadership on PostgreSQL', () => {
  it('lets exactly one of two nodes lead, and hands over when the leader stops', async () => {
    const a = node('kade-test-a');
    await until(() => a.isLeader());
    const b = node('kade-test-b');
    await new Promise((r) => setTimeout(r, 400));
    expect(b.isLeader()).toBe(false);
    await a.stop();
    await until(() => b.isLeader());
    expect(a.isLeader()).toBe(false);
  });

  it('stops the job when the leader session dies, and the lock has one holder after', async () => {
    const a = node('kade-test-kill-a');
    let stopsA = 0;
    runWhileLeader(a, 'job', () => ({ stop: async () => void stopsA++ }));
    await until(() => a.isLeader());
    const b = node('kade-test-kill-b');
    // As when the leader's process is killed: PostgreSQL ends its backend and the lock goes with it.
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'kade-test-kill-a'`);
      await until(() => stopsA === 1);
      // a reconnects and competes again with b: whoever wins, exactly one leads and holds the lock.
      await until(() => a.isLeader() !== b.isLeader());
      const holders = await admin.query<{ application_name: string }>(
        `select a.application_name from pg_locks l join pg_stat_activity a on a.pid = l.pid
          where l.locktype = 'advisory' and l.granted and l.objid = $1`,
        [lockKey],
      );
      expect(holders.rows.map((r) => r.application_name)).toEqual([a.isLeader() ? 'kade-test-kill-a' : 'kade-test-kill-b']);
    } finally {
      await admin.end();
    }
  });
});

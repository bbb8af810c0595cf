/**
 * What the machine was doing when a figure was taken. A bench run on a loaded machine once
 * reported the sale ratio at 41% instead of 49% and p99 at 612 ms instead of 27 ms; so the
 * machine's state is recorded before every module, a loaded machine is refused at the start, and
 * CPU used by anything other than the bench (its own process tree and the PostgreSQL server it
 * measures) is watched while each module runs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import pg from 'pg';

export interface MachineState {
  at: string;
  loadAverage: [number, number, number];
  cpus: number;
  cpuModel: string;
  postgres: string;
  fsync: string;
}

/** The one-minute load average above which the machine is busy: 1.0 on 2 cores (half the cores). */
export const busyLoad = (cpus: number) => cpus / 2;

/** Average CPU (in cores) used outside the bench above which a module's figures are noisy. */
export const FOREIGN_CORES_LIMIT = 0.25;

export async function machineState(serverUrl: string): Promise<MachineState> {
  const [postgres, fsync] = await pgSettings(serverUrl).catch(() => ['unreachable', 'unknown']);
  const l = os.loadavg();
  return {
    at: new Date().toISOString(),
    loadAverage: [l[0], l[1], l[2]].map((x) => Math.round(x * 100) / 100) as [number, number, number],
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    postgres,
    fsync,
  };
}

async function pgSettings(url: string): Promise<[string, string]> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await c.connect();
  try {
    const v = await c.query<{ server_version: string }>('show server_version');
    const f = await c.query<{ fsync: string }>('show fsync');
    return [v.rows[0].server_version, f.rows[0].fsync];
  } finally {
    await c.end();
  }
}

export const describeMachine = (m: MachineState) =>
  `load ${m.loadAverage.join(' ')} (${m.cpus} × ${m.cpuModel}); PostgreSQL ${m.postgres}, fsync ${m.fsync}`;

/** Whether the bench may start: the one-minute load average at most half the cores, nothing of the bench's running yet. */
export function startVerdict(m: MachineState): { quiet: boolean; why: string } {
  const limit = busyLoad(m.cpus);
  return m.loadAverage[0] <= limit
    ? { quiet: true, why: `one-minute load ${m.loadAverage[0]} ≤ ${limit}` }
    : { quiet: false, why: `one-minute load ${m.loadAverage[0]} > ${limit} on ${m.cpus} cores` };
}

/** The busiest processes now (for the message that refuses a busy machine): name and CPU share over 1 s. */
export async function busiestProcesses(n = 5): Promise<string[]> {
  const before = cpuByProcess();
  await new Promise((r) => setTimeout(r, 1_000));
  const after = cpuByProcess();
  return [...after]
    .map(([pid, p]) => ({ ...p, pid, share: (p.ticks - (before.get(pid)?.ticks ?? p.ticks)) / TICKS_PER_SECOND }))
    .filter((p) => p.share > 0.02)
    .sort((a, b) => b.share - a.share)
    .slice(0, n)
    .map((p) => `${p.name} (pid ${p.pid}) ${Math.round(p.share * 100)}%`);
}

/** Linux's USER_HZ: /proc counts CPU time in hundredths of a second on every current kernel. */
const TICKS_PER_SECOND = 100;

type ProcStat = { name: string; ppid: number; ticks: number; childTicks: number };

/** Every process's name, parent and CPU ticks (utime + stime, and its waited-for children's). */
function cpuByProcess(): Map<number, ProcStat> {
  const out = new Map<number, ProcStat>();
  for (const pid of readdirNumeric()) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(pid, { name, ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]), childTicks: Number(f[13]) + Number(f[14]) });
    } catch {
      // exited while we looked
    }
  }
  return out;
}

function readdirNumeric(): number[] {
  return readdirSync('/proc')
    .filter((e) => /^\d+$/.test(e))
    .map(Number);
}

/** All CPU ticks the machine spent busy (not idle or waiting for I/O), from /proc/stat. */
function busyTicks(): number {
  const f = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const [user, nice, system, , , irq, softirq, steal] = f;
  return user + nice + system + irq + softirq + steal;
}

/** Ticks of the bench's own work: its process tree and every PostgreSQL server tree on the machine. */
export function ownTicks(): number {
  const stats = cpuByProcess();
  const roots = [process.pid];
  for (const [pid, p] of stats) if (p.name === 'postgres' && stats.get(p.ppid)?.name !== 'postgres') roots.push(pid);
  const children = new Map<number, number[]>();
  for (const [pid, p] of stats) children.set(p.ppid, [...(children.get(p.ppid) ?? []), pid]);
  const ours = new Set<number>();
  for (const queue = roots; queue.length;) {
    const pid = queue.pop()!;
    if (ours.has(pid)) continue;
    ours.add(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  let ticks = 0;
  for (const pid of ours) {
    const p = stats.get(pid);
    if (p) ticks += p.ticks + p.childTicks;
  }
  return ticks;
}

/**
 * Watches, once a second, how much CPU the machine spends outside the bench. `stop()` answers the
 * average in cores over the watch (and the worst second's), so a module during which something
 * else ran is marked noisy even when the load average at its start was low.
 */
export function watchForeignCpu(): { stop(): { averageCores: number; worstCores: number; seconds: number } } {
  const started = Date.now();
  let last = { busy: busyTicks(), own: ownTicks(), at: started };
  let foreign = 0;
  let worst = 0;
  const timer = setInterval(() => {
    const now = { busy: busyTicks(), own: ownTicks(), at: Date.now() };
    const ticks = Math.max(0, now.busy - last.busy - (now.own - last.own));
    foreign += ticks;
    worst = Math.max(worst, ticks / TICKS_PER_SECOND / ((now.at - last.at) / 1000));
    last = now;
  }, 1_000);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      const seconds = (Date.now() - started) / 1000;
      return { averageCores: seconds > 0 ? foreign / TICKS_PER_SECOND / seconds : 0, worstCores: worst, seconds };
    },
  };
}

/**
 * Milliseconds, since boot, in which every task on the machine was stalled waiting for I/O (the
 * kernel's pressure stall information, /proc/pressure/io "full"), or null without PSI. The
 * difference over a latency round says whether a slow tail was the disk's (a WAL fsync stall).
 */
export function ioStallMs(file = '/proc/pressure/io'): number | null {
  try {
    const full = readFileSync(file, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('full '));
    const total = full?.match(/total=(\d+)/)?.[1];
    return total == null ? null : Number(total) / 1000;
  } catch {
    return null;
  }
}

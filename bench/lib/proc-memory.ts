/**
 * Memory of a process and everything it started, read from /proc (Linux): VmRSS (resident now) and
 * VmHWM (the peak resident size) of each process, summed over the tree, as goal 25a reports them
 * (bench/README.md) — and the proportional set size (Pss, smaps_rollup), which shares each shared
 * page among the processes that map it. PostgreSQL's backends all map the same shared buffers, so
 * their RSS sum counts those pages once per backend; Pss counts them once.
 */
import { readdirSync, readFileSync } from 'node:fs';

export interface ProcessMemory {
  pid: number;
  name: string;
  rssBytes: number;
  hwmBytes: number;
  pssBytes: number | null;
}

export interface TreeMemory {
  processes: ProcessMemory[];
  rssBytes: number;
  hwmBytes: number;
  /** Null when any process's smaps_rollup could not be read. */
  pssBytes: number | null;
}

/** pid → parent pid for every process (fields of /proc/<pid>/stat after the command's closing parenthesis). */
function parents(): Map<number, number> {
  const out = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(Number(entry), Number(rest[1]));
    } catch {
      // exited while we looked
    }
  }
  return out;
}

/** `root` and all its descendants that are alive now. */
export function processTree(root: number): number[] {
  const byParent = new Map<number, number[]>();
  for (const [pid, ppid] of parents()) byParent.set(ppid, [...(byParent.get(ppid) ?? []), pid]);
  const out: number[] = [];
  const queue = [root];
  while (queue.length) {
    const pid = queue.shift()!;
    out.push(pid);
    queue.push(...(byParent.get(pid) ?? []));
  }
  return out;
}

/** A `Key:   123 kB` line of /proc status files, in bytes. */
export function kbField(text: string, key: string): number | null {
  const m = new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(text);
  return m ? Number(m[1]) * 1024 : null;
}

export function processMemory(pid: number): ProcessMemory | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    let pss: number | null = null;
    try {
      pss = kbField(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'), 'Pss');
    } catch {
      // not readable (another user without privileges): Pss unknown
    }
    return {
      pid,
      name: /^Name:\s+(.*)$/m.exec(status)?.[1] ?? '?',
      rssBytes: kbField(status, 'VmRSS') ?? 0,
      hwmBytes: kbField(status, 'VmHWM') ?? 0,
      pssBytes: pss,
    };
  } catch {
    return null; // exited
  }
}

export function treeMemory(root: number): TreeMemory {
  const processes = processTree(root)
    .map(processMemory)
    .filter((p): p is ProcessMemory => p != null);
  const sum = (f: (p: ProcessMemory) => number) => processes.reduce((s, p) => s + f(p), 0);
  return {
    processes,
    rssBytes: sum((p) => p.rssBytes),
    hwmBytes: sum((p) => p.hwmBytes),
    pssBytes: processes.every((p) => p.pssBytes != null) ? sum((p) => p.pssBytes!) : null,
  };
}

/** Bytes → MB (1 MB = 1,000,000 bytes), the unit of every memory row. */
export const mb = (bytes: number) => bytes / 1e6;

/** One line for the log: the tree's figures and its biggest processes. */
export function describeTree(t: TreeMemory): string {
  const top = [...t.processes]
    .sort((a, b) => b.rssBytes - a.rssBytes)
    .slice(0, 4)
    .map((p) => `${p.name} ${mb(p.rssBytes).toFixed(0)}`)
    .join(', ');
  const pss = t.pssBytes == null ? 'unknown' : `${mb(t.pssBytes).toFixed(0)} MB`;
  return `${t.processes.length} processes: RSS ${mb(t.rssBytes).toFixed(0)} MB, peak ${mb(t.hwmBytes).toFixed(0)} MB, Pss ${pss} (${top})`;
}

/**
 * Runs `work` while sampling the tree of `root` every `everyMs`: answers its result and the highest
 * tree RSS seen (the peak under that load; VmHWM alone would also keep peaks from before it).
 */
export async function peakWhile<T>(root: number, work: Promise<T>, everyMs = 250): Promise<{ result: T; peak: TreeMemory }> {
  let peak = treeMemory(root);
  const timer = setInterval(() => {
    const now = treeMemory(root);
    if (now.rssBytes > peak.rssBytes) peak = now;
  }, everyMs);
  try {
    const result = await work;
    const now = treeMemory(root);
    return { result, peak: now.rssBytes > peak.rssBytes ? now : peak };
  } finally {
    clearInterval(timer);
  }
}

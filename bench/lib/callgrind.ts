/**
 * Instruction counts with valgrind's callgrind, for hot paths whose time is too noisy to compare.
 * A script marks what it measures by calling libc's getpriority() before and
 * after (`os.getPriority()` in Node): callgrind, run with `--dump-before=getpriority`, closes a part
 * of its profile at each marker, and the part a closing marker ends holds exactly the instructions
 * run between the two, on every thread.
 *
 * The same count twice needs the same work twice, so everything that varies from run to run is
 * pinned: V8's flags below (no concurrent compilation or GC, fixed hash and random seeds, fixed
 * heap limits rather than ones worked out from the machine's memory), a fixed environment, and
 * two more things found by diffing the profiles of runs that differed (address-space
 * randomisation is not one: valgrind lays out the program's memory itself, and `setarch -R`
 * changed nothing):
 * - a fake clock. V8's GC heuristics read the clock (allocation throughput, GC speed, the summary
 *   the GC tracer formats after every collection), and start-up, whose length depends on other
 *   threads, would shift any clock that advances with calls; so it stands still (per thread) and
 *   jumps a fixed step at each marker;
 * - no full (mark-compact) collection: a 2 GB initial old space, far above what the workloads
 *   keep. Even single-threaded, V8 posts a full GC's string-table clearing to its worker thread,
 *   and whichever thread is quicker takes it; the memory it then frees elsewhere, and the different
 *   addresses later allocations get, cost the main thread thousands of instructions more or less
 *   (malloc's free lists, TurboFan's address-keyed hash tables). The counts include the young
 *   generation's collections (scavenges), which the code's allocations cause.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Node/V8 flags that make a script's instruction count repeatable. */
export const DETERMINISTIC_NODE_FLAGS = [
  '--predictable',
  '--single-threaded',
  '--hash-seed=1',
  '--random-seed=1',
  '--v8-pool-size=1',
  '--max-semi-space-size=16',
  '--max-old-space-size=4096',
  '--initial-old-space-size=2048',
];

/** The whole environment of the counted process: nothing of the caller's (NODE_OPTIONS…) leaks in. */
const ENV = { PATH: '/usr/local/bin:/usr/bin:/bin', LANG: 'C' };

/**
 * LD_PRELOADed into Node: clock_gettime, gettimeofday and time answer a clock that stands still
 * (per thread) and jumps 100,000 s at each getpriority() marker, which answers 0 (normal priority).
 */
const FAKE_CLOCK_C = `#include <sys/time.h>
#include <time.h>
static __thread long long now_ns = 1700000000LL * 1000000000LL;
int clock_gettime(clockid_t id, struct timespec *ts) {
  (void)id;
  ts->tv_sec = now_ns / 1000000000LL;
  ts->tv_nsec = now_ns % 1000000000LL;
  return 0;
}
int gettimeofday(struct timeval *restrict tv, void *restrict tz) {
  (void)tz;
  if (tv) { tv->tv_sec = now_ns / 1000000000LL; tv->tv_usec = (now_ns % 1000000000LL) / 1000; }
  return 0;
}
time_t time(time_t *t) {
  if (t) *t = (time_t)(now_ns / 1000000000LL);
  return (time_t)(now_ns / 1000000000LL);
}
int getpriority(int which, unsigned int who) {
  (void)which; (void)who;
  now_ns += 100000LL * 1000000000LL;
  return 0;
}
`;

/** valgrind's path, or an error saying how to install it. */
export function requireValgrind(): string {
  const r = spawnSync('valgrind', ['--version'], { encoding: 'utf8' });
  if (r.error || r.status !== 0 || !/^valgrind-\d/.test(r.stdout)) {
    throw new Error('valgrind is not installed (instruction counts use callgrind): apt-get install -y valgrind');
  }
  return 'valgrind';
}

/**
 * Compiles the fake clock into `dir` with the system's C compiler; null (with a warning) when
 * there is none: the counts then still come, but may differ by a few dozen instructions.
 */
export function buildFakeClock(dir: string, log: (m: string) => void): string | null {
  const source = path.join(dir, 'fake-clock.c');
  const library = path.join(dir, 'fake-clock.so');
  writeFileSync(source, FAKE_CLOCK_C);
  const r = spawnSync('cc', ['-O2', '-shared', '-fPIC', '-o', library, source], { encoding: 'utf8' });
  if (r.error || r.status !== 0) {
    log(`callgrind: no C compiler (cc) for the fake clock, counts may vary slightly: ${r.error?.message ?? r.stderr}`);
    return null;
  }
  return library;
}

/** "==123== Collected : 456789" on valgrind's stderr: every thread's instructions, start to exit. */
export function parseCollected(stderr: string): number {
  const m = /==\d+== Collected : (\d+)/.exec(stderr);
  if (!m) throw new Error(`no "Collected" total in valgrind's output:\n${stderr.slice(-2000)}`);
  return Number(m[1]);
}

/** The instructions (Ir) in one part of a callgrind profile: its `totals:` line (else `summary:`). */
export function parseTotals(profile: string): number {
  const m = /^totals:\s+(\d+)/m.exec(profile) ?? /^summary:\s+(\d+)/m.exec(profile);
  if (!m) throw new Error('no totals in the callgrind profile');
  return Number(m[1]);
}

/**
 * The files of the parts that `segments` marked segments close, in order. Dump k is `<base>.<k>`
 * (the part after the last dump, to exit, is `<base>` itself). The script's markers are the last
 * 2 × segments dumps (Node makes none of its own, but any it did would come first): the closing
 * ones are every second from the end.
 */
export function segmentFiles(files: readonly string[], base: string, segments: number): string[] {
  const dumps = files
    .map((f) => (f.startsWith(`${base}.`) ? f.slice(base.length + 1) : ''))
    .filter((k) => /^\d+$/.test(k))
    .map(Number)
    .sort((a, b) => a - b);
  const last = dumps.at(-1) ?? 0;
  if (dumps.length < 2 * segments) throw new Error(`expected ${2 * segments} marker dumps, found ${dumps.length}`);
  return Array.from({ length: segments }, (_, j) => last - 2 * (segments - 1 - j)).map((k) => {
    if (!dumps.includes(k)) throw new Error(`no part ${k} in the callgrind output`);
    return `${base}.${k}`;
  });
}

export type CallgrindRun = {
  /** Instructions between each pair of markers, in the script's order. */
  segments: number[];
  /** Every thread's instructions, start to exit (for the log). */
  collected: number;
  stdout: string;
};

/** Runs `node <flags> script ...args` under callgrind in `dir`; `segments`: how many marker pairs the script makes. */
export async function countInstructions(opts: {
  script: string;
  args: readonly string[];
  segments: number;
  dir: string;
  fakeClock: string | null;
  timeoutMs?: number;
}): Promise<CallgrindRun> {
  const out = mkdtempSync(path.join(opts.dir, 'run-'));
  try {
    const valgrind = [
      requireValgrind(),
      '--tool=callgrind',
      '--dump-before=getpriority',
      '--dump-instr=no',
      '--dump-line=no',
      `--callgrind-out-file=${path.join(out, 'cg.out')}`,
      process.execPath,
      ...DETERMINISTIC_NODE_FLAGS,
      opts.script,
      ...opts.args,
    ];
    const env: Record<string, string> = { ...ENV, ...(opts.fakeClock ? { LD_PRELOAD: opts.fakeClock } : {}) };
    const { stdout, stderr } = await run(valgrind, { cwd: opts.dir, env, timeoutMs: opts.timeoutMs ?? 15 * 60_000 });
    const files = segmentFiles(readdirSync(out), 'cg.out', opts.segments);
    return {
      segments: files.map((f) => parseTotals(readFileSync(path.join(out, f), 'utf8'))),
      collected: parseCollected(stderr),
      stdout,
    };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

function run(
  command: readonly string[],
  opts: { cwd: string; env: Record<string, string>; timeoutMs: number },
): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command[0], command.slice(1), { cwd: opts.cwd, env: opts.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), opts.timeoutMs);
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve({ stdout, stderr });
      else reject(new Error(`${command.join(' ')} exited with ${code ?? signal}:\n${stderr.slice(-3000)}`));
    });
  });
}

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The power-cut test's FUSE layer (lossy-fs.c): built here with gcc against libfuse3, mounted per test. */
const SOURCE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'lossy-fs.c');

const has = (cmd: string, args: string[]) => spawnSync(cmd, args, { stdio: 'ignore' }).status === 0;

/** Why the power-cut test cannot run here (printed by the test), or null. */
export function lossyFsUnavailable(): string | null {
  if (process.platform !== 'linux') return 'needs Linux (FUSE)';
  if (!existsSync('/dev/fuse')) return 'this machine has no /dev/fuse';
  if (process.getuid?.() !== 0) return 'needs root (a FUSE mount other users — the postgres user — can reach)';
  if (!has('fusermount3', ['-V'])) return 'fusermount3 is missing (apt-get install fuse3)';
  if (!has('pkg-config', ['--exists', 'fuse3'])) return 'libfuse3 headers are missing (apt-get install libfuse3-dev)';
  if (!has('gcc', ['--version'])) return 'gcc is missing';
  return null;
}

function build(): string {
  const src = readFileSync(SOURCE);
  const bin = path.join(os.tmpdir(), `kade-lossy-fs-${createHash('sha256').update(src).digest('hex').slice(0, 12)}`);
  if (existsSync(bin)) return bin;
  const flags = spawnSync('pkg-config', ['fuse3', '--cflags', '--libs'], { encoding: 'utf8' }).stdout.trim().split(/\s+/);
  const res = spawnSync('gcc', ['-O2', '-Wall', '-o', `${bin}.tmp`, SOURCE, ...flags, '-lpthread'], { encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`lossy-fs did not build:\n${res.stderr}`);
  spawnSync('mv', [`${bin}.tmp`, bin]);
  return bin;
}

export interface LossyMount {
  proc: ChildProcess;
  stderr(): string;
  unmount(): Promise<void>;
}

const mounted = (dir: string) => readFileSync('/proc/mounts', 'utf8').includes(` ${dir} fuse`);

/** `refuseSockets`: binding a Unix socket on the mount fails with ENOSYS, as on FUSE, network shares or exFAT. */
export async function mountLossy(backing: string, mnt: string, opts: { refuseSockets?: boolean } = {}): Promise<LossyMount> {
  const proc = spawn(build(), [backing, mnt, '-f', '-o', 'allow_other,default_permissions'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, ...(opts.refuseSockets ? { LOSSY_FS_NO_SOCKETS: '1' } : {}) },
  });
  let err = '';
  proc.stderr?.on('data', (d) => (err += String(d)));
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  for (let i = 0; !mounted(mnt); i++) {
    if (proc.exitCode !== null || i > 100) throw new Error(`lossy-fs did not mount ${mnt}: ${err}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  let done = false;
  return {
    proc,
    stderr: () => err,
    async unmount() {
      if (done) return;
      done = true;
      if (mounted(mnt)) spawnSync('fusermount3', ['-u', '-z', mnt]);
      if (proc.exitCode === null) proc.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * The power cut: the processes are frozen (SIGSTOP, so none writes again), every unsynced write is
 * undone, then they are killed. Returns how many writes were undone in total.
 */
export async function powerCut(mount: LossyMount, pids: number[]): Promise<number> {
  const signal = (pid: number, sig: NodeJS.Signals) => {
    try {
      process.kill(pid, sig);
    } catch {
      // already gone
    }
  };
  pids.forEach((p) => signal(p, 'SIGSTOP'));
  const before = mount.stderr().length;
  mount.proc.kill('SIGUSR1');
  for (let i = 0; !/power cut: (\d+)/.test(mount.stderr().slice(before)); i++) {
    if (i > 200) throw new Error(`lossy-fs did not report the power cut: ${mount.stderr()}`);
    await new Promise((r) => setTimeout(r, 25));
  }
  pids.forEach((p) => signal(p, 'SIGKILL'));
  for (const p of pids) {
    for (let i = 0; i < 200; i++) {
      try {
        process.kill(p, 0);
      } catch {
        break;
      }
      await new Promise((r) => setTimeout(r, 25));
    }
  }
  return Number(/power cut: (\d+)/.exec(mount.stderr().slice(before))![1]);
}

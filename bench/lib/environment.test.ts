import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { busyLoad, ioStallMs, ownTicks, startVerdict, watchForeignCpu, type MachineState } from './environment';
import { kbField, processTree, treeMemory } from './proc-memory';

const machine = (load1: number, cpus = 2): MachineState => ({
  at: '',
  loadAverage: [load1, 0, 0],
  cpus,
  cpuModel: 'test',
  postgres: '15',
  fsync: 'on',
});

describe('startVerdict', () => {
  it.each([
    { load: 0.2, cpus: 2, quiet: true },
    { load: 1.0, cpus: 2, quiet: true },
    { load: 1.01, cpus: 2, quiet: false },
    { load: 3.5, cpus: 8, quiet: true },
    { load: 4.5, cpus: 8, quiet: false },
  ])('one-minute load $load on $cpus cores → quiet: $quiet', ({ load, cpus, quiet }) => {
    expect(startVerdict(machine(load, cpus)).quiet).toBe(quiet);
    expect(busyLoad(cpus)).toBe(cpus / 2);
  });
});

describe('process tree memory', () => {
  it('reads kB fields of /proc status files', () => {
    expect(kbField('Name:\tnode\nVmHWM:\t  2048 kB\nVmRSS:\t1024 kB\n', 'VmRSS')).toBe(1024 * 1024);
    expect(kbField('VmRSS:\t1024 kB\n', 'VmHWM')).toBeNull();
  });

  it('sums a child that holds 64 MB into its parent’s tree', async () => {
    const child = spawn(
      process.execPath,
      ['-e', 'globalThis.b = Buffer.alloc(64e6, 1); console.log("ready"); setInterval(() => {}, 1000)'],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    try {
      await new Promise((r) => child.stdout!.once('data', r));
      expect(processTree(process.pid)).toContain(child.pid);
      const tree = treeMemory(process.pid);
      const own = tree.processes.find((p) => p.pid === child.pid)!;
      expect(own.rssBytes).toBeGreaterThan(64e6);
      expect(own.hwmBytes).toBeGreaterThanOrEqual(own.rssBytes);
      expect(tree.rssBytes).toBeGreaterThanOrEqual(own.rssBytes + tree.processes[0].rssBytes);
    } finally {
      child.kill('SIGKILL');
    }
  }, 30_000);
});

describe('the bench’s own CPU', () => {
  it('counts a child’s CPU time as the bench’s (so it is never foreign), after the child has exited too', async () => {
    const before = ownTicks();
    // 0.5 s of CPU, however long that takes on a busy machine.
    const child = spawn(process.execPath, ['-e', 'while (process.cpuUsage().user < 5e5);']);
    await new Promise((r) => child.once('exit', r));
    expect(ownTicks() - before).toBeGreaterThanOrEqual(40);
  }, 60_000);

  it('watches the machine for a while and answers in cores', async () => {
    const watch = watchForeignCpu();
    await new Promise((r) => setTimeout(r, 1_100));
    const foreign = watch.stop();
    expect(foreign.seconds).toBeGreaterThan(1);
    expect(foreign.averageCores).toBeGreaterThanOrEqual(0);
    expect(foreign.worstCores).toBeGreaterThanOrEqual(0);
  });
});

describe('I/O stall time', () => {
  it('reads the "full" line of a pressure file in milliseconds, and null without one', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'psi-'));
    const file = path.join(dir, 'io');
    writeFileSync(file, 'some avg10=0.20 avg60=0.93 avg300=1.27 total=36649983\nfull avg10=0.20 avg60=0.64 avg300=0.41 total=14059349\n');
    expect(ioStallMs(file)).toBe(14059.349);
    expect(ioStallMs(path.join(dir, 'missing'))).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { parseCollected, parseTotals, segmentFiles } from './callgrind';

describe('parseCollected', () => {
  it("reads valgrind's whole-process total", () => {
    const stderr = [
      '==9362== Callgrind, a call-graph generating cache profiler',
      "==9362== For interactive control, run 'callgrind_control -h'.",
      '==9362== ',
      '==9362== Events    : Ir',
      '==9362== Collected : 499457113',
      '==9362== ',
      '==9362== I   refs:      499,457,113',
    ].join('\n');
    expect(parseCollected(stderr)).toBe(499_457_113);
  });

  it('throws when valgrind gave no total (it failed)', () => {
    expect(() => parseCollected('valgrind: failed to start tool')).toThrow(/Collected/);
  });
});

describe('parseTotals', () => {
  const part = (lines: string[]) =>
    ['# callgrind format', 'version: 1', 'creator: callgrind-3.19.0', 'part: 2', 'thread: 1', ...lines].join('\n');

  it('reads the totals line of a part', () => {
    const profile = part([
      'events: Ir',
      'summary: 196296564',
      '',
      'ob=(10) /usr/bin/node',
      'fn=(2036) uv__hrtime',
      '1542 425',
      '',
      'totals: 196296564',
    ]);
    expect(parseTotals(profile)).toBe(196_296_564);
  });

  it('falls back on the summary line', () => {
    expect(parseTotals(part(['events: Ir', 'summary: 1265444', 'fn=(1) main', '0 1265444']))).toBe(1_265_444);
  });

  it('ignores cost lines that merely start with a number', () => {
    expect(() => parseTotals(part(['events: Ir', '16 4200']))).toThrow(/totals/);
  });
});

describe('segmentFiles', () => {
  // Two marked segments: four dumps (1–4), then the part to exit (the file without a number).
  const files = ['cg.out', 'cg.out.1', 'cg.out.2', 'cg.out.3', 'cg.out.4', 'fake-clock.so'];

  it('answers the parts that the closing markers end, in order', () => {
    expect(segmentFiles(files, 'cg.out', 2)).toEqual(['cg.out.2', 'cg.out.4']);
    expect(segmentFiles(files, 'cg.out', 1)).toEqual(['cg.out.4']);
  });

  it('counts from the last dump (a dump before the markers is skipped)', () => {
    expect(segmentFiles([...files, 'cg.out.5'], 'cg.out', 2)).toEqual(['cg.out.3', 'cg.out.5']);
  });

  it('orders dumps by number, not as text', () => {
    const many = Array.from({ length: 12 }, (_, i) => `cg.out.${i + 1}`);
    expect(segmentFiles(many, 'cg.out', 2)).toEqual(['cg.out.10', 'cg.out.12']);
  });

  it('throws when the script made fewer markers than expected', () => {
    expect(() => segmentFiles(['cg.out', 'cg.out.1', 'cg.out.2'], 'cg.out', 2)).toThrow(/4 marker dumps/);
  });
});

import { describe, expect, it } from 'vitest';
import { judge, perGroup, spreadOf } from './verdict';

describe('spreadOf', () => {
  it.each([
    { samples: undefined, spread: null },
    { samples: [10], spread: null },
    { samples: [10, 10, 10], spread: 0 },
    { samples: [8, 10, 12], spread: 0.4 },
    { samples: [0, 0, 0], spread: null },
    { samples: [100, 110, 120, 130], spread: 30 / 115 },
  ])('$samples → $spread', ({ samples, spread }) => {
    const got = spreadOf(samples);
    if (spread == null) expect(got).toBeNull();
    else expect(got).toBeCloseTo(spread, 10);
  });
});

describe('judge', () => {
  it.each([
    { why: 'agreeing repetitions that meet the goal', pass: true, samples: [10, 11, 12], noisy: false, status: 'PASS' },
    { why: 'agreeing repetitions that miss it', pass: false, samples: [10, 11, 12], noisy: false, status: 'FAIL' },
    { why: 'repetitions 25% apart: still judged', pass: true, samples: [100, 100, 125], noisy: false, status: 'PASS' },
    { why: 'repetitions more than 25% apart: unstable, not met', pass: true, samples: [100, 100, 126], noisy: false, status: 'UNSTABLE' },
    { why: 'nor missed', pass: false, samples: [10, 30, 20], noisy: false, status: 'UNSTABLE' },
    { why: 'a busy machine outranks everything', pass: true, samples: [10, 10, 10], noisy: true, status: 'NOISY' },
    { why: 'a reported figure', pass: null, samples: [10, 10], noisy: false, status: 'REPORTED' },
    { why: 'one measurement (an exact size)', pass: true, samples: undefined, noisy: false, status: 'PASS' },
  ] as const)('$why → $status', ({ pass, samples, noisy, status }) => {
    const v = judge({ pass, samples: samples ? [...samples] : undefined }, noisy);
    expect(v.status).toBe(status);
    expect(v.reps).toBe(samples?.length ?? 1);
  });
});

describe('perGroup', () => {
  it('splits observations in order into consecutive groups', () => {
    expect(perGroup([1, 2, 3, 4, 5, 6], 3, (xs) => xs.reduce((a, b) => a + b, 0))).toEqual([3, 7, 11]);
    expect(perGroup([1, 2, 3, 4, 5], 2, (xs) => xs.length)).toEqual([3, 2]);
    expect(perGroup([7], 3, (xs) => xs[0])).toEqual([7]);
  });
});

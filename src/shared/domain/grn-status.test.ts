import { describe, expect, it } from 'vitest';
import { deriveGrnStatus, isOrderFullyReceived, type GrnLine, receivesNothing, remainingToReceive } from './grn-status';

const m = (entries: [number, number][]) => new Map(entries);

describe('isOrderFullyReceived', () => {
  it.each([
    [
      'everything received',
      m([
        [1, 5000],
        [2, 1000],
      ]),
      m([
        [1, 5000],
        [2, 1000],
      ]),
      true,
    ],
    ['more than ordered', m([[1, 5000]]), m([[1, 6000]]), true],
    [
      'one product short',
      m([
        [1, 5000],
        [2, 1000],
      ]),
      m([
        [1, 5000],
        [2, 999],
      ]),
      false,
    ],
    [
      'one product missing',
      m([
        [1, 5000],
        [2, 1000],
      ]),
      m([[1, 5000]]),
      false,
    ],
    ['nothing ordered', m([]), m([]), false],
  ])('%s', (_name, ordered, received, expected) => {
    expect(isOrderFullyReceived(ordered, received)).toBe(expected);
  });
});

describe('deriveGrnStatus', () => {
  const good = (q: number): GrnLine => ({ receivedQuantity: q, condition: 'good' });
  const damaged = (q: number): GrnLine => ({ receivedQuantity: q, condition: 'damaged' });
  const expired = (q: number): GrnLine => ({ receivedQuantity: q, condition: 'expired' });
  it.each<[string, GrnLine[], boolean, string]>([
    ['completes the order', [good(5000)], true, 'received'],
    ['some good, order not complete', [good(1000), damaged(1000)], false, 'partial'],
    ['only damaged or expired arrived', [damaged(1000), expired(2000)], false, 'damaged'],
    ['nothing arrived', [good(0), damaged(0)], false, 'rejected'],
    ['good line with zero and damaged line', [good(0), damaged(1000)], false, 'damaged'],
  ])('%s', (_name, lines, complete, expected) => {
    expect(deriveGrnStatus(lines, complete)).toBe(expected);
  });
});

describe('receivesNothing', () => {
  it.each<[string, number[], boolean]>([
    ['every line 0', [0, 0], true],
    ['one line arrived', [0, 1], false],
    ['a fraction arrived', [0, 0.001], false],
    ['no lines', [], false],
  ])('%s', (_name, quantities, expected) => {
    expect(receivesNothing(quantities.map((receivedQuantity) => ({ receivedQuantity })))).toBe(expected);
  });
});

describe('remainingToReceive', () => {
  it.each<[number, number, number]>([
    [10_000, 0, 10_000], // nothing received yet: the whole order
    [10_000, 4_000, 6_000], // an earlier partial GRN
    [10_000, 10_000, 0],
    [10_000, 12_000, 0], // over-delivered: never negative
    [2_500, 1_250, 1_250],
  ])('ordered %d, already %d → %d', (ordered, already, expected) => {
    expect(remainingToReceive(ordered, already)).toBe(expected);
  });
});

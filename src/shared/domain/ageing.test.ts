import { describe, expect, it } from 'vitest';
import { addDays, ageDocuments, bucketOf, daysBetween, outstandingFifo } from './ageing';

describe('bucketOf', () => {
  it.each([
    ['2026-11-30', 'current'],
    ['2026-11-25', 'current'],
    ['2026-11-24', 'days1to30'],
    ['2026-10-26', 'days1to30'],
    ['2026-10-25', 'days31to60'],
    ['2026-09-26', 'days31to60'],
    ['2026-09-25', 'days61to90'],
    ['2026-08-27', 'days61to90'],
    ['2026-08-26', 'over90'],
  ])('due %s is %s on 2026-11-25', (due, bucket) => {
    expect(bucketOf(due, '2026-11-25')).toBe(bucket);
  });
});

describe('outstandingFifo', () => {
  const docs = [
    { date: '2026-10-01', dueDate: '2026-10-31', amountCents: 10_000 },
    { date: '2026-09-01', dueDate: '2026-10-01', amountCents: 5_000 },
    { date: '2026-11-01', dueDate: '2026-12-01', amountCents: 2_500, allocatedCents: 500 },
  ];
  it.each([
    [0, [10_000, 5_000, 2_000]],
    [4_000, [10_000, 1_000, 2_000]],
    [12_000, [3_000, 0, 2_000]],
    [20_000, [0, 0, 0]],
    [-5, [10_000, 5_000, 2_000]],
  ])('settles %i cents oldest first', (paid, expected) => {
    expect(outstandingFifo(docs, paid)).toEqual(expected);
  });

  it('ages what is left by due date', () => {
    expect(ageDocuments(docs, 4_000, '2026-11-25')).toEqual({
      current: 2_000,
      days1to30: 10_000,
      days31to60: 1_000,
      days61to90: 0,
      over90: 0,
      total: 13_000,
    });
  });
});

describe('dates', () => {
  it('counts calendar days across month and year ends', () => {
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(addDays('2026-11-25', 30)).toBe('2026-12-25');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});

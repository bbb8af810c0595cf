import { describe, expect, it } from 'vitest';
import { inQuietHours, reminderDue } from './reminders';

describe('inQuietHours', () => {
  it.each([
    ['21:30', '20:00', '08:00', true],
    ['07:59', '20:00', '08:00', true],
    ['08:00', '20:00', '08:00', false],
    ['19:59', '20:00', '08:00', false],
    ['13:00', '12:00', '14:00', true],
    ['14:00', '12:00', '14:00', false],
    ['03:00', '08:00', '08:00', false],
  ])('%s with quiet %s–%s → %s', (time, from, to, quiet) => {
    expect(inQuietHours(time, from, to)).toBe(quiet);
  });
});

describe('reminderDue', () => {
  const s = { daysAfterDue: 3, repeatEveryDays: 7 };
  it.each([
    [{ balanceCents: 100, dueDate: '2026-11-22', lastRemindedOn: null }, true],
    [{ balanceCents: 100, dueDate: '2026-11-23', lastRemindedOn: null }, false],
    [{ balanceCents: 0, dueDate: '2026-10-01', lastRemindedOn: null }, false],
    [{ balanceCents: 100, dueDate: null, lastRemindedOn: null }, false],
    [{ balanceCents: 100, dueDate: '2026-10-01', lastRemindedOn: '2026-11-19' }, false],
    [{ balanceCents: 100, dueDate: '2026-10-01', lastRemindedOn: '2026-11-18' }, true],
    [{ balanceCents: 100, dueDate: '2026-10-01', lastRemindedOn: '2026-11-25' }, false],
  ])('%j on 2026-11-25 → %s', (c, due) => {
    expect(reminderDue(c, s, '2026-11-25')).toBe(due);
  });

  it('a first reminder waits at least one day after the due date', () => {
    expect(
      reminderDue({ balanceCents: 1, dueDate: '2026-11-25', lastRemindedOn: null }, { daysAfterDue: 0, repeatEveryDays: 1 }, '2026-11-25'),
    ).toBe(false);
    expect(
      reminderDue({ balanceCents: 1, dueDate: '2026-11-24', lastRemindedOn: null }, { daysAfterDue: 0, repeatEveryDays: 1 }, '2026-11-25'),
    ).toBe(true);
  });
});

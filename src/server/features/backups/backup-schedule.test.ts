import { describe, expect, it } from 'vitest';
import { backupWarning } from '#shared/contracts/backups';
import { AUTO_BACKUP_PATTERN, autoBackupName, backupsToDelete, lastSlot, nextSlot } from './backup-schedule';

const at = (y: number, mo: number, d: number, h: number, mi: number) => new Date(y, mo - 1, d, h, mi);

describe('backup schedule (server local time)', () => {
  it('the last slot is today once the time has passed, else yesterday; the next one is a day after it', () => {
    expect(lastSlot('02:30', at(2026, 3, 10, 2, 29))).toEqual(at(2026, 3, 9, 2, 30));
    expect(lastSlot('02:30', at(2026, 3, 10, 2, 30))).toEqual(at(2026, 3, 10, 2, 30));
    expect(lastSlot('23:59', at(2026, 3, 1, 0, 0))).toEqual(at(2026, 2, 28, 23, 59));
    expect(nextSlot('02:30', at(2026, 3, 10, 2, 30))).toEqual(at(2026, 3, 11, 2, 30));
    expect(nextSlot('02:30', at(2026, 12, 31, 22, 0))).toEqual(at(2027, 1, 1, 2, 30));
  });

  it('names automatic backups apart from npm run backup', () => {
    const name = autoBackupName(at(2026, 1, 31, 14, 25));
    expect(name).toBe('kade-auto-20260131-142500000.dump');
    expect(AUTO_BACKUP_PATTERN.test(name)).toBe(true);
    // Two runs within one second (Back up now, then the schedule) get two names, in time order.
    const later = autoBackupName(new Date(at(2026, 1, 31, 14, 25).getTime() + 250), 'kade');
    expect(later).toBe('kade-auto-20260131-142500250.kdump');
    expect([later, name, 'kade-auto-20260131-142500.dump'].sort()).toEqual(['kade-auto-20260131-142500.dump', name, later]);
    expect(AUTO_BACKUP_PATTERN.test('kade-auto-20260131-142500.dump')).toBe(true);
    expect(AUTO_BACKUP_PATTERN.test('kade-20260131-142500.dump')).toBe(false);
  });
});

describe('which automatic backups the folder keeps', () => {
  const names = [
    'kade-auto-20260101-023000.dump',
    'kade-auto-20260102-023000.dump',
    'kade-auto-20260103-023000.dump',
    'kade-auto-20260104-023000.dump',
    'kade-auto-20260105-023000.dump',
    'kade-20260101-000000.dump',
    'notes.txt',
    'kade-auto-20260101-023000.dump.uploads',
  ];

  it('keeps the newest N verified ones and deletes only older automatic backups', () => {
    const ok = new Set(names.filter((n) => n.startsWith('kade-auto-')));
    expect(backupsToDelete(names, ok, 3)).toEqual(['kade-auto-20260102-023000.dump', 'kade-auto-20260101-023000.dump']);
    expect(backupsToDelete(names, ok, 5)).toEqual([]);
    expect(backupsToDelete(names, ok, 14)).toEqual([]);
  });

  it('never lets failed runs push a good backup out: newer failed files stay until they age out', () => {
    const ok = new Set(['kade-auto-20260101-023000.dump', 'kade-auto-20260102-023000.dump']);
    // 03, 04, 05 failed: the two good ones are kept (keep 2), nothing else is older.
    expect(backupsToDelete(names, ok, 2)).toEqual([]);
    expect(backupsToDelete(names, ok, 1)).toEqual(['kade-auto-20260101-023000.dump']);
    // Fewer good backups than N: nothing is deleted.
    expect(backupsToDelete(names, new Set(), 1)).toEqual([]);
  });
});

describe('the dashboard warning', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3600_000);
  it('never, failed, old, none', () => {
    expect(backupWarning(null, null, now)).toBe('never');
    expect(backupWarning(null, 'failed', now)).toBe('never');
    expect(backupWarning(hoursAgo(20), 'failed', now)).toBe('failed');
    expect(backupWarning(hoursAgo(49), 'ok', now)).toBe('old');
    expect(backupWarning(hoursAgo(47), 'ok', now)).toBe('none');
    expect(backupWarning(hoursAgo(48), 'ok', now)).toBe('none');
  });
});

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('automatic backups in the configuration', () => {
  const base = { DATA_DIR: '/srv/kade-data', SESSION_SECRET: 'x'.repeat(40) };

  it('back up a shop PC by default: the embedded database goes to DATA_DIR/backups at 02:30, keeping 14', () => {
    expect(loadConfig(base).backups).toEqual({ dir: path.resolve('/srv/kade-data/backups'), time: '02:30', keep: 14 });
  });

  it('a folder given is used; BACKUP_DIR=off turns them off', () => {
    expect(loadConfig({ ...base, BACKUP_DIR: '/media/usb/kade', BACKUP_KEEP: '30' }).backups).toMatchObject({
      dir: '/media/usb/kade',
      keep: 30,
    });
    expect(loadConfig({ ...base, BACKUP_DIR: 'off' }).backups).toBeNull();
  });

  it('with DATABASE_URL there is no default folder (the operator chooses one)', () => {
    expect(loadConfig({ ...base, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/kade' }).backups).toBeNull();
    expect(loadConfig({ ...base, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/kade', BACKUP_DIR: '/backups' }).backups).toMatchObject({
      dir: '/backups',
    });
  });

  it('registrations per IP per hour: 30 unless REGISTER_LIMIT_PER_HOUR says otherwise (1 to 100,000)', () => {
    expect(loadConfig(base).registerLimitPerHour).toBe(30);
    expect(loadConfig({ ...base, REGISTER_LIMIT_PER_HOUR: '500' }).registerLimitPerHour).toBe(500);
    expect(() => loadConfig({ ...base, REGISTER_LIMIT_PER_HOUR: '0' })).toThrow(/REGISTER_LIMIT_PER_HOUR/);
  });
});

describe('the database pool', () => {
  const base = { DATA_DIR: '/srv/kade-data', SESSION_SECRET: 'x'.repeat(40) };

  it('keeps 5 connections to the embedded database and 10 to DATABASE_URL, unless told', () => {
    expect(loadConfig(base).databasePoolSize).toBe(5);
    expect(loadConfig({ ...base, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/kade' }).databasePoolSize).toBe(10);
    expect(loadConfig({ ...base, DATABASE_POOL_SIZE: '8' }).databasePoolSize).toBe(8);
    expect(() => loadConfig({ ...base, DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });
});

describe('the heap growth factor', () => {
  const base = { DATA_DIR: '/srv/kade-data', SESSION_SECRET: 'x'.repeat(40) };

  it('is 30% unless told; 0 leaves V8 its own; anything but a whole percent stops the start', () => {
    expect(loadConfig(base).heapGrowingPercent).toBe(30);
    expect(loadConfig({ ...base, KADE_HEAP_GROWING_PERCENT: '0' }).heapGrowingPercent).toBe(0);
    expect(loadConfig({ ...base, KADE_HEAP_GROWING_PERCENT: '50' }).heapGrowingPercent).toBe(50);
    expect(() => loadConfig({ ...base, KADE_HEAP_GROWING_PERCENT: '30%' })).toThrow(/KADE_HEAP_GROWING_PERCENT/);
    expect(() => loadConfig({ ...base, KADE_HEAP_GROWING_PERCENT: '-5' })).toThrow(/KADE_HEAP_GROWING_PERCENT/);
  });
});

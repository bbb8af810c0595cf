import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_PRINTER_CONFIG } from './print-types';
import { getPrinterConfig, isPaired, normalizeConfig, savePrinterConfig, updatePrinterConfig } from './printer-store';
import { chunks } from './transports/transport';

describe('normalizeConfig: a stored config made safe', () => {
  it.each([
    ['nothing stored', null, DEFAULT_PRINTER_CONFIG],
    ['not an object', 'usb', DEFAULT_PRINTER_CONFIG],
    ['an unknown connection', { connection: 'parallel' }, { connection: 'browser' }],
    ['a paper width Kade has no dots for', { paperWidth: 76 }, { paperWidth: 80 }],
    ['58 mm kept', { paperWidth: 58 }, { paperWidth: 58 }],
    ['an unknown code page', { codePage: 'cp866' }, { codePage: 'cp437' }],
    ['copies above 3', { copies: 9 }, { copies: 3 }],
    ['copies below 1', { copies: 0 }, { copies: 1 }],
    ['copies not whole', { copies: 1.5 }, { copies: 1 }],
    ['flags that are not true', { autoPrint: 'yes', drawer: 1 }, { autoPrint: false, drawer: false }],
    ['flags that are true', { autoPrint: true, drawer: true, alwaysRaster: true }, { autoPrint: true, drawer: true, alwaysRaster: true }],
  ])('%s', (_name, raw, want) => {
    expect(normalizeConfig(raw)).toMatchObject(want);
  });
});

describe('isPaired', () => {
  it.each([
    ['the print dialog', { connection: 'browser' as const }, false],
    ['serial chosen, never paired', { connection: 'serial' as const }, false],
    ['serial paired', { connection: 'serial' as const, serial: { baudRate: 9600 } }, true],
    ['usb paired', { connection: 'usb' as const, usb: { vendorId: 1, productId: 2 } }, true],
  ])('%s', (_name, change, want) => {
    expect(isPaired({ ...DEFAULT_PRINTER_CONFIG, ...change })).toBe(want);
  });
});

describe('the config on the device', () => {
  afterEach(() => localStorage.clear());

  it('is kept per business', () => {
    savePrinterConfig(1, { ...DEFAULT_PRINTER_CONFIG, paperWidth: 58 });
    updatePrinterConfig(2, { copies: 2 });
    expect(getPrinterConfig(1)).toMatchObject({ paperWidth: 58, copies: 1 });
    expect(getPrinterConfig(2)).toMatchObject({ paperWidth: 80, copies: 2 });
    expect(getPrinterConfig(3)).toMatchObject(DEFAULT_PRINTER_CONFIG);
  });

  it('survives a broken stored value', () => {
    localStorage.setItem('kade:printer:4', '{not json');
    expect(getPrinterConfig(4)).toMatchObject(DEFAULT_PRINTER_CONFIG);
  });
});

describe('chunks: a write split for the transport', () => {
  it.each([
    [0, 180, []],
    [180, 180, [180]],
    [181, 180, [180, 1]],
    [10_000, 4096, [4096, 4096, 1808]],
  ])('%i bytes in pieces of %i', (n, size, want) => {
    const bytes = Uint8Array.from({ length: n }, (_, i) => i % 251);
    const parts = chunks(bytes, size);
    expect(parts.map((p) => p.length)).toEqual(want);
    expect(Uint8Array.from(parts.flatMap((p) => [...p]))).toEqual(bytes);
  });
});

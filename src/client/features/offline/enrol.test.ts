import { describe, expect, it } from 'vitest';
import { nextTerminalCode } from '#shared/contracts/terminal-paths';
import { browserName } from './enrol';

describe('a browser that makes itself a till', () => {
  it('is named by its browser and system, so the owner tells the tills apart', () => {
    const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    expect(browserName(chrome)).toBe('Chrome · Windows');
    expect(browserName(`${chrome} Edg/131.0.0.0`)).toBe('Edge · Windows');
    expect(browserName('Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36')).toBe(
      'Chrome · Android',
    );
    expect(browserName('')).toBeUndefined();
  });

  it('is offered the lowest code never used', () => {
    expect(nextTerminalCode([])).toBe('T1');
    expect(nextTerminalCode(['T1', 'T3', 'K1'])).toBe('T2');
    expect(nextTerminalCode(['T2', 'T1'])).toBe('T3');
  });
});

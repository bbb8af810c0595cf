import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

describe('the page a visitor returns to after signing in', () => {
  it.each([
    ['/inventory', '/inventory'],
    ['/reports?from=2026-11-01', '/reports?from=2026-11-01'],
    [null, '/'],
    ['', '/'],
    ['inventory', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['/login', '/'],
    ['/login?next=/pos', '/'],
    ['/cashier', '/'],
  ])('%s → %s', (next, expected) => {
    expect(safeReturnPath(next)).toBe(expected);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_STATUS } from './errors';
import { MESSAGES, splitKey } from './messages';

const root = join(__dirname, '..');
const catalogue = (lang: string) =>
  JSON.parse(readFileSync(join(root, 'client/locales', lang, 'errors.json'), 'utf8')) as Record<string, unknown>;

/** Every registry key (with its variants) of each code in the table. */
const keysOf = (code: string) => Object.keys(MESSAGES).filter((k) => splitKey(k).code === code);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

describe('the error table', () => {
  it('gives every code an error status and at least one registered text', () => {
    for (const [code, status] of Object.entries(ERROR_STATUS)) {
      expect(status >= 400 && status <= 599, code).toBe(true);
      expect(keysOf(code), code).not.toEqual([]);
    }
  });

  it.each(['en', 'si', 'ta'])('has %s text for every key of every code', (lang) => {
    const cat = catalogue(lang);
    const missing = Object.keys(ERROR_STATUS).flatMap((code) => keysOf(code).filter((k) => typeof cat[k] !== 'string' || !cat[k]));
    expect(missing).toEqual([]);
  });

  it('keeps 5xx for the server and the database, never for a request', () => {
    const fives = Object.entries(ERROR_STATUS)
      .filter(([, s]) => s >= 500)
      .map(([c]) => c);
    expect(fives.sort()).toEqual(['DATABASE_BUSY', 'DATABASE_UNAVAILABLE', 'INTERNAL', 'SERVICE_UNAVAILABLE']);
  });

  it('is the only place a status is chosen: no throw site names one, none uses the old helpers', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(join(root, 'server'))) {
      const text = readFileSync(file, 'utf8');
      text.split('\n').forEach((line, i) => {
        if (/new AppError\(.*\b[1-5]\d\d\b/.test(line) || /\b(notFound|conflict|badRequest|unprocessable)\(/.test(line))
          offenders.push(`${file.slice(root.length)}:${i + 1}`);
      });
    }
    expect(offenders).toEqual([]);
  });
});

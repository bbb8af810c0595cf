import { describe, expect, it } from 'vitest';
import { guessMapping } from './import-fields';
import { dateCell, parseRow, yesNo } from './import-rows';

const product = (extra: Record<string, string>) => parseRow('products', { name: 'Amoxicillin', sellingPrice: '15', ...extra });

describe('product rows with batches', () => {
  it('guesses the batch columns from English, Sinhala and Tamil headers', () => {
    expect(guessMapping('products', ['Name', 'Tracks batches', 'Batch No', 'Expiry'])).toMatchObject({
      tracksBatches: 1,
      batchNumber: 2,
      expiryDate: 3,
    });
    expect(guessMapping('products', ['නම', 'බැච් අංකය', 'කල් ඉකුත් වන දිනය'])).toMatchObject({ batchNumber: 1, expiryDate: 2 });
    expect(guessMapping('products', ['பெயர்', 'தொகுதி வாரியாகக் கையிருப்பு', 'காலாவதி தேதி'])).toMatchObject({
      tracksBatches: 1,
      expiryDate: 2,
    });
  });

  it.each([
    ['yes', true],
    ['Y', true],
    ['TRUE', true],
    ['1', true],
    ['ඔව්', true],
    ['ஆம்', true],
    ['no', false],
    ['n', false],
    ['False', false],
    ['0', false],
    ['නැත', false],
    ['இல்லை', false],
    ['', undefined],
    [' ', undefined],
  ])('reads %j as %j', (text, value) => {
    expect(yesNo(text)).toBe(value);
    const row = product({ tracksBatches: text });
    expect(row.ok && row.value.tracksBatches).toBe(value);
  });

  it('refuses anything else with the import’s message', () => {
    expect(product({ tracksBatches: 'maybe' })).toEqual({
      ok: false,
      errors: [{ field: 'tracksBatches', message: 'Tracks batches must be yes or no' }],
    });
  });

  it('reads the expiry as YYYY-MM-DD, a midnight time dropped, and refuses other forms with the spec’s message', () => {
    expect(dateCell('2027-01-31')).toBe('2027-01-31');
    expect(dateCell(' 2027-01-31 00:00:00 ')).toBe('2027-01-31');
    expect(dateCell('2027-01-31T00:00:00.000Z')).toBe('2027-01-31');
    expect(dateCell('2027-01-31 10:30')).toBe('2027-01-31 10:30');
    const ok = product({ expiryDate: '2027-01-31 00:00', batchNumber: '  B-1 ' });
    expect(ok.ok && [ok.value.expiryDate, ok.value.batchNumber]).toEqual(['2027-01-31', 'B-1']);
    const empty = product({ expiryDate: '', batchNumber: '' });
    expect(empty.ok && [empty.value.expiryDate, empty.value.batchNumber]).toEqual([null, null]);
    for (const bad of ['31/01/2027', '2027-02-30', '45678'])
      expect(product({ expiryDate: bad })).toEqual({
        ok: false,
        errors: [{ field: 'expiryDate', message: 'Expiry date must be a date (YYYY-MM-DD)' }],
      });
  });

  it('refuses a batch number over 60 characters', () => {
    const row = product({ batchNumber: 'x'.repeat(61) });
    expect(row.ok).toBe(false);
    expect(!row.ok && row.errors.map((e) => e.field)).toEqual(['batchNumber']);
  });
});

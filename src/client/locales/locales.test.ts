import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every Sinhala and Tamil catalogue is complete: the same keys as English (plural forms included),
// the same {{variables}} and <n> tags in each text, and no text left empty or left in English.
const dir = join(__dirname);
const read = (lang: string, ns: string) => JSON.parse(readFileSync(join(dir, lang, `${ns}.json`), 'utf8')) as Record<string, unknown>;
const namespaces = readdirSync(join(dir, 'en'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''));

function flatten(obj: Record<string, unknown>, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') for (const [kk, vv] of flatten(v as Record<string, unknown>, key)) out.set(kk, vv);
    else out.set(key, String(v));
  }
  return out;
}

/** What a translation must keep: interpolations, nestings and component tags, as a sorted list. */
export const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*[\w.]+\s*(?:,[^}]*)?\}\}|\$t\([^)]*\)|<\/?\d+\/?>/g)].map((m) => m[0].replace(/\s/g, '')).sort();

/** A text that is nothing but Latin words (beyond the kept terms) was not translated. */
const KEPT =
  /\b(Kade|SKU|LKR|VAT|SVAT|NBT|SSCL|TIN|NIC|PIN|POS|QR|LankaQR|CSV|PDF|Excel|A4|mm|ID|GRN|MRP|CRM|OTP|OK|X|Z|SMTP|BACKUP_DIR|OIDC|Google|GitHub|Facebook|USB|F\d+|Esc|Enter|Ctrl|Shift|Tab|Alt|WhatsApp|SMS|IRD|RAMIS|CN|INV|PO|e-mail)\b/g;
const untranslated = (en: string, text: string) => {
  const latin = text.replace(/\{\{[^}]*\}\}|\$t\([^)]*\)|<\/?\d+\/?>/g, '').replace(KEPT, '');
  return /[A-Za-z]{4,}/.test(latin) && !/[\u0D80-\u0DFF\u0B80-\u0BFF]/.test(text) && en.trim() !== '';
};

describe.each(['si', 'ta'])('the %s catalogues', (lang) => {
  it.each(namespaces)('%s has every English key, no other, with the same placeholders', (ns) => {
    const en = flatten(read('en', ns));
    let other: Map<string, string>;
    try {
      other = flatten(read(lang, ns));
    } catch {
      throw new Error(`locales/${lang}/${ns}.json is missing`);
    }
    expect(
      [...other.keys()].filter((k) => !en.has(k)),
      'keys English does not have',
    ).toEqual([]);
    expect(
      [...en.keys()].filter((k) => !other.has(k)),
      'keys missing',
    ).toEqual([]);
    const wrong = [...en].filter(([k, text]) => placeholders(text).join() !== placeholders(other.get(k)!).join()).map(([k]) => k);
    expect(wrong, 'texts whose {{variables}} or tags differ from English').toEqual([]);
    const empty = [...other].filter(([k, text]) => text.trim() === '' && en.get(k)!.trim() !== '').map(([k]) => k);
    expect(empty, 'empty texts').toEqual([]);
    const english = [...other].filter(([k, text]) => untranslated(en.get(k)!, text)).map(([k]) => k);
    expect(english, 'texts left in English').toEqual([]);
  });
});

describe('placeholders', () => {
  it.each([
    ['{{count}} items', ['{{count}}']],
    ['<0>Kade</0> {{ name }} $t(common:save)', ['$t(common:save)', '<0>', '</0>', '{{name}}'].sort()],
    ['no variables', []],
  ])('%s', (text, expected) => expect(placeholders(text)).toEqual(expected));
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The glossary's "Words not to use" (docs/i18n.md) kept true by the catalogues: a word a review
// took out cannot come back unnoticed. And no English word reaches a Sinhala or Tamil reader but
// the names and abbreviations the glossary keeps in Latin letters.

const LOCALES = path.resolve(__dirname);
const GLOSSARY = path.resolve(__dirname, '../../../docs/i18n.md');
const LETTERS = { si: '\\u0D80-\\u0DFF\\u200D', ta: '\\u0B80-\\u0BFF' } as const;
type Lang = keyof typeof LETTERS;

/** Every text of a catalogue with where it is (namespace:key). */
function texts(lang: Lang): [string, string][] {
  const out: [string, string][] = [];
  const walk = (value: unknown, at: string) => {
    if (typeof value === 'string') out.push([at, value]);
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) walk(v, at.includes(':') ? `${at}.${k}` : `${at}:${k}`);
  };
  for (const file of readdirSync(path.join(LOCALES, lang)).filter((f) => f.endsWith('.json')))
    walk(JSON.parse(readFileSync(path.join(LOCALES, lang, file), 'utf8')), file.replace(/\.json$/, ''));
  return out;
}

/** The rows of the glossary's "Words not to use" table: the words each language must not use. */
function forbiddenWords(markdown: string): Record<Lang, { word: string; concept: string }[]> {
  const section = markdown.split('## Words not to use')[1]?.split('\n## ')[0] ?? '';
  const out: Record<Lang, { word: string; concept: string }[]> = { si: [], ta: [] };
  for (const line of section.split('\n').filter((l) => l.startsWith('|') && !l.startsWith('|---'))) {
    const [concept, si, ta] = line
      .split('|')
      .slice(1, 4)
      .map((c) => c.trim());
    if (concept === 'Concept') continue;
    const words = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
    out.si.push(...words(si).map((word) => ({ word, concept })));
    out.ta.push(...words(ta).map((word) => ({ word, concept })));
  }
  return out;
}

/** Where `word` stands on its own on the left (ලකුණු inside සලකුණු is another word). */
const used = (text: string, word: string, lang: Lang) =>
  new RegExp(`(?<![${LETTERS[lang]}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).test(text);

describe('terminology', () => {
  const forbidden = forbiddenWords(readFileSync(GLOSSARY, 'utf8'));

  it('reads the glossary table', () => {
    expect(forbidden.si.length).toBeGreaterThan(10);
    expect(forbidden.ta.length).toBeGreaterThan(10);
    expect(forbidden.si.map((f) => f.word)).toContain('ණය සටහන');
    expect(forbidden.ta.map((f) => f.word)).toContain('தேதி');
  });

  it('finds a forbidden word, and not inside another word', () => {
    expect(used('මෙම ණය සටහන', 'ණය සටහන', 'si')).toBe(true);
    expect(used('ප්‍රචාරණය සටහන් වේ', 'ණය සටහන', 'si')).toBe(false);
    expect(used('திகதி', 'தேதி', 'ta')).toBe(false);
    expect(used('காலாவதி தேதியை', 'தேதி', 'ta')).toBe(true);
  });

  for (const lang of ['si', 'ta'] as const)
    it(`${lang}: no catalogue uses a word the glossary forbids`, () => {
      const found = texts(lang).flatMap(([at, text]) =>
        forbidden[lang].filter(({ word }) => used(text, word, lang)).map(({ word, concept }) => `${at}: "${word}" (${concept})`),
      );
      expect(found).toEqual([]);
    });
});

/**
 * Latin-letter words a Sinhala or Tamil text may carry: the names, abbreviations and units
 * docs/i18n.md keeps as written, key names and formats a user types, and the printed titles kept in
 * English beside the local word.
 */
const KEPT_IN_LATIN = new Set(
  `Kade SKU LKR VAT SVAT NBT SSCL TIN NIC PIN POS QR LankaQR EAN EAN-13 UPC PLU COM Chrome Edge CSV PDF Excel XLSX xlsx
  UTF-8 JPEG JPG PNG WebP MB A4 mm kg g ID SMS WhatsApp HTTP http https URL GET POST JSON Dialog Mobitel Notify.lk
  GRN CRM MRP IRD VIP USB API SMTP OAuth Argon2id PostgreSQL pg dump Idempotency-Key BACKUP DIR Enter baud pop-up
  Code X Z Q1 Q2 Q3 Q4 T1 T2 T10 LK INV-T1-000001 TI-000001 YYYY-MM-DD YYYY-MM YYYY-Q1 YYMMM QQQQ XXXXX MM DD YYYY
  IB LP SME Demo Stores docs guide backups.md
  TAX INVOICE CREDIT NOTE`.split(/\s+/),
);

describe('one Tamil imperative', () => {
  // A request is written -வும் (உள்ளிடவும்) everywhere; -ுங்கள் (உள்ளிடுங்கள்) was a second translator's.
  it('ta: no text asks with -ுங்கள்', () => {
    const found = texts('ta')
      .filter(([, text]) => /\u0BC1\u0B99\u0BCD\u0B95\u0BB3\u0BCD(?![\u0B80-\u0BFF])/.test(text))
      .map(([at]) => at);
    expect(found).toEqual([]);
  });

  it('ta: இந்த, அந்த and எந்த double a following க, ச, த or ப (இந்தப் பில்)', () => {
    const found = texts('ta')
      .filter(([, text]) => /(?<![\u0B80-\u0BFF])(இந்த|அந்த|எந்த) [கசதப]/.test(text))
      .map(([at]) => at);
    expect(found).toEqual([]);
  });
});

describe('no English in Sinhala or Tamil', () => {
  for (const lang of ['si', 'ta'] as const)
    it(`${lang}: every Latin-letter word is one the glossary keeps`, () => {
      const found = texts(lang).flatMap(([at, text]) => {
        const plain = text
          .replace(/\{\{[^}]*\}\}/g, ' ')
          .replace(/<[^>]*>/g, ' ')
          .replace(/\$t\([^)]*\)/g, ' ');
        return [...plain.matchAll(/[A-Za-z][A-Za-z0-9.-]*/g)]
          .map((m) => m[0].replace(/[.-]+$/, ''))
          .filter((w) => !KEPT_IN_LATIN.has(w))
          .map((w) => `${at}: ${w}`);
      });
      expect(found).toEqual([]);
    });
});

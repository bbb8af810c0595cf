import { describe, expect, it } from 'vitest';
import { LANKAQR_MESSAGES } from '../messages/lankaqr';
import { crc16CcittFalse, dynamicLankaQr, formatLankaQrAmount, parseLankaQr, parseTlv, type LankaQr } from './lankaqr';

/**
 * CRC-16/CCITT-FALSE written apart from the module, as the spec gives it: a 256-entry table for
 * polynomial 0x1021, initial value 0xFFFF, no reflection, no final xor.
 */
const TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n << 8;
  for (let i = 0; i < 8; i++) c = c & 0x8000 ? (c << 1) ^ 0x1021 : c << 1;
  return c & 0xffff;
});
function referenceCrc(text: string): string {
  let crc = 0xffff;
  for (const b of new TextEncoder().encode(text)) crc = ((crc << 8) ^ TABLE[((crc >> 8) ^ b) & 0xff]) & 0xffff;
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

const f = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;
/** A payload from TLV text, sealed with "6304" and its CRC. */
const seal = (body: string) => `${body}6304${referenceCrc(`${body}6304`)}`;

const ACCOUNT = f('26', f('00', 'LK.CBSL.LANKAQR') + f('01', '7011234567'));
const shopBody = (over: Partial<Record<string, string | null>> = {}) => {
  const tags: Record<string, string | null> = {
    '00': '01',
    '01': '11',
    '52': '5411',
    '53': '144',
    '58': 'LK',
    '59': 'KADE TEST SHOP',
    '60': 'COLOMBO',
    ...over,
  };
  const head = f('00', tags['00']!) + (tags['01'] ? f('01', tags['01']) : '') + ACCOUNT;
  const rest = ['52', '53', '58', '59', '60'].map((id) => (tags[id] ? f(id, tags[id]!) : '')).join('');
  return head + rest + (over['62'] ? f('62', over['62']) : '');
};
const SHOP = seal(shopBody());

/** The EMVCo MPM specification's published example (Annex A): a CN merchant, CRC A13A. */
const EMVCO_EXAMPLE =
  '00020101021229300012D156000000000510A93FO3230Q31280012D15600000001030812345678520441115802CN5914BEST TRANSPORT6007BEIJING64200002ZH0104最佳运输0202北京540523.7253031565502016233030412340603***0708A60086670902ME91320016A0112233449988770708123456786304A13A';

const ok = (payload: string): LankaQr => {
  const r = parseLankaQr(payload);
  if (!r.ok) throw new Error(`refused: ${r.code}`);
  return r;
};

describe('CRC-16/CCITT-FALSE', () => {
  it.each([
    ['123456789', 0x29b1],
    ['', 0xffff],
    ['A', 0xb915],
  ])('of %j is %s', (text, crc) => {
    expect(crc16CcittFalse(text)).toBe(crc);
    expect(referenceCrc(text)).toBe(crc.toString(16).toUpperCase().padStart(4, '0'));
  });

  it('agrees with the EMVCo example’s published A13A (over UTF-8 bytes, with Chinese text in tag 64)', () => {
    expect(crc16CcittFalse(EMVCO_EXAMPLE.slice(0, -4)).toString(16).toUpperCase()).toBe('A13A');
  });
});

describe('TLV', () => {
  it('reads the EMVCo example, templates as sub-fields (lengths in characters)', () => {
    const fields = parseTlv(EMVCO_EXAMPLE)!;
    expect(fields.map((x) => x.id)).toEqual(['00', '01', '29', '31', '52', '58', '59', '60', '64', '54', '53', '55', '62', '91', '63']);
    expect(fields.find((x) => x.id === '29')!.sub).toEqual([
      { id: '00', value: 'D15600000000' },
      { id: '05', value: 'A93FO3230Q' },
    ]);
    expect(fields.find((x) => x.id === '64')!.sub!.map((x) => x.value)).toEqual(['ZH', '最佳运输', '北京']);
    expect(fields.find((x) => x.id === '62')!.sub!.find((x) => x.id === '06')!.value).toBe('***');
    // 91 is not one of the templates: its value stays text.
    expect(fields.find((x) => x.id === '91')!.sub).toBeUndefined();
  });

  it.each([
    ['a length past the end', '000201010211' + '5915KADE'],
    ['a letter for an id', '0002010A0211'],
    ['a zero length', '0002010100'],
    ['a template whose inside does not add up', '000201' + f('26', '0099ABC')],
  ])('refuses %s', (_, text) => {
    expect(parseTlv(text)).toBeNull();
  });
});

describe('parseLankaQr', () => {
  it('accepts a shop’s static code and reads its merchant', () => {
    expect(ok(SHOP)).toMatchObject({
      merchantName: 'KADE TEST SHOP',
      merchantCity: 'COLOMBO',
      mcc: '5411',
      currency: '144',
      country: 'LK',
      pointOfInitiation: '11',
      amount: null,
      reference: null,
    });
  });

  it('ignores a paste’s surrounding whitespace and a lowercase CRC', () => {
    expect(ok(`  ${SHOP}\n`).merchantName).toBe('KADE TEST SHOP');
    expect(ok(SHOP.slice(0, -4) + SHOP.slice(-4).toLowerCase()).merchantCity).toBe('COLOMBO');
  });

  it('refuses every single changed character (the CRC, or the TLV structure, catches it)', () => {
    const wrong: number[] = [];
    for (let i = 0; i < SHOP.length; i++) {
      const swapped = SHOP[i] === '0' ? '1' : SHOP[i] === 'A' ? 'B' : SHOP[i] === '1' ? '2' : '0';
      const r = parseLankaQr(SHOP.slice(0, i) + swapped + SHOP.slice(i + 1));
      if (r.ok) wrong.push(i);
    }
    expect(wrong).toEqual([]);
  });

  it.each<[string, string, keyof typeof LANKAQR_MESSAGES]>([
    ['empty', '', 'LANKAQR_NOT_EMV'],
    ['a web address', 'https://example.lk/pay', 'LANKAQR_NOT_EMV'],
    ['another payload format', seal(shopBody({ '00': '02' })), 'LANKAQR_NOT_EMV'],
    ['a cut-off paste', SHOP.slice(0, -10), 'LANKAQR_MALFORMED'],
    ['no CRC field', shopBody(), 'LANKAQR_MALFORMED'],
    ['a CRC that is not hex', `${shopBody()}6304XYZW`, 'LANKAQR_MALFORMED'],
    ['something after the CRC', `${SHOP}5802LK`, 'LANKAQR_MALFORMED'],
    ['longer than EMVCo’s 512', seal(shopBody() + f('99', 'X'.repeat(99)).repeat(5)), 'LANKAQR_MALFORMED'],
    ['a wrong CRC', `${SHOP.slice(0, -4)}0000`, 'LANKAQR_BAD_CRC'],
    ['the EMVCo example (China)', EMVCO_EXAMPLE, 'LANKAQR_NOT_LK'],
    ['an Indian code', seal(shopBody({ '58': 'IN' })), 'LANKAQR_NOT_LK'],
    ['no country', seal(shopBody({ '58': null })), 'LANKAQR_NOT_LK'],
    ['US dollars', seal(shopBody({ '53': '840' })), 'LANKAQR_NOT_LKR'],
    ['no merchant name', seal(shopBody({ '59': null })), 'LANKAQR_NO_MERCHANT_NAME'],
    ['a blank merchant name', seal(shopBody({ '59': '   ' })), 'LANKAQR_NO_MERCHANT_NAME'],
    ['no merchant city', seal(shopBody({ '60': null })), 'LANKAQR_NO_MERCHANT_CITY'],
  ])('refuses %s with its own code', (_, payload, code) => {
    expect(parseLankaQr(payload)).toEqual({ ok: false, code, message: LANKAQR_MESSAGES[code] });
  });
});

describe('dynamicLankaQr', () => {
  it('writes the sale: point of initiation 12, the amount, the reference, ascending tags and a fresh CRC last', () => {
    const payload = dynamicLankaQr(SHOP, { amountCents: 125_000, reference: 'INV-T1-000042' });
    const read = ok(payload);
    expect(read).toMatchObject({ pointOfInitiation: '12', amount: '1250.00', reference: 'INV-T1-000042', merchantName: 'KADE TEST SHOP' });
    const ids = read.fields.map((x) => x.id);
    expect(ids).toEqual(['00', '01', '26', '52', '53', '54', '58', '59', '60', '62', '63']);
    expect(payload.slice(-8, -4)).toBe('6304');
    expect(payload.slice(-4)).toBe(referenceCrc(payload.slice(0, -4)));
    // The bank's merchant account template is carried byte for byte.
    expect(payload).toContain(ACCOUNT);
  });

  it('round trip: the dynamic code made again from a dynamic code replaces, never repeats, its fields', () => {
    const first = dynamicLankaQr(SHOP, { amountCents: 999, reference: 'A1' });
    const second = dynamicLankaQr(first, { amountCents: 1, reference: 'B2' });
    const read = ok(second);
    expect(read).toMatchObject({ amount: '0.01', reference: 'B2', pointOfInitiation: '12' });
    expect(read.fields.filter((x) => x.id === '54')).toHaveLength(1);
    expect(read.fields.find((x) => x.id === '62')!.sub).toEqual([{ id: '05', value: 'B2' }]);
    expect(dynamicLankaQr(second, { amountCents: 999, reference: 'A1' })).toBe(first);
  });

  it('keeps the static code’s other additional-data sub-fields and replaces its own reference', () => {
    const withData = seal(shopBody({ '62': f('07', 'T1') + f('05', '***') + f('03', 'STORE9') }));
    const read = ok(dynamicLankaQr(withData, { amountCents: 500, reference: 'S-7F3K' }));
    expect(read.fields.find((x) => x.id === '62')!.sub).toEqual([
      { id: '03', value: 'STORE9' },
      { id: '05', value: 'S-7F3K' },
      { id: '07', value: 'T1' },
    ]);
  });

  it.each([
    [1, '0.01'],
    [100, '1.00'],
    [125_050, '1250.50'],
    [123_456_789_012, '1234567890.12'],
    [999_999_999_999, '9999999999.99'],
  ])('%i cents is %s in tag 54', (cents, text) => {
    expect(formatLankaQrAmount(cents)).toBe(text);
    expect(ok(dynamicLankaQr(SHOP, { amountCents: cents, reference: 'R' })).amount).toBe(text);
  });

  it.each([0, -1, 1.5, Number.NaN, 1_000_000_000_000])('refuses an amount of %s cents', (cents) => {
    expect(() => dynamicLankaQr(SHOP, { amountCents: cents, reference: 'R' })).toThrow(RangeError);
  });

  it.each([
    ['25 characters', 'INV-T1-000001-ABCDEFGHIJK', true],
    ['a reference with spaces around (trimmed)', '  INV-000001 ', true],
    ['26 characters', 'INV-T1-000001-ABCDEFGHIJKL', false],
    ['empty', '', false],
    ['Sinhala text', 'බිල්', false],
  ])('a reference of %s', (_, reference, accepted) => {
    const make = () => dynamicLankaQr(SHOP, { amountCents: 100, reference });
    if (accepted) expect(ok(make()).reference).toBe(reference.trim());
    else expect(make).toThrow(RangeError);
  });

  it('refuses to build from a payload that is not a valid LankaQR', () => {
    expect(() => dynamicLankaQr(`${SHOP.slice(0, -4)}0000`, { amountCents: 100, reference: 'R' })).toThrow(
      LANKAQR_MESSAGES.LANKAQR_BAD_CRC,
    );
  });
});

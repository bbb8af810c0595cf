/**
 * An amount in words in Sinhala and in Tamil, for a tax invoice printed in either (the English
 * words stay beside them). Both count in the Sri Lankan way, by lakhs and crores: 1,00,000 is
 * ලක්ෂය / இலட்சம், 1,00,00,000 is කෝටිය / கோடி. Each word has the form it takes last and the form
 * it takes before another (Sinhala දහස / දහස්, Tamil ஆயிரம் / ஆயிரத்து); the last word of an amount
 * takes its final form. Pure integer arithmetic on cents, like the English.
 */
import { assertNonNegativeSafeInteger } from './integer-math';

/** A word's final and joining forms. */
type Word = readonly [final: string, joining: string];

type Spelling = {
  zero: string;
  ones: readonly Word[]; // 0–19 (0 unused)
  tens: readonly Word[]; // by tens digit: 20, 30, … (0 and 1 unused)
  /** How a tens word and a ones word meet ("විසි" + "එක"; "இருபத்து" + " " + "ஒன்று"). */
  tensGlue: string;
  hundreds: readonly Word[]; // 1–9 hundreds
  thousand: (count: number) => Word;
  lakh: Word;
  crore: Word;
  /** The count before ලක්ෂ / இலட்சம், කෝටි / கோடி when it is one. */
  oneBefore: string;
  currency: string;
  cents: string;
  only: string;
};

const SI: Spelling = {
  zero: 'බිංදුව',
  ones: [
    ['', ''],
    ['එක', 'එක්'],
    ['දෙක', 'දෙ'],
    ['තුන', 'තුන්'],
    ['හතර', 'හාර'],
    ['පහ', 'පන්'],
    ['හය', 'හය'],
    ['හත', 'හත්'],
    ['අට', 'අට'],
    ['නවය', 'නව'],
    ['දහය', 'දස'],
    ['එකොළහ', 'එකොළොස්'],
    ['දොළහ', 'දොළොස්'],
    ['දහතුන', 'දහතුන්'],
    ['දාහතර', 'දාහතර'],
    ['පහළොව', 'පහළොස්'],
    ['දාසය', 'දාසය'],
    ['දාහත', 'දාහත්'],
    ['දහඅට', 'දහඅට'],
    ['දහනවය', 'දහනව'],
  ],
  tens: [
    ['', ''],
    ['', ''],
    ['විස්ස', 'විසි'],
    ['තිහ', 'තිස්'],
    ['හතළිහ', 'හතළිස්'],
    ['පනහ', 'පනස්'],
    ['හැට', 'හැට'],
    ['හැත්තෑව', 'හැත්තෑ'],
    ['අසූව', 'අසූ'],
    ['අනූව', 'අනූ'],
  ],
  tensGlue: '',
  hundreds: [
    ['', ''],
    ['සියය', 'එකසිය'],
    ['දෙසියය', 'දෙසිය'],
    ['තුන්සියය', 'තුන්සිය'],
    ['හාරසියය', 'හාරසිය'],
    ['පන්සියය', 'පන්සිය'],
    ['හයසියය', 'හයසිය'],
    ['හත්සියය', 'හත්සිය'],
    ['අටසියය', 'අටසිය'],
    ['නවසියය', 'නවසිය'],
  ],
  thousand: (count) => (count === 1 ? ['දහස', 'එක්දහස්'] : [`${joining(SI, count)}දහස`, `${joining(SI, count)}දහස්`]),
  lakh: ['ලක්ෂය', 'ලක්ෂ'],
  crore: ['කෝටිය', 'කෝටි'],
  oneBefore: 'එක්',
  currency: 'රුපියල්',
  cents: 'ශත',
  only: 'පමණි',
};

const TA_THOUSANDS: readonly Word[] = [
  ['', ''],
  ['ஆயிரம்', 'ஆயிரத்து'],
  ['இரண்டாயிரம்', 'இரண்டாயிரத்து'],
  ['மூவாயிரம்', 'மூவாயிரத்து'],
  ['நாலாயிரம்', 'நாலாயிரத்து'],
  ['ஐயாயிரம்', 'ஐயாயிரத்து'],
  ['ஆறாயிரம்', 'ஆறாயிரத்து'],
  ['ஏழாயிரம்', 'ஏழாயிரத்து'],
  ['எட்டாயிரம்', 'எட்டாயிரத்து'],
  ['ஒன்பதாயிரம்', 'ஒன்பதாயிரத்து'],
  ['பத்தாயிரம்', 'பத்தாயிரத்து'],
];

const TA: Spelling = {
  zero: 'பூஜ்ஜியம்',
  ones: [
    ['', ''],
    ['ஒன்று', 'ஒன்று'],
    ['இரண்டு', 'இரண்டு'],
    ['மூன்று', 'மூன்று'],
    ['நான்கு', 'நான்கு'],
    ['ஐந்து', 'ஐந்து'],
    ['ஆறு', 'ஆறு'],
    ['ஏழு', 'ஏழு'],
    ['எட்டு', 'எட்டு'],
    ['ஒன்பது', 'ஒன்பது'],
    ['பத்து', 'பத்து'],
    ['பதினொன்று', 'பதினொன்று'],
    ['பன்னிரண்டு', 'பன்னிரண்டு'],
    ['பதின்மூன்று', 'பதின்மூன்று'],
    ['பதினான்கு', 'பதினான்கு'],
    ['பதினைந்து', 'பதினைந்து'],
    ['பதினாறு', 'பதினாறு'],
    ['பதினேழு', 'பதினேழு'],
    ['பதினெட்டு', 'பதினெட்டு'],
    ['பத்தொன்பது', 'பத்தொன்பது'],
  ],
  tens: [
    ['', ''],
    ['', ''],
    ['இருபது', 'இருபத்து'],
    ['முப்பது', 'முப்பத்து'],
    ['நாற்பது', 'நாற்பத்து'],
    ['ஐம்பது', 'ஐம்பத்து'],
    ['அறுபது', 'அறுபத்து'],
    ['எழுபது', 'எழுபத்து'],
    ['எண்பது', 'எண்பத்து'],
    ['தொண்ணூறு', 'தொண்ணூற்று'],
  ],
  tensGlue: ' ',
  hundreds: [
    ['', ''],
    ['நூறு', 'நூற்று'],
    ['இருநூறு', 'இருநூற்று'],
    ['முந்நூறு', 'முந்நூற்று'],
    ['நானூறு', 'நானூற்று'],
    ['ஐநூறு', 'ஐநூற்று'],
    ['அறுநூறு', 'அறுநூற்று'],
    ['எழுநூறு', 'எழுநூற்று'],
    ['எண்ணூறு', 'எண்ணூற்று'],
    ['தொள்ளாயிரம்', 'தொள்ளாயிரத்து'],
  ],
  thousand: (count) => TA_THOUSANDS[count] ?? [`${joining(TA, count)} ஆயிரம்`, `${joining(TA, count)} ஆயிரத்து`],
  lakh: ['இலட்சம்', 'இலட்சத்து'],
  crore: ['கோடி', 'கோடியே'],
  oneBefore: 'ஒரு',
  currency: 'ரூபா',
  cents: 'சதம்',
  only: 'மட்டும்',
};

/** 1–99 as words (each with both forms), the tens and ones of one number. */
function belowHundred(s: Spelling, n: number): Word[] {
  if (n < 20) return [s.ones[n]];
  const [tensFinal, tensJoining] = s.tens[Math.floor(n / 10)];
  const one = n % 10;
  if (one === 0) return [[tensFinal, tensJoining]];
  const [oneFinal, oneJoining] = s.ones[one];
  return [[`${tensJoining}${s.tensGlue}${oneFinal}`, `${tensJoining}${s.tensGlue}${oneJoining}`]];
}

/** A whole number as words, each with both forms, largest first. */
function words(s: Spelling, n: number): Word[] {
  const out: Word[] = [];
  const crores = Math.floor(n / 10_000_000);
  const lakhs = Math.floor((n % 10_000_000) / 100_000);
  const thousands = Math.floor((n % 100_000) / 1000);
  const hundreds = Math.floor((n % 1000) / 100);
  const rest = n % 100;
  const counted = (count: number, scale: Word): Word => {
    const before = count === 1 ? s.oneBefore : joinAll(words(s, count));
    return [`${before} ${scale[0]}`, `${before} ${scale[1]}`];
  };
  if (crores > 0) out.push(counted(crores, s.crore));
  if (lakhs > 0) out.push(counted(lakhs, s.lakh));
  if (thousands > 0) out.push(s.thousand(thousands));
  if (hundreds > 0) out.push(s.hundreds[hundreds]);
  if (rest > 0) out.push(...belowHundred(s, rest));
  return out;
}

/** Every word in its joining form: the count before a scale word. */
const joinAll = (ws: Word[]) => ws.map((w) => w[1]).join(' ');
const joining = (s: Spelling, n: number) => joinAll(words(s, n));

/** The words of a number as said on its own: the last word final, the others joining. */
function say(s: Spelling, n: number): string {
  if (n === 0) return s.zero;
  const ws = words(s, n);
  return ws.map((w, i) => (i === ws.length - 1 ? w[0] : w[1])).join(' ');
}

const SPELLINGS = { si: SI, ta: TA } as const;

/** A whole number in Sinhala or Tamil words: 100_000 → "ලක්ෂය" / "ஒரு இலட்சம்". */
export function numberInWordsIn(language: 'si' | 'ta', n: number): string {
  assertNonNegativeSafeInteger(n, 'n');
  return say(SPELLINGS[language], n);
}

/** Cents in Sinhala or Tamil words: 11_850 → "රුපියල් එකසිය දහඅට ශත පනහ පමණි". */
export function amountInWordsIn(language: 'si' | 'ta', cents: number): string {
  assertNonNegativeSafeInteger(cents, 'cents');
  const s = SPELLINGS[language];
  const rupees = Math.floor(cents / 100);
  const fraction = cents % 100;
  const parts = [s.currency, say(s, rupees), ...(fraction ? [s.cents, say(s, fraction)] : []), s.only];
  return parts.join(' ');
}

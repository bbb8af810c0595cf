/**
 * The words of a statement of account as the server renders it (the A4 PDF, the short WhatsApp /
 * SMS text), in English, Sinhala and Tamil. One small table here rather than the
 * client's catalogues: the renderers are also used by the messaging feature (the public page, the
 * reminders), which must not depend on the screens' wording. Amounts carry each language's sign, as
 * the receipts do (LKR, රු., ரூ.).
 */
import type { StatementParty } from '#shared/contracts/statements';
import { formatLkr } from '#shared/domain/money';
import type { Locale } from '#shared/locales';

type LineKind = 'sale' | 'charge' | 'payment' | 'credit' | 'grn' | 'supplier_payment';
type Bucket = 'current' | 'days1to30' | 'days31to60' | 'days61to90' | 'over90';

export interface StatementWords {
  title: string;
  party: Record<StatementParty, string>;
  /** "{{from}} to {{to}}". */
  range: string;
  period: string;
  printed: string;
  phone: string;
  date: string;
  details: string;
  debit: string;
  credit: string;
  balance: string;
  opening: string;
  closing: string;
  /** The closing balance's meaning: what the customer owes the shop, or what the shop owes the supplier. */
  due: Record<StatementParty, string>;
  noLines: string;
  kinds: Record<LineKind, string>;
  ageing: string;
  buckets: Record<Bucket, string>;
  total: string;
  /** The short text's totals of the range: charged (sales, GRNs) and settled (payments, credits). */
  charged: Record<StatementParty, string>;
  settled: Record<StatementParty, string>;
}

export const STATEMENT_WORDS: Record<Locale, StatementWords> = {
  en: {
    title: 'Statement of account',
    party: { debtor: 'Customer', supplier: 'Supplier' },
    range: '{{from}} to {{to}}',
    period: 'Period',
    printed: 'Printed',
    phone: 'Tel',
    date: 'Date',
    details: 'Details',
    debit: 'Debit',
    credit: 'Credit',
    balance: 'Balance',
    opening: 'Opening balance',
    closing: 'Closing balance',
    due: { debtor: 'Amount due', supplier: 'Amount we owe' },
    noLines: 'No entries in this period',
    kinds: {
      sale: 'Sale',
      charge: 'Debt',
      payment: 'Payment',
      credit: 'Return / credit',
      grn: 'Goods received',
      supplier_payment: 'Payment',
    },
    ageing: 'Ageing',
    buckets: {
      current: 'Not yet due',
      days1to30: '1–30 days overdue',
      days31to60: '31–60 days overdue',
      days61to90: '61–90 days overdue',
      over90: 'Over 90 days overdue',
    },
    total: 'Total',
    charged: { debtor: 'Purchases on credit', supplier: 'Goods received on credit' },
    settled: { debtor: 'Payments and credits', supplier: 'Payments' },
  },
  si: {
    title: 'ගිණුම් ප්‍රකාශය',
    party: { debtor: 'පාරිභෝගිකයා', supplier: 'සැපයුම්කරු' },
    range: '{{from}} සිට {{to}} දක්වා',
    period: 'කාලය',
    printed: 'මුද්‍රණය කළේ',
    phone: 'දුරකථන',
    date: 'දිනය',
    details: 'විස්තරය',
    debit: 'හර',
    credit: 'බැර',
    balance: 'ශේෂය',
    opening: 'ආරම්භක ශේෂය',
    closing: 'අවසාන ශේෂය',
    due: { debtor: 'ගෙවිය යුතු මුදල', supplier: 'අප ගෙවිය යුතු මුදල' },
    noLines: 'මෙම කාලය තුළ සටහන් නැත',
    kinds: {
      sale: 'විකිණීම',
      charge: 'ණය',
      payment: 'ගෙවීම',
      credit: 'ආපසු දීම / බැර',
      grn: 'ලැබුණු භාණ්ඩ',
      supplier_payment: 'ගෙවීම',
    },
    ageing: 'ප්‍රමාදය අනුව',
    buckets: {
      current: 'නියමිත දිනට පෙර',
      days1to30: 'දින 1–30 ප්‍රමාද',
      days31to60: 'දින 31–60 ප්‍රමාද',
      days61to90: 'දින 61–90 ප්‍රමාද',
      over90: 'දින 90කට වඩා ප්‍රමාද',
    },
    total: 'එකතුව',
    charged: { debtor: 'ණයට ගත් භාණ්ඩ', supplier: 'ණයට ලැබුණු භාණ්ඩ' },
    settled: { debtor: 'ගෙවීම් සහ බැර', supplier: 'ගෙවීම්' },
  },
  ta: {
    title: 'கணக்கு அறிக்கை',
    party: { debtor: 'வாடிக்கையாளர்', supplier: 'சப்ளையர்' },
    range: '{{from}} முதல் {{to}} வரை',
    period: 'காலம்',
    printed: 'அச்சிடப்பட்டது',
    phone: 'தொலைபேசி',
    date: 'திகதி',
    details: 'விவரம்',
    debit: 'பற்று',
    credit: 'வரவு',
    balance: 'இருப்பு',
    opening: 'ஆரம்ப இருப்பு',
    closing: 'இறுதி இருப்பு',
    due: { debtor: 'செலுத்த வேண்டிய தொகை', supplier: 'நாம் செலுத்த வேண்டிய தொகை' },
    noLines: 'இந்தக் காலத்தில் பதிவுகள் இல்லை',
    kinds: {
      sale: 'விற்பனை',
      charge: 'கடன்',
      payment: 'கொடுப்பனவு',
      credit: 'திருப்பம் / வரவு',
      grn: 'பெறப்பட்ட பொருட்கள்',
      supplier_payment: 'கொடுப்பனவு',
    },
    ageing: 'நிலுவைக் காலம்',
    buckets: {
      current: 'காலக்கெடு வரவில்லை',
      days1to30: '1–30 நாட்கள் தாமதம்',
      days31to60: '31–60 நாட்கள் தாமதம்',
      days61to90: '61–90 நாட்கள் தாமதம்',
      over90: '90 நாட்களுக்கு மேல் தாமதம்',
    },
    total: 'மொத்தம்',
    charged: { debtor: 'கடனில் வாங்கியவை', supplier: 'கடனில் பெற்ற பொருட்கள்' },
    settled: { debtor: 'கொடுப்பனவுகளும் வரவுகளும்', supplier: 'கொடுப்பனவுகள்' },
  },
};

/** The sign before an amount in each language, as the receipts print it (lib/pdf/document-labels.ts). */
const CURRENCY_SIGN: Record<Locale, string> = { en: 'LKR', si: 'රු.', ta: 'ரூ.' };

/** An amount (LKR, 2 places, as the Statement carries it) with the language's sign: "LKR 1,250.50". */
export function statementMoney(amount: number, locale: Locale): string {
  return `${CURRENCY_SIGN[locale]} ${formatLkr(Math.round(amount * 100), { withCurrency: false })}`;
}

export const fill = (template: string, vars: Record<string, string>) =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => vars[name] ?? whole);

/** What a line says: its kind, and its invoice, credit note, GRN or cheque number when it has one. */
export function lineDetails(kind: LineKind, reference: string, locale: Locale): string {
  const word = STATEMENT_WORDS[locale].kinds[kind];
  return reference ? `${word} ${reference}` : word;
}

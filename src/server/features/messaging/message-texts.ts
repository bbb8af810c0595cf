/**
 * Every word a shared receipt or statement carries outside the app, per language:
 * the WhatsApp / SMS / e-mail text and the public page's labels. One file, so a translator finds them
 * together; the page is read by a customer who may never have seen Kade.
 */
import { formatLkr, toCents } from '#shared/domain/money';
import type { Locale } from '#shared/locales';

const CURRENCY_SIGN: Record<Locale, string> = { en: 'LKR', si: 'රු.', ta: 'ரூ.' };

/** Money as the receipts print it: LKR 1,234.50, රු. 1,234.50, ரூ. 1,234.50. */
export const moneyText = (locale: Locale, amount: number) =>
  `${CURRENCY_SIGN[locale]} ${formatLkr(toCents(amount), { withCurrency: false })}`;

type Vars = Record<string, string>;
const fill = (text: string, vars: Vars) => text.replace(/\{(\w+)\}/g, (m, k: string) => vars[k] ?? m);

const MESSAGE_TEXT: Record<Locale, { receipt: string; statement: string; emailReceipt: string; emailStatement: string; test: string }> = {
  en: {
    receipt: '{shop}: your receipt {invoice} for {total}. Thank you! View it here: {url}',
    statement: '{shop}: your statement for {from} to {to}. Balance {balance}. View it here: {url}',
    emailReceipt: 'Your receipt {invoice} from {shop}',
    emailStatement: 'Your statement from {shop}',
    test: 'Test message from {shop} (Kade): the SMS gateway works.',
  },
  si: {
    receipt: '{shop}: ඔබගේ බිල {invoice}, මුළු මුදල {total}. ස්තුතියි! මෙතැනින් බලන්න: {url}',
    statement: '{shop}: {from} සිට {to} දක්වා ඔබගේ ගිණුම් ප්‍රකාශය. ශේෂය {balance}. මෙතැනින් බලන්න: {url}',
    emailReceipt: '{shop} වෙතින් ඔබගේ බිල {invoice}',
    emailStatement: '{shop} වෙතින් ඔබගේ ගිණුම් ප්‍රකාශය',
    test: '{shop} (Kade) වෙතින් පරීක්ෂණ පණිවිඩයක්: SMS ද්වාරය ක්‍රියා කරයි.',
  },
  ta: {
    receipt: '{shop}: உங்கள் பில் {invoice}, மொத்தம் {total}. நன்றி! இங்கே பார்க்கவும்: {url}',
    statement: '{shop}: {from} முதல் {to} வரையிலான உங்கள் கணக்கு அறிக்கை. நிலுவை {balance}. இங்கே பார்க்கவும்: {url}',
    emailReceipt: '{shop} இலிருந்து உங்கள் பில் {invoice}',
    emailStatement: '{shop} இலிருந்து உங்கள் கணக்கு அறிக்கை',
    test: '{shop} (Kade) இலிருந்து சோதனைச் செய்தி: SMS நுழைவாயில் இயங்குகிறது.',
  },
};

export function receiptMessage(locale: Locale, v: { shop: string; invoice: string; total: number; url: string }) {
  return fill(MESSAGE_TEXT[locale].receipt, { shop: v.shop, invoice: v.invoice, total: moneyText(locale, v.total), url: v.url });
}

export function statementMessage(locale: Locale, v: { shop: string; from: string; to: string; balance: number; url: string }) {
  return fill(MESSAGE_TEXT[locale].statement, { ...v, balance: moneyText(locale, v.balance) });
}

export function messageSubject(locale: Locale, kind: 'receipt' | 'statement', v: { shop: string; invoice?: string }) {
  return fill(kind === 'receipt' ? MESSAGE_TEXT[locale].emailReceipt : MESSAGE_TEXT[locale].emailStatement, {
    shop: v.shop,
    invoice: v.invoice ?? '',
  });
}

export const testSmsText = (locale: Locale, shop: string) => fill(MESSAGE_TEXT[locale].test, { shop });

/** The public page's words. */
export const PAGE_TEXT: Record<
  Locale,
  {
    receipt: string;
    statement: string;
    invoiceNo: string;
    date: string;
    tel: string;
    item: string;
    qty: string;
    price: string;
    amount: string;
    subtotal: string;
    discount: string;
    vat: string;
    vatIncluded: string;
    nbt: string;
    total: string;
    payments: string;
    change: string;
    void: string;
    period: string;
    opening: string;
    closing: string;
    reference: string;
    debit: string;
    credit: string;
    balance: string;
    ageing: string;
    current: string;
    days1to30: string;
    days31to60: string;
    days61to90: string;
    over90: string;
    notFoundTitle: string;
    notFoundBody: string;
    methods: Record<string, string>;
    lineKinds: Record<string, string>;
  }
> = {
  en: {
    receipt: 'Receipt',
    statement: 'Statement of account',
    invoiceNo: 'Invoice No',
    date: 'Date',
    tel: 'Tel',
    item: 'Item',
    qty: 'Qty',
    price: 'Price',
    amount: 'Amount',
    subtotal: 'Subtotal',
    discount: 'Discount',
    vat: 'VAT',
    vatIncluded: 'VAT included',
    nbt: 'NBT',
    total: 'Total',
    payments: 'Paid by',
    change: 'Change',
    void: 'VOID',
    period: 'Period',
    opening: 'Opening balance',
    closing: 'Closing balance',
    reference: 'Reference',
    debit: 'Charged',
    credit: 'Paid',
    balance: 'Balance',
    ageing: 'By age',
    current: 'Not yet due',
    days1to30: '1–30 days',
    days31to60: '31–60 days',
    days61to90: '61–90 days',
    over90: 'Over 90 days',
    notFoundTitle: 'Link not available',
    notFoundBody: 'This link is not valid any more. Ask the shop to send a new one.',
    methods: { cash: 'Cash', card: 'Card', credit: 'Credit', cheque: 'Cheque', bank_transfer: 'Bank transfer', lankaqr: 'LankaQR' },
    lineKinds: { sale: 'Sale', charge: 'Charge', payment: 'Payment', credit: 'Return', grn: 'Goods received', supplier_payment: 'Payment' },
  },
  si: {
    receipt: 'බිල',
    statement: 'ගිණුම් ප්‍රකාශය',
    invoiceNo: 'ඉන්වොයිස් අංකය',
    date: 'දිනය',
    tel: 'දුර.',
    item: 'භාණ්ඩය',
    qty: 'ප්‍රමාණය',
    price: 'මිල',
    amount: 'මුදල',
    subtotal: 'උප එකතුව',
    discount: 'වට්ටම',
    vat: 'වැට්',
    vatIncluded: 'වැට් ඇතුළත්',
    nbt: 'ජා.ගො.බ.',
    total: 'මුළු එකතුව',
    payments: 'ගෙවූ ආකාරය',
    change: 'ඉතිරි මුදල',
    void: 'අවලංගුයි',
    period: 'කාලය',
    opening: 'ආරම්භක ශේෂය',
    closing: 'අවසාන ශේෂය',
    reference: 'යොමුව',
    debit: 'අය කළ',
    credit: 'ගෙවූ',
    balance: 'ශේෂය',
    ageing: 'කාලය අනුව',
    current: 'තවම නියමිත නැත',
    days1to30: 'දින 1–30',
    days31to60: 'දින 31–60',
    days61to90: 'දින 61–90',
    over90: 'දින 90 ට වැඩි',
    notFoundTitle: 'සබැඳිය ලබා ගත නොහැක',
    notFoundBody: 'මෙම සබැඳිය තවදුරටත් වලංගු නැත. අලුත් එකක් එවන ලෙස කඩයෙන් ඉල්ලන්න.',
    methods: { cash: 'මුදල්', card: 'කාඩ්පත', credit: 'ණය', cheque: 'චෙක්පත', bank_transfer: 'බැංකු මාරුව', lankaqr: 'LankaQR' },
    lineKinds: { sale: 'විකුණුම', charge: 'අය කිරීම', payment: 'ගෙවීම', credit: 'ආපසු දීම', grn: 'ලැබුණු භාණ්ඩ', supplier_payment: 'ගෙවීම' },
  },
  ta: {
    receipt: 'பில்',
    statement: 'கணக்கு அறிக்கை',
    invoiceNo: 'பில் இலக்கம்',
    date: 'திகதி',
    tel: 'தொ.பே.',
    item: 'பொருள்',
    qty: 'அளவு',
    price: 'விலை',
    amount: 'தொகை',
    subtotal: 'கூட்டுத்தொகை',
    discount: 'தள்ளுபடி',
    vat: 'VAT',
    vatIncluded: 'VAT உட்பட',
    nbt: 'NBT',
    total: 'மொத்தம்',
    payments: 'செலுத்திய முறை',
    change: 'மீதி',
    void: 'ரத்து',
    period: 'காலம்',
    opening: 'ஆரம்ப நிலுவை',
    closing: 'இறுதி நிலுவை',
    reference: 'குறிப்பு',
    debit: 'பற்று',
    credit: 'செலுத்தியது',
    balance: 'நிலுவை',
    ageing: 'காலப்படி',
    current: 'இன்னும் செலுத்த வேண்டியதில்லை',
    days1to30: '1–30 நாட்கள்',
    days31to60: '31–60 நாட்கள்',
    days61to90: '61–90 நாட்கள்',
    over90: '90 நாட்களுக்கு மேல்',
    notFoundTitle: 'இணைப்பு கிடைக்கவில்லை',
    notFoundBody: 'இந்த இணைப்பு இனி செல்லுபடியாகாது. புதிய ஒன்றை அனுப்புமாறு கடையிடம் கேட்கவும்.',
    methods: { cash: 'பணம்', card: 'அட்டை', credit: 'கடன்', cheque: 'காசோலை', bank_transfer: 'வங்கி பரிமாற்றம்', lankaqr: 'LankaQR' },
    lineKinds: {
      sale: 'விற்பனை',
      charge: 'கட்டணம்',
      payment: 'கொடுப்பனவு',
      credit: 'திருப்பம்',
      grn: 'பெற்ற பொருட்கள்',
      supplier_payment: 'கொடுப்பனவு',
    },
  },
};

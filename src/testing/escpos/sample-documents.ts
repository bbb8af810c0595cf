import type { ReceiptProfile, Sale } from '#shared/contracts/sales';
import type { ReceiptLanguage } from '#shared/locales';
import { receiptLabelsFrom } from '#client/components/receipt/receipt-labels';
import { BILINGUAL_SEPARATOR, type ReceiptT } from '#client/components/receipt/receipt-language';
import { formatMoneyIn } from '#client/lib/format';
import { receiptDocument } from '#client/features/printing/lib/documents/receipt-document';
import type { PrintDocument } from '#client/features/printing/lib/print-types';
import enPos from '#client/locales/en/pos.json';
import siPos from '#client/locales/si/pos.json';
import taPos from '#client/locales/ta/pos.json';

/**
 * Receipts in every receipt language from the real catalogues, without i18next: the bench renders
 * them in Chromium and the printer tests decode them. `t` follows i18next's {{x}} and _one/_other.
 */
type Catalogue = Record<string, unknown>;
const CATALOGUES: Record<'en' | 'si' | 'ta', Catalogue> = { en: enPos, si: siPos, ta: taPos };

export function catalogueT(catalogue: Catalogue): ReceiptT {
  const lookup = (key: string): unknown => key.split('.').reduce<unknown>((o, k) => (o as Catalogue | undefined)?.[k], catalogue);
  return (key, options = {}) => {
    const count = (options as { count?: number }).count;
    const found = (count !== undefined && lookup(`${key}_${count === 1 ? 'one' : 'other'}`)) || lookup(key);
    const text = typeof found === 'string' ? found : String((options as { defaultValue?: string }).defaultValue ?? key);
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String((options as Record<string, unknown>)[name] ?? ''));
  };
}

/** `t` in the receipt language: "Total / මුළු එකතුව" for a bilingual receipt, as receiptI18n joins them. */
export function receiptT(language: ReceiptLanguage): { t: ReceiptT; tMain: ReceiptT; locale: 'en' | 'si' | 'ta' } {
  const locales = (language.includes('+') ? language.split('+') : [language]) as ('en' | 'si' | 'ta')[];
  const ts = locales.map((l) => catalogueT(CATALOGUES[l]));
  return { t: (k, o) => [...new Set(ts.map((t) => t(k, o)))].join(BILINGUAL_SEPARATOR), tMain: ts[0], locale: locales[0] };
}

export const SAMPLE_BUSINESS: ReceiptProfile = {
  businessName: 'සුනිල් වෙළඳසැල',
  ownerName: 'සුනිල් පෙරේරා',
  address: '42, ගාලු පාර, කොළඹ 03',
  phone: '0112345678',
  email: null,
  taxNumber: null,
  invoiceTemplate: 'thermal-80mm',
  header: null,
  footer: null,
};

const NAMES = ['නාඩු සහල්', 'පරිප්පු', 'සීනි', 'කිරි පිටි', 'තේ කොළ', 'පොල් තෙල්', 'සබන්', 'බිස්කට්', 'ශ්‍රී ලංකා තේ', 'කුරක්කන් පිටි'];

/** A cash sale of `lines` lines with Sinhala product names. */
export function sampleSale(lines: number): Sale {
  const items = Array.from({ length: lines }, (_, i) => ({
    productId: i + 1,
    name: `${NAMES[i % NAMES.length]} ${i + 1}`,
    sku: null,
    unit: i % 3 === 0 ? ('kg' as const) : ('pieces' as const),
    price: 100 + i * 15,
    quantity: i % 3 === 0 ? 0.5 : 2,
    vatRate: 18,
    nbtRate: 0,
    subtotal: 0,
    vatAmount: 0,
    nbtAmount: 0,
    total: 0,
    discountShare: 0,
    lineDiscount: 0,
    taxCategory: 'standard' as const,
  }));
  const total = items.reduce((s, i) => s + Math.round(i.price * i.quantity * 100), 0) / 100;
  return {
    id: 1,
    invoiceNumber: 'INV-000042',
    saleDate: '2026-01-05T04:30:00.000Z',
    items,
    subtotal: total,
    vatAmount: 0,
    nbtAmount: 0,
    discountAmount: 0,
    totalAmount: total,
    vatRegistered: false,
    pricesIncludeVat: false,
    paymentMethod: 'cash',
    paymentStatus: 'paid',
    customerId: null,
    customerName: null,
    debtorInfo: null,
    cashierId: null,
    payments: [{ method: 'cash', amount: total, reference: null, chequeNumber: null, chequeBank: null, chequeDate: null }],
    cashTendered: Math.ceil(total / 1000) * 1000,
    changeDue: Math.ceil(total / 1000) * 1000 - total,
    shiftId: null,
  };
}

/** The receipt document of `sampleSale(lines)` in a receipt language. */
export function sampleReceipt(language: ReceiptLanguage, lines = 30, business: ReceiptProfile = SAMPLE_BUSINESS): PrintDocument {
  const { t, tMain, locale } = receiptT(language);
  const labels = receiptLabelsFrom(t, (n) => formatMoneyIn(locale, n), tMain);
  return receiptDocument({ sale: sampleSale(lines), business, labels, language, dateText: '2026-01-05 10:00', formatDate: (d) => d });
}

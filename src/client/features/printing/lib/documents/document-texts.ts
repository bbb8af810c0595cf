import type { ReceiptI18n } from '#client/components/receipt/receipt-language';

/**
 * What a document needs of the receipt language (receipt-language.ts's receiptI18n): its `t` for the
 * document's namespace (bilingual "Total / මුළු එකතුව" when the shop prints two languages), money
 * with the language's sign, dates with its month names.
 */
export type DocumentTexts = Pick<ReceiptI18n, 'language' | 't' | 'money' | 'date' | 'dateTime'>;

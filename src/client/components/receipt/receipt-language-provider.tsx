import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n, PostProcessorModule } from 'i18next';
import { LOCALES, receiptLocales, type Locale, type ReceiptLanguage } from '#shared/locales';
import { formatDate, formatDateTime, formatMoney } from '#client/lib/format';
import i18n from '#client/lib/i18n';
import { BILINGUAL_SEPARATOR, useReceiptI18n, type ReceiptI18n } from './receipt-language';

/**
 * Every `t` under it speaks the receipt language: a document component keeps its useTranslation
 * calls and prints in the shop's receipt language (Settings). For a bilingual receipt a
 * post-processor adds the second language after each text, "Total / மொத்தம்", once when both read
 * the same (a kept term: VAT, LankaQR).
 */
const processorName = (second: Locale) => `receiptSecondLanguage-${second}`;
for (const second of LOCALES) {
  const module: PostProcessorModule = {
    type: 'postProcessor',
    name: processorName(second),
    process(value, key, options, translator: { translate: (key: string[], options: object) => unknown }) {
      const other = String(translator.translate(Array.isArray(key) ? key : [key], { ...options, lng: second, postProcess: [] }));
      return other && other !== value ? `${value}${BILINGUAL_SEPARATOR}${other}` : value;
    },
  };
  i18n.use(module);
}

const clones = new Map<ReceiptLanguage, I18n>();
/** An i18next sharing the app's loaded catalogues, fixed to the receipt language(s). */
export function receiptI18next(language: ReceiptLanguage): I18n {
  let clone = clones.get(language);
  if (!clone) {
    const [main, second] = receiptLocales(language);
    clone = i18n.cloneInstance({ lng: main, postProcess: second ? [processorName(second)] : false });
    clones.set(language, clone);
  }
  return clone;
}

const ReceiptFormatContext = createContext<ReceiptI18n | null>(null);

/** Money and dates for a document: the receipt language's under ReceiptLanguageProvider, else the screen's. */
export function useReceiptFormat(): Pick<ReceiptI18n, 'language' | 'money' | 'dateTime' | 'date'> {
  const r = useContext(ReceiptFormatContext);
  return r ?? { language: 'en', money: formatMoney, dateTime: formatDateTime, date: formatDate };
}

/**
 * Wraps a printed document: its texts (namespace `ns`, and `also`), money and dates in the shop's
 * receipt language, <div lang> so the browser picks the script's font. Until that language's
 * catalogues have arrived it shows `fallback`: a document never prints half in English.
 */
export function ReceiptLanguageProvider({
  ns,
  also = [],
  fallback = null,
  children,
}: {
  ns: string;
  also?: readonly string[];
  fallback?: ReactNode;
  children: ReactNode;
}) {
  const format = useReceiptI18n(ns, also);
  const instance = useMemo(() => receiptI18next(format.language), [format.language]);
  if (!format.ready) return <>{fallback}</>;
  return (
    <I18nextProvider i18n={instance} defaultNS={ns}>
      <ReceiptFormatContext.Provider value={format}>
        <div lang={format.locale}>{children}</div>
      </ReceiptFormatContext.Provider>
    </I18nextProvider>
  );
}

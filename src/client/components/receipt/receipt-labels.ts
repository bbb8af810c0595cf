import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReceiptLabels } from './receipt-text';
import { useReceiptI18n, type ReceiptI18n, type ReceiptT } from './receipt-language';

/** The receipt's words from the `pos` catalogue, whichever language(s) `t` speaks. */
export function receiptLabelsFrom(t: ReceiptT, money?: (amount: number) => string, tMain: ReceiptT = t): ReceiptLabels {
  return {
    owner: t('receipt.owner'),
    receiptNo: t('receipt.receiptNo'),
    date: t('receipt.date'),
    customer: t('receipt.customer'),
    walkIn: t('receipt.walkIn'),
    subtotal: t('subtotal'),
    vat: (rate) => t('vat', { rate }),
    nbt: (rate) => t('nbt', { rate }),
    vatIncluded: (rate) => t('vatIncluded', { rate }),
    nbtIncluded: (rate) => t('nbtIncluded', { rate }),
    discount: t('discount'),
    total: t('total'),
    payment: t('receipt.payment'),
    paymentMethods: {
      cash: t('methods.cash'),
      card: t('methods.card'),
      lankaqr: t('methods.lankaqr'),
      cheque: t('methods.cheque'),
      bank_transfer: t('methods.bank_transfer'),
      credit: t('methods.credit'),
      split: t('methods.split'),
    },
    thankYou: t('receipt.thankYou'),
    invoice: t('receipt.invoice'),
    tin: t('receipt.tin'),
    taxTin: t('receipt.taxTin'),
    vatNo: t('receipt.vatNo'),
    pointsEarned: t('receipt.pointsEarned'),
    pointsRedeemed: t('receipt.pointsRedeemed'),
    loyaltyBalance: t('receipt.loyaltyBalance'),
    unit: (unit, quantity) => tMain(`receipt.units.${unit}`, { count: quantity }),
    dueDate: t('receipt.dueDate'),
    balance: t('receipt.balance'),
    cashTendered: t('receipt.cashTendered'),
    change: t('receipt.change'),
    reference: (ref) => t('receipt.reference', { ref }),
    cheque: (number, bank, date) => t('receipt.cheque', { number, bank, date }),
    void: t('receipt.void'),
    money,
  };
}

/** The receipt's words in the screen's language (the sale's totals shown on screen). */
export function useReceiptLabels(): ReceiptLabels {
  const { t } = useTranslation('pos');
  return useMemo(() => receiptLabelsFrom((key, options) => String(t(key, options))), [t]);
}

export type PrintedReceipt = ReceiptI18n & { labels: ReceiptLabels; ready: boolean };

/**
 * The receipt's words in the shop's receipt language (Settings), for the printed documents and the
 * .txt download; `ready` once that language's catalogue has arrived.
 */
export function usePrintedReceipt(also: readonly string[] = []): PrintedReceipt {
  const r = useReceiptI18n('pos', also);
  return useMemo(() => ({ ...r, labels: receiptLabelsFrom(r.t, r.money, r.tMain) }), [r]);
}

import { useTranslation } from 'react-i18next';
import type { ReceiptLabels } from './receipt-text';

/** The receipt's words from i18n, shared by the printed templates and the .txt download. */
export function useReceiptLabels(): ReceiptLabels {
  const { t } = useTranslation('pos');
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
    unit: (unit, quantity) => t(`receipt.units.${unit}`, { count: quantity }),
    dueDate: t('receipt.dueDate'),
    balance: t('receipt.balance'),
    cashTendered: t('receipt.cashTendered'),
    change: t('receipt.change'),
    reference: (ref) => t('receipt.reference', { ref }),
    cheque: (number, bank, date) => t('receipt.cheque', { number, bank, date }),
    void: t('receipt.void'),
  };
}

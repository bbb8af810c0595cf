import { useTranslation } from 'react-i18next';
import type { ReceiptProfile } from '#shared/contracts/sales';
import { toast } from '#client/components/ui';
import type { TillDisplayInput } from '#client/components/customer-display/use-customer-display';
// The receipt printer is the printing feature's; its heavy parts load only after a sale.
import { usePrintAfterSale } from '#client/features/printing';
import { useSalePaid, type SalePaidChannel } from './sale-paid';
import { useTillCustomerDisplay } from './use-till-customer-display';

type Checkout = { salePaid: SalePaidChannel };

/** The toast after each completed sale: saved offline, the loyalty points earned, or its invoice number. */
export function useSaleToasts(checkout: Checkout) {
  const { t } = useTranslation('pos');
  useSalePaid(checkout, ({ sale, queued }) => {
    if (queued)
      toast.success(t('terminal.savedOffline'), { description: t('terminal.savedOfflineDescription', { number: sale.invoiceNumber }) });
    else if (sale.pointsEarned)
      toast.success(t('saleCompleteLoyalty'), { description: t('saleCompleteLoyaltyDescription', { points: sale.pointsEarned }) });
    else toast.success(t('saleCompleted'), { description: t('saleCompletedDescription', { number: sale.invoiceNumber }) });
  });
}

/** Each sale the till completes prints on its receipt printer (an exchange prints with its return). */
export function useSalePrinting(checkout: Checkout, businessId: number, business: ReceiptProfile | undefined) {
  const print = usePrintAfterSale(businessId, business);
  useSalePaid(checkout, ({ sale, exchange }) => {
    if (!exchange) print(sale);
  });
}

/**
 * What follows each completed sale at the till, in this order: the receipt printer, the customer
 * display's thank-you, the toast, and the till's own reset (`onSold`). The tax invoice and the
 * receipt dialog follow the checkout themselves (till-tax-invoice.tsx, use-till-checkout.ts).
 */
export function useAfterSale(
  checkout: Checkout,
  a: Omit<TillDisplayInput, 'receipt'> & { business: ReceiptProfile | undefined; onSold: () => void },
) {
  useSalePrinting(checkout, a.businessId, a.business);
  useTillCustomerDisplay(checkout, { businessId: a.businessId, shopName: a.business?.businessName, cart: a.cart, totals: a.totals });
  useSaleToasts(checkout);
  useSalePaid(checkout, a.onSold);
}

import { useState } from 'react';
import type { Sale } from '#shared/contracts/sales';
import { useCustomerDisplay, type TillDisplayInput } from '#client/components/customer-display/use-customer-display';
import { useSalePaid, type SalePaidChannel } from './sale-paid';

/**
 * The customer display follows the till's cart, and shows the thank-you (and the change) for each
 * sale the checkout completes; a reprinted receipt is not a sale, so it never reaches the display.
 */
export function useTillCustomerDisplay(checkout: { salePaid: SalePaidChannel }, a: Omit<TillDisplayInput, 'receipt'>) {
  const [paid, setPaid] = useState<Sale | null>(null);
  useSalePaid(checkout, ({ sale, exchange }) => {
    if (!exchange) setPaid(sale);
  });
  useCustomerDisplay({ ...a, receipt: paid });
}

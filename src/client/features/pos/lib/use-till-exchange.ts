import { useCallback, useRef } from 'react';
import type { ReceiptProfile } from '#shared/contracts/sales';
import type { OpenExchange } from '../checkout/use-till-checkout';
import { exchangeSplit } from './exchange';
import { isInvoiceCode } from './invoice-code';
import { useTillReturns } from './use-till-returns';

/**
 * The till's returns and exchanges in one: the sale opened from an invoice code (a stable callback
 * for the search box), the return and credit note dialogs, and — while an exchange is open — its
 * split and what the checkout needs to send the return with the sale (`open`).
 */
export function useTillExchange(a: {
  businessId: number;
  business: ReceiptProfile | undefined;
  invoicePrefix: string | undefined;
  saleCents: number;
  onDone: () => void;
}) {
  const returns = useTillReturns({ businessId: a.businessId, business: a.business, onDone: a.onDone });
  const openReturn = useRef(returns.open);
  openReturn.current = returns.open;
  const { invoicePrefix } = a;
  const onOtherCode = useCallback(
    (code: string) => {
      if (!isInvoiceCode(code, invoicePrefix)) return false;
      void openReturn.current(code);
      return true;
    },
    [invoicePrefix],
  );
  const open: OpenExchange = { draft: returns.exchange, saleCents: a.saleCents, recorded: returns.exchanged };
  return {
    returns,
    open,
    split: returns.exchange ? exchangeSplit(returns.exchange.creditCents, a.saleCents) : null,
    onOtherCode,
  };
}

import { useCallback, useRef } from 'react';
import type { ReceiptProfile } from '#shared/contracts/sales';
import { exchangeSplit } from './exchange';
import { isInvoiceCode } from './invoice-code';
import type { SaleOrder } from './sale-body';
import { useExchangeCheckout } from './use-exchange-checkout';
import { useTillReturns } from './use-till-returns';

/**
 * The till's returns and exchanges in one: the sale opened from an invoice code (a
 * stable callback for the search box), the return and credit note dialogs, and — while an
 * exchange is open — its split and checkout, which take the place of the plain sale's.
 */
export function useTillExchange(a: {
  businessId: number;
  business: ReceiptProfile | undefined;
  invoicePrefix: string | undefined;
  order: SaleOrder;
  saleCents: number;
  attempt: { paid: () => void };
  onDone: () => void;
}) {
  const returns = useTillReturns({ businessId: a.businessId, business: a.business, onDone: a.onDone });
  const checkout = useExchangeCheckout({
    businessId: a.businessId,
    exchange: returns.exchange,
    order: a.order,
    saleCents: a.saleCents,
    attempt: a.attempt,
    onDone: returns.exchanged,
  });
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
  return {
    returns,
    checkout,
    split: returns.exchange ? exchangeSplit(returns.exchange.creditCents, a.saleCents) : null,
    onOtherCode,
  };
}

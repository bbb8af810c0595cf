import type { ExchangeResult } from '#shared/contracts/returns';
import type { ExchangeDraft } from '#client/features/returns';
import type { SaleOrder } from '../lib/sale-body';
import type { TillDevice } from '../lib/terminal-sale';
import { useSalePaidChannel } from './sale-paid';
import { useCheckout, type CheckoutAttempt, type CheckoutResult, type Payment } from './use-checkout';
import { useExchangeCheckout } from './use-exchange-checkout';

/** While an exchange is open: its draft, the sale's share of it, and what records it once paid. */
export type OpenExchange = { draft: ExchangeDraft | null; saleCents: number; recorded: (r: ExchangeResult) => void };

/**
 * The till's checkout: ONE `pay()` that sends the sale — online, or as a terminal (queued on the
 * device with no connection), or with its return while an exchange is open — and publishes each
 * completed sale once on `salePaid` (see useSalePaid). The receipt it shows and the reprint of a
 * recent sale are here too; `exchangeDialog` is the admin's PIN an exchange's return may ask.
 */
export function useTillCheckout(a: {
  businessId: number;
  order: SaleOrder;
  attempt: CheckoutAttempt;
  device: TillDevice;
  exchange: OpenExchange;
}) {
  const salePaid = useSalePaidChannel();
  const sale = useCheckout({
    businessId: a.businessId,
    order: a.order,
    attempt: a.attempt,
    device: a.device,
    onPaid: (paid, queued) => salePaid.publish({ sale: paid, queued, exchange: false }),
  });
  const exchange = useExchangeCheckout({
    businessId: a.businessId,
    exchange: a.exchange.draft,
    order: a.order,
    saleCents: a.exchange.saleCents,
    attempt: a.attempt,
    onDone: a.exchange.recorded,
    onPaid: (paid) => salePaid.publish({ sale: paid, queued: false, exchange: true }),
  });
  const pay = (payment: Payment): Promise<CheckoutResult> => (a.exchange.draft ? exchange.checkout(payment) : sale.checkout(payment));
  return {
    pay,
    pending: sale.pending || exchange.pending,
    salePaid,
    receipt: sale.receipt,
    closeReceipt: sale.closeReceipt,
    reprint: sale.reprint,
    reprinting: sale.reprinting,
    exchangeDialog: exchange.dialog,
  };
}

export type TillCheckout = ReturnType<typeof useTillCheckout>;

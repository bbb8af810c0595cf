import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExchangeResult } from '#shared/contracts/returns';
import type { Sale } from '#shared/contracts/sales';
import { useExchangeSale, type ExchangeDraft } from '#client/features/returns';
import { toast } from '#client/components/ui';
import { ApiError } from '#client/lib/api';
import { useIdempotencyKey } from '#client/lib/use-idempotency-key';
import { LazyApprovalDialog } from '../components/lazy-dialogs';
import { exchangeRequest } from '../lib/exchange';
import type { PaymentPart } from '../lib/payments';
import type { Approval, SaleOrder } from '../lib/sale-body';
import type { CheckoutResult } from './use-checkout';

/**
 * The till's checkout while an exchange is open: ONE POST …/exchange with the
 * return and the sale, under the form's Idempotency-Key. A return beyond the cashier's limit asks
 * an admin's PIN (403 RETURN_APPROVAL_REQUIRED) and sends again with it.
 */
export function useExchangeCheckout(a: {
  businessId: number;
  exchange: ExchangeDraft | null;
  order: SaleOrder;
  saleCents: number;
  attempt: { paid: () => void };
  onDone: (r: ExchangeResult) => void;
  /** The exchange's sale went through (also when sent again after an admin's PIN). */
  onPaid: (sale: Sale) => void;
}) {
  const { t } = useTranslation('pos');
  const { t: tr } = useTranslation('returns');
  const send = useExchangeSale(a.businessId);
  const key = useIdempotencyKey();
  const [pinFor, setPinFor] = useState<{ parts: PaymentPart[]; approval?: Approval } | null>(null);
  const returnApproval = useRef<Approval | undefined>(undefined);

  const checkout = async ({ parts, approval }: { parts: PaymentPart[]; approval?: Approval }): Promise<CheckoutResult> => {
    if (!a.exchange || send.isPending) return { ok: false, failure: { kind: 'busy' } };
    const body = exchangeRequest(a.exchange, a.order, a.saleCents, parts, { sale: approval, ret: returnApproval.current });
    try {
      const r = await send.mutateAsync({ saleId: a.exchange.sale.id, body, headers: key.headers() });
      key.reset();
      returnApproval.current = undefined;
      a.attempt.paid();
      a.onDone(r);
      a.onPaid(r.sale);
      return { ok: true, sale: r.sale };
    } catch (err) {
      if (err instanceof ApiError && err.code === 'RETURN_APPROVAL_REQUIRED') {
        setPinFor({ parts, approval });
        return { ok: false, failure: { kind: 'busy' } };
      }
      if (err instanceof ApiError && err.status >= 400 && err.status < 500)
        return { ok: false, failure: { kind: 'rejected', status: err.status, code: err.code, message: err.localMessage } };
      return { ok: false, failure: { kind: 'failed' } };
    }
  };

  const dialog: ReactNode = (
    <LazyApprovalDialog
      open={pinFor != null}
      businessId={a.businessId}
      description={tr('dialog.approval')}
      approveLabel={tr('approve')}
      onCancel={() => setPinFor(null)}
      onApproved={(approval) => {
        returnApproval.current = approval;
        const again = pinFor;
        setPinFor(null);
        if (!again) return;
        // A sale that goes through is announced like any other (its toast with it).
        void checkout(again).then((r) => {
          if (!r.ok && r.failure.kind === 'rejected')
            toast.error(t('error'), { description: r.failure.message || t('returns.exchangeFailed') });
        });
      }}
    />
  );

  return { checkout, pending: send.isPending, dialog };
}

import { useState, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '#client/components/ui';
import { useBusinessId } from '#client/lib/use-business-id';
import { useTillLankaQr } from '../api/get-till-lankaqr';
import type { CartLine } from './cart';
import type { PaymentPart } from './payments';
import type { Approval } from './sale-body';
import type { CheckoutResult } from '../checkout/use-checkout';
import { APPROVAL_CODES } from './use-pay-flow';
import { usePayFlow } from './use-pay-flow';

/**
 * The till's payment, wired to its screen: what stops a payment (an empty cart, lines above the
 * stock, no open shift when one is required), the toasts after a refusal and the credit dialog's
 * phone error. A completed sale is announced by the checkout (useSalePaid), not here.
 */
export function useTillPay(a: {
  cart: CartLine[];
  totalCents: number;
  parts: PaymentPart[];
  setParts: Dispatch<SetStateAction<PaymentPart[]>>;
  needsApproval: boolean;
  /** An expired batch in the cart: an admin's PIN before payment, with this warning. */
  expiredWarning?: string | null;
  overStock: (l: CartLine) => number | null;
  shift: { mustOpen: boolean; askOpen: () => void };
  /** The till checkout's pay(): the sale, or the exchange while one is open. */
  checkout: (p: { parts: PaymentPart[]; approval?: Approval }) => Promise<CheckoutResult>;
}) {
  const { t } = useTranslation('pos');
  const [creditPhoneError, setCreditPhoneError] = useState<string | null>(null);
  const businessId = useBusinessId();
  const lankaqr = useTillLankaQr(businessId);

  const showFailure = (r: CheckoutResult) => {
    if (r.ok) return;
    const { failure } = r;
    if (failure.kind === 'busy') return;
    if (failure.kind === 'not-terminal') return void toast.error(t('error'), { description: t('terminal.notTerminalOffline') });
    if (failure.kind === 'above-mrp') return void toast.error(t('error'), { description: t('terminal.aboveMrp', { name: failure.name }) });
    if (failure.kind === 'offline-limit')
      return void toast.error(t('error'), { description: t('terminal.offlineLimit', { hours: failure.hours }) });
    // The credit dialog shows a bad phone number next to the field itself.
    if (failure.kind === 'invalid-phone') return setCreditPhoneError(t('creditDialog.invalidPhone'));
    if (failure.kind === 'rejected' && APPROVAL_CODES.has(failure.code ?? '')) return; // the flow asks a manager
    toast.error(t('error'), { description: (failure.kind === 'rejected' && failure.message) || t('saleFailed') });
  };

  const blocked = () => {
    if (a.cart.length === 0) toast.error(t('error'), { description: t('cartIsEmpty') });
    else if (a.cart.some((l) => a.overStock(l) != null)) toast.error(t('error'), { description: t('overStockPay') });
    else if (a.shift.mustOpen) a.shift.askOpen();
    else return false;
    return true;
  };

  const pay = usePayFlow({
    totalCents: a.totalCents,
    parts: a.parts,
    setParts: a.setParts,
    blocked,
    needsApproval: a.needsApproval,
    expiredWarning: a.expiredWarning ?? null,
    checkout: async (parts, approval) => {
      const r = await a.checkout({ parts, approval });
      showFailure(r);
      return r;
    },
    onRefused: (reason) => toast.error(t('error'), { description: t(`pay.refused.${reason}`) }),
    lankaqr: {
      payload: lankaqr.data?.payload ?? null,
      // Loaded when LankaQR is pressed: the till's first paint does not carry it.
      reference: () => import('./lankaqr-reference').then((m) => m.lankaqrReference(businessId ?? 0)),
    },
  });
  return { ...pay, creditPhone: { error: creditPhoneError, edited: () => setCreditPhoneError(null) } };
}

import { useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { CheckoutResult } from '../checkout/use-checkout';
import type { Approval, DebtorDetails } from './sale-body';
import { decideTender, REFERENCE_METHODS, type ChequeDetails, type PaymentPart, type TenderMethod, type TenderRefusal } from './payments';

/** A part waiting for its details: a cheque's number, bank and date, or a credit part's debtor. */
export type PendingPart = { part: PaymentPart; complete: boolean };
/** A LankaQR part waiting for the cashier to see the payment: the shop's code and the sale's reference. */
export type PendingQr = PendingPart & { payload: string; reference: string };

export type PayFlowDeps = {
  totalCents: number;
  parts: PaymentPart[];
  setParts: Dispatch<SetStateAction<PaymentPart[]>>;
  /** Why the till may not take payment now (an empty cart, lines above the stock, no open shift), or null. */
  blocked: () => boolean;
  /** True when a manager must approve the discount before any payment is taken. */
  needsApproval: boolean;
  /** An expired batch in the cart: an admin's PIN before payment; the dialog shows this warning. */
  expiredWarning?: string | null;
  /** Sends the sale with these parts (and the approval, when one was given). */
  checkout: (parts: PaymentPart[], approval: Approval | undefined) => Promise<CheckoutResult>;
  onRefused: (reason: TenderRefusal) => void;
  /**
   * The shop's LankaQR: with a payload, a LankaQR part first shows the sale's
   * code; `reference` gives the reference it carries. Without one, LankaQR takes a typed reference.
   */
  lankaqr?: { payload: string | null; reference: () => Promise<string> };
};

/** Refusals the flow answers by asking an admin's PIN: a discount above the limit, an expired batch, credit over the customer's limit. */
export const APPROVAL_CODES: ReadonlySet<string> = new Set([
  'DISCOUNT_APPROVAL_REQUIRED',
  'EXPIRED_BATCH_APPROVAL_REQUIRED',
  'CREDIT_LIMIT_APPROVAL_REQUIRED',
]);

/** Refusals whose server message says why (the product and its expiry; the limit and the balance): the PIN dialog shows it. */
const EXPLAINED_CODES: ReadonlySet<string> = new Set(['EXPIRED_BATCH_APPROVAL_REQUIRED', 'CREDIT_LIMIT_APPROVAL_REQUIRED']);

/**
 * The pay panel's flow: a method pressed → (a manager's approval first, when the discount needs
 * one) → the part's details (cheque, credit) → a part on the split list, or the sale sent. A part
 * is added to the list only once taken; the last part is sent with the sale, and stays off the list
 * if the sale fails, so paying again sends the same request (the same Idempotency-Key).
 */
export function usePayFlow(d: PayFlowDeps) {
  const [entry, setEntry] = useState('');
  const [reference, setReference] = useState('');
  const [cheque, setCheque] = useState<PendingPart | null>(null);
  const [credit, setCredit] = useState<PendingPart | null>(null);
  const [approvalAsked, setApprovalAsked] = useState<TenderMethod | null>(null);
  const [refusedWhy, setRefusedWhy] = useState<string | null>(null);
  const [refusedCode, setRefusedCode] = useState<string | null>(null);
  const [qr, setQr] = useState<PendingQr | null>(null);
  const approval = useRef<Approval | undefined>(undefined);
  // A credit part refused for the customer's limit: once approved it is sent again as it
  // was, debtor and all, without asking the cashier for the customer a second time.
  const retry = useRef<PendingPart | null>(null);
  // One reference per basket: a code shown again (cancelled, or a second part) carries the same one,
  // in case the customer already scanned it.
  const qrReference = useRef<string | null>(null);

  const clearEntry = () => {
    setEntry('');
    setReference('');
  };

  /** Takes the part (or sends the sale with it); true once taken. */
  const take = async (pending: PendingPart): Promise<boolean> => {
    if (!pending.complete) {
      d.setParts((parts) => [...parts, pending.part]);
      clearEntry();
      return true;
    }
    const r = await d.checkout([...d.parts, pending.part], approval.current);
    if (r.ok) {
      clearEntry();
      approval.current = undefined;
      qrReference.current = null;
      return true;
    }
    if (r.failure.kind === 'rejected' && APPROVAL_CODES.has(r.failure.code ?? '')) {
      // The server's limit, an expired batch, or a PIN changed since it was checked: ask a manager, then pay again.
      const code = r.failure.code ?? '';
      approval.current = undefined;
      setRefusedWhy(EXPLAINED_CODES.has(code) ? (r.failure.message ?? null) : null);
      setRefusedCode(code);
      retry.current = code === 'CREDIT_LIMIT_APPROVAL_REQUIRED' ? pending : null;
      setApprovalAsked(pending.part.method);
    }
    return false;
  };

  const press = (method: TenderMethod) => {
    if (d.blocked()) return;
    if ((d.needsApproval || d.expiredWarning) && !approval.current) {
      setApprovalAsked(method);
      return;
    }
    const decision = decideTender({ totalCents: d.totalCents, parts: d.parts, method, entry });
    if (decision.kind === 'refused') {
      d.onRefused(decision.reason);
      return;
    }
    const ref = reference.trim();
    const part = REFERENCE_METHODS.includes(method) && ref ? { ...decision.part, reference: ref } : decision.part;
    const pending = { part, complete: decision.kind === 'complete' };
    if (method === 'cheque') setCheque(pending);
    else if (method === 'credit') setCredit(pending);
    else if (method === 'lankaqr' && d.lankaqr?.payload) void showQr(pending, d.lankaqr.payload, d.lankaqr.reference);
    else void take(pending);
  };

  const showQr = async (pending: PendingPart, payload: string, reference: () => Promise<string>) => {
    qrReference.current ??= await reference();
    setQr({ ...pending, payload, reference: qrReference.current });
  };

  return {
    entry,
    setEntry,
    reference,
    setReference,
    press,
    removePart: (index: number) => d.setParts((parts) => parts.filter((_, i) => i !== index)),
    cheque,
    chequeDone: (details: ChequeDetails, drawer: DebtorDetails | undefined) => {
      if (!cheque) return;
      const part = { ...cheque.part, cheque: details, ...(drawer ? { debtor: drawer } : {}) };
      void take({ ...cheque, part }).then((ok) => ok && setCheque(null));
    },
    chequeCancel: () => setCheque(null),
    credit,
    creditDone: (debtor: DebtorDetails) => {
      if (!credit) return;
      void take({ ...credit, part: { ...credit.part, debtor } }).then((ok) => ok && setCredit(null));
    },
    creditCancel: () => setCredit(null),
    qr,
    /** The cashier saw the payment on the shop's banking app: the part records the code's reference. */
    qrDone: () => {
      if (!qr) return;
      void take({ part: { ...qr.part, reference: qr.reference }, complete: qr.complete }).then((ok) => ok && setQr(null));
    },
    qrCancel: () => setQr(null),
    approvalAsked,
    /** Why the PIN is asked, when it is not a discount: the expired batch's warning, or the credit limit and balance. */
    approvalDescription: refusedWhy ?? d.expiredWarning ?? undefined,
    /** The PIN approves credit over the customer's limit (the dialog's button says so). */
    approvalForCreditLimit: approvalAsked != null && refusedCode === 'CREDIT_LIMIT_APPROVAL_REQUIRED',
    approved: (a: Approval) => {
      approval.current = a;
      const method = approvalAsked;
      setApprovalAsked(null);
      setRefusedCode(null);
      const again = retry.current;
      retry.current = null;
      if (again)
        void take(again).then((ok) => {
          if (!ok) return;
          setCredit(null);
          setCheque(null);
          setQr(null);
        });
      else if (method) press(method);
    },
    approvalCancel: () => {
      retry.current = null;
      setRefusedCode(null);
      setApprovalAsked(null);
    },
    /** A new basket: the approval was for the last one. */
    forget: () => {
      approval.current = undefined;
      retry.current = null;
      qrReference.current = null;
      clearEntry();
    },
  };
}

/**
 * A received cheque's life: it is received (pending), taken to the bank
 * (deposited), and then either cleared or bounced. A pending cheque may bounce before it is
 * deposited (the bank refuses it over the counter, or the drawer stops it). Cleared and bounced are
 * final: a bounced cheque's amount is back on the customer's debt, and what is paid later is a
 * debtor payment, not the cheque again.
 */
export const CHEQUE_STATUSES = ['pending', 'deposited', 'cleared', 'bounced'] as const;
export type ChequeStatus = (typeof CHEQUE_STATUSES)[number];

/** The statuses a change may set (pending is only where a cheque starts). */
export const CHEQUE_TARGET_STATUSES = ['deposited', 'cleared', 'bounced'] as const;
export type ChequeTargetStatus = (typeof CHEQUE_TARGET_STATUSES)[number];

const NEXT: Record<ChequeStatus, readonly ChequeTargetStatus[]> = {
  pending: ['deposited', 'bounced'],
  deposited: ['cleared', 'bounced'],
  cleared: [],
  bounced: [],
};

/** What a cheque in `status` may become next (the actions its row offers). */
export function nextChequeStatuses(status: ChequeStatus): readonly ChequeTargetStatus[] {
  return NEXT[status];
}

export function canChangeChequeStatus(from: ChequeStatus, to: ChequeTargetStatus): boolean {
  return NEXT[from].includes(to);
}

/** Why a change is refused: the registered message (src/shared/messages/sales.ts) and its variables. */
export type ChequeTransitionProblem =
  | { key: 'CHEQUE_ALREADY' | 'CHEQUE_FINAL'; params: { status: ChequeStatus } }
  | { key: 'CHEQUE_DEPOSIT_FIRST'; params: { from: ChequeStatus; to: ChequeTargetStatus } };

export function chequeTransitionProblem(from: ChequeStatus, to: ChequeTargetStatus): ChequeTransitionProblem | null {
  if (canChangeChequeStatus(from, to)) return null;
  if (from === to) return { key: 'CHEQUE_ALREADY', params: { status: from } };
  if (from === 'cleared' || from === 'bounced') return { key: 'CHEQUE_FINAL', params: { status: from } };
  return { key: 'CHEQUE_DEPOSIT_FIRST', params: { from, to } };
}

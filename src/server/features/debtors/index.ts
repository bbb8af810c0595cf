export { chargeBouncedCheque } from './debtor-cheque.service';
export { addCreditSaleToDebtor, getDebtorBalanceCents } from './debtor-credit-sale.service';
export type { CreditLimitBreach } from './debtor-credit-sale.service';
export { creditReturnToDebtor, lockSaleDebt } from './debtor-return.service';
export { listLedgerEntries } from './debtor-ledger.repo';
export type { LedgerEntryRow } from './debtor-ledger.repo';
export { getDebtorStats, getTotalOutstandingCents, listDebtors, requireDebtor } from './debtors.service';

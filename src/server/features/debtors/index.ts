export { chargeBouncedCheque } from './debtor-cheque.service';
export { addCreditSaleToDebtor, getDebtorBalanceCents } from './debtor-credit-sale.service';
export type { CreditLimitBreach } from './debtor-credit-sale.service';
export { creditReturnToDebtor, lockSaleDebt } from './debtor-return.service';
export { getDebtorStats, getTotalOutstandingCents, listDebtors, requireDebtor } from './debtors.service';

export { assertGrnKeepsPayments, assertGrnUnpaid, grnCreditTerms } from './grn-credit';
export { supplierStatement } from './supplier-statement';

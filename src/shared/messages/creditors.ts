/** Supplier credit: GRNs on credit and supplier payments (src/server/features/creditors, shared/contracts/creditors.ts). */
export const CREDITOR_ERROR_MESSAGES = {
  SUPPLIER_PAYMENT_OVER_BALANCE: 'The payment is more than what is owed to this supplier',
  SUPPLIER_PAYMENT_OVER_GRN: 'The amount allocated to {{grn}} is more than what is still owed on it',
  SUPPLIER_PAYMENT_NOT_ALLOCATED: 'Allocate the whole payment to this supplier’s goods received notes on credit',
  SUPPLIER_PAYMENT_GRN_NOT_ON_CREDIT: '{{grn}} is not a goods received note on credit from this supplier',
  GRN_PAID_DELETE: 'This goods received note has been paid (in part) and cannot be deleted',
  GRN_PAID_STAYS_ON_CREDIT: 'This goods received note has been paid (in part): it stays on credit',
  GRN_BELOW_PAID: 'This goods received note has been paid {{paid}}: its total cannot be less than that',
  SUPPLIER_CHEQUE_NUMBER_REQUIRED: 'Cheque number is required',
  SUPPLIER_CHEQUE_BANK_REQUIRED: 'Bank is required',
  SUPPLIER_CHEQUE_DATE_REQUIRED: 'Cheque date is required',
  TRANSFER_REFERENCE_REQUIRED: 'Reference is required for a bank transfer',
  SUPPLIER_PAYMENT_METHOD: 'Choose how the supplier was paid',
  CREDIT_DAYS_RANGE: 'Credit days must be a whole number from 0 to 365',
} as const;

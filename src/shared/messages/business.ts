/** Settings, tax (configuration, expenses, calculations) and reports. */
export const BUSINESS_MESSAGES = {
  // Settings (shared/contracts/settings.ts).
  INVOICE_PREFIX_CHARACTERS: 'Invoice prefix may contain only letters, digits, - and /',
  CHOOSE_INVOICE_TEMPLATE: 'Choose an invoice template',
  CHOOSE_SERIAL_PATTERN: 'Choose a serial number pattern',
  PAYMENT_TERMS_NOT_WHOLE: 'Payment terms must be a whole number of days',
  PAYMENT_TERMS_RANGE: 'Payment terms must be between 0 and 365 days',
  DISCOUNT_LIMIT_RANGE: 'Discount limit must be between 0 and 100%',
  RETURN_DAYS_NOT_WHOLE: 'Return days must be a whole number of days',
  RETURN_DAYS_RANGE: 'Return days must be between 0 and 365',
  // Tax (src/server/features/tax, shared/contracts/tax.ts).
  CHOOSE_INCOME_TAX_MODE: 'Choose company or individual',
  SSCL_CANCELLED_BEFORE_REGISTERED: 'The SSCL cancellation date cannot be before the registration date',
  SSCL_CANCELLED_NOT_REGISTERED: 'Enter the SSCL registration date before a cancellation date',
  EXPENSE_CODE_CHARACTERS: 'Code may contain only letters, digits, - and _',
  EXPENSE_CODE_TAKEN: 'An expense category with this code already exists',
  EXPENSE_CODE_TAKEN_short: 'Code already in use',
  EXPENSE_CATEGORY_NOT_FOUND: 'Expense category not found',
  EXPENSE_CATEGORY_IN_USE: 'This category has expenses recorded against it and cannot be deleted',
  EXPENSE_INPUT_VAT_ABOVE_AMOUNT: 'Input VAT cannot be more than the amount paid',
  // Input VAT is claimed on a supplier's tax invoice: its VAT number, number and date (GRNs and expenses).
  INPUT_VAT_NEEDS_SUPPLIER_VAT_NUMBER: "Enter the supplier's VAT number: input VAT needs it",
  INPUT_VAT_NEEDS_INVOICE_NUMBER: "Enter the supplier's tax invoice number: input VAT needs it",
  INPUT_VAT_NEEDS_INVOICE_DATE: "Enter the date of the supplier's tax invoice: input VAT needs it",
  INVALID_TAX_PERIOD: 'Enter a period as YYYY-MM or YYYY-Q1 to Q4',
  TAX_PERIOD_NOT_STARTED: 'This period has not started yet',
  TAX_CALCULATION_LOCKED: 'This period has been marked as submitted or paid and can no longer be recalculated',
  TAX_CALCULATION_BUSY: 'This period is being calculated by someone else; try again',
  TAX_CALCULATION_NOT_FOUND: 'Tax calculation not found',
  TAX_CALCULATION_STATUS: 'A {{from}} calculation cannot be marked {{to}}',
  TAX_STATUS_SUBMITTED_OR_PAID: 'Status must be submitted or paid',
  // Reports (src/server/features/reports, shared/contracts/reports.ts).
  REPORT_RANGE_TOO_LONG: 'Choose a range of at most {{days}} days',
  REPORT_RANGE_TOO_LONG_short: 'Range too long',
} as const;

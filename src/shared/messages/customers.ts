/** Customers, loyalty and campaigns (CRM), and the credit book (debtors). */
export const CUSTOMER_MESSAGES = {
  // Customers and loyalty (src/server/features/customers, shared/contracts/customers.ts).
  CUSTOMER_NOT_FOUND: 'Customer not found',
  CUSTOMER_PHONE_TAKEN: 'A customer with this phone number already exists',
  INSUFFICIENT_POINTS: 'Insufficient loyalty points',
  CUSTOMER_POINTS_BALANCE: 'The customer has only {{balance}} points',
  LOYALTY_NOT_ENABLED: 'Loyalty points are not enabled for this business',
  LOYALTY_NOT_ENABLED_short: 'Loyalty is not enabled',
  POINTS_NOT_WHOLE: 'Points must be a whole number',
  POINTS_ZERO: 'Points must not be zero',
  POINTS_OUT_OF_RANGE: 'Points are out of range',
  POINTS_MANUAL_ONLY: 'Only manual adjustments can be recorded here; points are earned and redeemed by sales',
  RATING_RANGE: 'Rating must be between 1 and 5',
  TOO_MANY_TAGS: 'At most 30 tags',
  CHOOSE_CUSTOMER_TYPE: 'Choose a customer type',
  CHOOSE_INTERACTION_TYPE: 'Choose an interaction type',
  TIER_DISCOUNT_RANGE: 'Discount must be between 0 and 100',
  THRESHOLD_TOO_LARGE: 'Threshold is too large',
  POINT_VALUE_TOO_LARGE: 'Point value is too large',
  THRESHOLDS_ORDER: 'Thresholds must increase from silver to gold to platinum',
  // Campaigns (src/server/features/customers/campaigns*).
  CAMPAIGN_NOT_FOUND: 'Campaign not found',
  CHOOSE_CHANNEL: 'Choose a channel',
  CAMPAIGN_EMAIL_ONLY: 'Only e-mail campaigns are sent by the server',
  SMTP_NOT_CONFIGURED: 'E-mail cannot be sent: SMTP not configured.',
  NOTHING_TO_SEND: 'Nothing to send: every recipient was sent the e-mail or opted out.',
  // Debtors (src/server/features/debtors, shared/contracts/debtors.ts).
  DEBTOR_NOT_FOUND: 'Debtor not found',
  DEBTOR_PHONE_TAKEN: 'A debtor with this phone number already exists',
  DEBTOR_STILL_OWES: 'This debtor still owes money. Confirm to delete.',
  DEBT_BELOW_PAID: 'Total debt cannot be less than the amount already paid',
  AMOUNT_ABOVE_DEBT: 'Amount cannot exceed outstanding debt',
  ENTER_VALID_DUE_DATE: 'Please enter a valid due date',
  CHOOSE_PAYMENT_METHOD: 'Choose a payment method',
  // Credit limits (debtors/debtor-credit-sale.service.ts).
  CREDIT_LIMIT_APPROVAL_REQUIRED:
    '{{name}} may owe at most {{limit}} and owes {{balance}}; this sale would make it {{after}} — an admin must approve',
  CREDIT_LIMIT_APPROVAL_REQUIRED_pin: 'An admin must approve a credit sale over the customer’s credit limit',
  CREDIT_LIMIT_ADMIN_ONLY: 'Only an admin can set a credit limit',
} as const;

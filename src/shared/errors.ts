import type { MESSAGES } from './messages';

/**
 * Every error the API answers with, by code: its HTTP status. The code is a key of the message
 * registry (src/shared/messages) — a key's lowercase ending ("IDEMPOTENCY_KEY_REUSED_sale") is an
 * i18next context of the same code, with the same status — so one code has one English text, one
 * Sinhala and one Tamil (the client's `errors` catalogue) and one status. A service throws
 * `new AppError('PRODUCT_NOT_FOUND')` (src/server/lib/app-error.ts); the error handler answers
 * with this status and the registry's text, and the OpenAPI document lists the table.
 *
 * To add an error: its English text in src/shared/messages, its translations in
 * locales/{en,si,ta}/errors.json, and its status here. A code thrown without a status here does
 * not compile.
 */
export const ERROR_STATUS = {
  // 400 Bad Request: a value in the request is wrong or missing
  ADJUSTMENT_BATCH_NOT_TRACKED: 400,
  ADJUSTMENT_WHOLE_UNITS: 400,
  ADJUSTMENT_ZERO: 400,
  AMOUNT_ABOVE_DEBT: 400,
  BAD_URL: 400,
  CAMPAIGN_EMAIL_ONLY: 400,
  CANNOT_DEACTIVATE_SELF: 400,
  CANNOT_DELETE_SELF: 400,
  CHANGE_OWN_PASSWORD_ELSEWHERE: 400,
  CHARACTER_NOT_ALLOWED: 400,
  CHEQUE_NEEDS_CUSTOMER: 400,
  COMMON_PASSWORD: 400,
  CONTENT_LENGTH_MISMATCH: 400,
  CREDIT_NEEDS_CUSTOMER: 400,
  CREDIT_SALE_NOT_POSITIVE: 400,
  DATE_RANGE_ORDER: 400,
  DEBT_BELOW_PAID: 400,
  DENOMINATIONS_DISAGREE: 400,
  DISCOUNT_ONE_LINE_PER_PRODUCT: 400,
  DISCOUNT_TOO_LARGE: 400,
  EMPTY_JSON: 400,
  ENTER_VALID_DATE: 400,
  ENTER_VALID_DUE_DATE: 400,
  FIELD_NOT_POSITIVE: 400,
  FIELD_REQUIRED: 400,
  FORBIDDEN_PROPERTY: 400,
  GRN_INPUT_VAT_ABOVE_TOTAL: 400,
  GRN_MOVED_TO_OTHER_PO: 400,
  GRN_PRODUCT_NOT_ON_PO: 400,
  IDEMPOTENCY_KEY_INVALID: 400,
  IDEMPOTENCY_KEY_REQUIRED: 400,
  IMPORT_COLUMN_REQUIRED: 400,
  IMPORT_COLUMN_TWICE: 400,
  IMPORT_FILE_REQUIRED: 400,
  INSUFFICIENT_POINTS: 400,
  INVALID_JSON: 400,
  INVALID_PHONE: 400,
  INVALID_REQUEST: 400,
  INVALID_VALUE: 400,
  LINE_DISCOUNT_TOO_LARGE: 400,
  LOYALTY_NEEDS_CUSTOMER: 400,
  LOYALTY_NOT_ENABLED: 400,
  NO_MODULES_SELECTED: 400,
  NUMBERS_TOO_LARGE: 400,
  OFFLINE_TIME_WITHOUT_TERMINAL: 400,
  PAYMENTS_MISMATCH: 400,
  PAYMENT_PROOF_REQUIRED: 400,
  POINTS_NOT_WHOLE: 400,
  PRODUCT_IMAGE_REQUIRED: 400,
  QUANTITY_NOT_WHOLE_FOR: 400,
  RECIPIENT_EMAIL_INVALID: 400,
  RECIPIENT_PHONE_INVALID: 400,
  REFUNDS_MISMATCH: 400,
  REPORT_RANGE_TOO_LONG: 400,
  RETURN_FRACTION_NOT_ALLOWED: 400,
  RETURN_LINE_NOT_ON_SALE: 400,
  RETURN_LINE_TWICE: 400,
  SELECT_SUPPLIER: 400,
  SELLING_PRICE_WITH_VAT_ABOVE_MRP: 400,
  STATEMENT_RANGE_INVALID: 400,
  STOCK_REASON_REQUIRED: 400,
  SUPPLIER_PAYMENT_NOT_ALLOCATED: 400,
  TAX_PERIOD_NOT_STARTED: 400,
  TENDERED_TOO_LOW: 400,
  TENDERED_WITHOUT_CASH: 400,
  UNKNOWN_MODULES: 400,
  VALUE_OUT_OF_RANGE: 400,
  // 401 Unauthorized: no valid session or credentials
  INVALID_CREDENTIALS: 401,
  UNAUTHORIZED: 401,
  // 403 Forbidden: this user, role or business may not do it
  ACCOUNT_DEACTIVATED: 403,
  ADJUSTMENT_APPROVAL_REQUIRED: 403,
  BUSINESS_NOT_ACTIVE: 403,
  BUSINESS_SUSPENDED: 403,
  CREDIT_LIMIT_ADMIN_ONLY: 403,
  CREDIT_LIMIT_APPROVAL_REQUIRED: 403,
  CROSS_SITE_REFUSED: 403,
  DISCOUNT_APPROVAL_REQUIRED: 403,
  EXPIRED_BATCH_APPROVAL_REQUIRED: 403,
  FORBIDDEN: 403,
  MODULE_NOT_SUBSCRIBED: 403,
  NO_BUSINESS: 403,
  OWNER_CANNOT_BE_CHANGED: 403,
  OWNER_CANNOT_BE_DELETED: 403,
  OWN_PIN_ONLY: 403,
  RETURN_APPROVAL_REQUIRED: 403,
  SHIFT_NOT_YOURS: 403,
  TERMINAL_ENROL_OWNER_ONLY: 403,
  VOID_APPROVAL_REQUIRED: 403,
  // 404 Not Found: nothing with that id in this business
  ADDON_REQUEST_NOT_FOUND: 404,
  BUSINESS_NOT_FOUND: 404,
  CAMPAIGN_NOT_FOUND: 404,
  CATEGORY_NOT_FOUND: 404,
  CHEQUE_NOT_FOUND: 404,
  CUSTOMER_NOT_FOUND: 404,
  DEBTOR_NOT_FOUND: 404,
  EXPENSE_CATEGORY_NOT_FOUND: 404,
  GRN_NOT_FOUND: 404,
  IMPORT_NOT_FOUND: 404,
  PARKED_SALE_NOT_FOUND: 404,
  PAYMENT_PROOF_NOT_FOUND: 404,
  PRODUCT_IMAGE_NOT_FOUND: 404,
  PRODUCT_NOT_FOUND: 404,
  PURCHASE_ORDER_NOT_FOUND: 404,
  REMINDER_NOT_FOUND: 404,
  RETURN_NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  SALE_EXCEPTION_NOT_FOUND: 404,
  SALE_NOT_FOUND: 404,
  SHARE_LINK_NOT_FOUND: 404,
  SHIFT_NOT_FOUND: 404,
  STOCKTAKE_NOT_FOUND: 404,
  SUPPLIER_NOT_FOUND: 404,
  TAX_CALCULATION_NOT_FOUND: 404,
  TAX_INVOICE_NOT_FOUND: 404,
  TERMINAL_NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  // 409 Conflict: the record is not in a state that allows it
  ADDON_ALREADY_DECIDED: 409,
  ADDON_NEEDS_ACTIVE_BUSINESS: 409,
  ADDON_PENDING: 409,
  ADJUSTMENT_BATCH_SHORT: 409,
  ADJUSTMENT_BELOW_ZERO: 409,
  ALREADY_IN_BUSINESS: 409,
  APPLICATION_PENDING: 409,
  BACKUPS_OFF: 409,
  BACKUP_RUNNING: 409,
  BARCODE_TAKEN: 409,
  BUSINESS_NOT_AWAITING_APPROVAL: 409,
  CASHIER_LIMIT: 409,
  CATEGORY_NAME_TAKEN: 409,
  CHEQUE_ALREADY: 409,
  CHEQUE_DEPOSIT_FIRST: 409,
  CHEQUE_FINAL: 409,
  CUSTOMER_PHONE_TAKEN: 409,
  DEBTOR_PHONE_TAKEN: 409,
  DEBTOR_STILL_OWES: 409,
  EMAIL_TAKEN: 409,
  EXPENSE_CATEGORY_IN_USE: 409,
  EXPENSE_CODE_TAKEN: 409,
  GRN_BELOW_PAID: 409,
  GRN_PAID_DELETE: 409,
  GRN_PAID_STAYS_ON_CREDIT: 409,
  GRN_REVERSE_BELOW_ZERO: 409,
  IMPORT_COMMITTED: 409,
  IMPORT_NOT_READY: 409,
  INSUFFICIENT_STOCK_FOR: 409,
  INVOICE_NUMBER_USED: 409,
  NOTHING_TO_SEND: 409,
  NO_ACTIVE_SUBSCRIPTION: 409,
  NO_SUBSCRIPTION_AWAITING: 409,
  OPEN_SHIFT_FOR_CASH_BACK: 409,
  PO_HAS_GRNS: 409,
  PO_ITEMS_LOCKED: 409,
  PO_NOT_APPROVED: 409,
  REACTIVATE_NEEDS_SUSPENDED: 409,
  RECORD_EXISTS: 409,
  REMINDER_NOT_PREPARED: 409,
  REQUEST_IN_PROGRESS: 409,
  RETURN_EXCEEDS_SOLD: 409,
  RETURN_SALE_RETURNED: 409,
  RETURN_SALE_VOID: 409,
  SALE_ALREADY_VOID: 409,
  SALE_EXCEPTION_RESOLVED: 409,
  SALE_IN_PROGRESS: 409,
  SCALE_CODE_TAKEN: 409,
  SHIFT_ALREADY_OPEN: 409,
  SHIFT_CLOSED: 409,
  SKU_TAKEN: 409,
  SMTP_NOT_CONFIGURED: 409,
  STOCKTAKE_CLOSED: 409,
  SUPPLIER_HAS_ORDERS: 409,
  SUPPLIER_PAYMENT_GRN_NOT_ON_CREDIT: 409,
  SUPPLIER_PAYMENT_OVER_BALANCE: 409,
  SUPPLIER_PAYMENT_OVER_GRN: 409,
  SUSPEND_NEEDS_ACTIVE: 409,
  TAX_CALCULATION_BUSY: 409,
  TAX_CALCULATION_LOCKED: 409,
  TAX_CALCULATION_STATUS: 409,
  TAX_INVOICE_ALREADY_ISSUED: 409,
  TERMINAL_CODE_TAKEN: 409,
  TERMINAL_ENROL_NEEDS_CONFIRMATION: 409,
  TERMINAL_LIMIT_REACHED: 409,
  TERMINAL_OTHER_DEVICE: 409,
  TERMINAL_RETIRED: 409,
  VOID_CHEQUE_HANDLED: 409,
  VOID_DAY_OVER: 409,
  VOID_HAS_RETURNS: 409,
  VOID_SHIFT_CLOSED: 409,
  // 413 Payload Too Large
  IMPORT_TOO_LARGE: 413,
  PAYLOAD_TOO_LARGE: 413,
  PAYMENT_PROOF_TOO_LARGE: 413,
  PRODUCT_IMAGE_TOO_LARGE: 413,
  PRODUCT_IMAGE_TOO_MANY_PIXELS: 413,
  // 414 URI Too Long
  URL_PARAM_TOO_LONG: 414,
  // 415 Unsupported Media Type
  IMPORT_FILE_TYPE: 415,
  PAYMENT_PROOF_TYPE: 415,
  PRODUCT_IMAGE_TYPE: 415,
  PRODUCT_IMAGE_UNREADABLE: 415,
  UNSUPPORTED_MEDIA_TYPE: 415,
  // 422 Unprocessable: well-formed, but a business rule refuses it
  ABOVE_MRP: 422,
  CREDIT_REFUND_NO_CUSTOMER: 422,
  CREDIT_REFUND_TOO_HIGH: 422,
  GRN_SUPPLIER_UNREGISTERED: 422,
  IDEMPOTENCY_KEY_REUSED: 422,
  IMPORT_EMPTY: 422,
  IMPORT_TOO_MANY_ROWS: 422,
  IMPORT_UNREADABLE: 422,
  LANKAQR_BAD_CRC: 422,
  LANKAQR_MALFORMED: 422,
  LANKAQR_NOT_EMV: 422,
  LANKAQR_NOT_LK: 422,
  LANKAQR_NOT_LKR: 422,
  LANKAQR_NO_MERCHANT_CITY: 422,
  LANKAQR_NO_MERCHANT_NAME: 422,
  OFFLINE_TIME_IN_FUTURE: 422,
  OFFLINE_TIME_TOO_OLD: 422,
  SHIFT_CLOSED_BEFORE_OPENED: 422,
  SOLD_AT_IN_FUTURE: 422,
  SOLD_AT_TOO_OLD: 422,
  STOCKTAKE_CODE_UNKNOWN: 422,
  STOCKTAKE_NOTHING_COUNTED: 422,
  STOCKTAKE_OUT_OF_SCOPE: 422,
  STOCKTAKE_QUANTITY_NEEDED: 422,
  VAT_NOT_REGISTERED: 422,
  // 429 Too Many Requests: wait for Retry-After
  RATE_LIMITED: 429,
  TOO_MANY_ATTEMPTS: 429,
  // 500: a fault of the server, never of the request
  INTERNAL: 500,
  // 503 Service Unavailable: the database is busy or away; retry after Retry-After
  DATABASE_BUSY: 503,
  DATABASE_UNAVAILABLE: 503,
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<string, ErrorStatus>;

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 414 | 415 | 422 | 429 | 500 | 503;
export type ErrorCode = keyof typeof ERROR_STATUS;

type LowerLetter =
  | 'a'
  | 'b'
  | 'c'
  | 'd'
  | 'e'
  | 'f'
  | 'g'
  | 'h'
  | 'i'
  | 'j'
  | 'k'
  | 'l'
  | 'm'
  | 'n'
  | 'o'
  | 'p'
  | 'q'
  | 'r'
  | 's'
  | 't'
  | 'u'
  | 'v'
  | 'w'
  | 'x'
  | 'y'
  | 'z';
/** The code a registry key stands for: the key less its lowercase context ending (as splitKey does). */
export type CodeOf<K extends string> = K extends `${infer Head}_${infer Tail}`
  ? Tail extends `${LowerLetter}${string}`
    ? Tail extends `${string}_${string}`
      ? `${Head}_${CodeOf<Tail>}`
      : Head
    : `${Head}_${CodeOf<Tail>}`
  : K;

type MessageKey = keyof typeof MESSAGES;
/** The registry keys a service may throw: those whose code has a status in ERROR_STATUS. */
export type ErrorKey = { [K in MessageKey]: CodeOf<K> extends ErrorCode ? K : never }[MessageKey];

type VarsOf<S extends string> = S extends `${string}{{${infer V}}}${infer Rest}` ? V | VarsOf<Rest> : never;
/** The variables a key's English text needs ("Insufficient stock for {{name}}" → { name }). */
export type ErrorParams<K extends ErrorKey> = Record<VarsOf<(typeof MESSAGES)[K]>, string>;

export type FieldErrors = Record<string, string[]>;

/** A message's code and its variables ({{name}} → value; `context` picks an i18next variant). */
export interface ErrorRef {
  code: string;
  params?: Record<string, string>;
}

/**
 * `{ message, code, params?, fieldErrors?, fieldCodes? }`: `message` is the specified English
 * text, `code` its registered code (the `errors` namespace's key), `params` the text's variables;
 * `fieldCodes` gives, field by field, the code of each of `fieldErrors`' messages in the same order.
 */
export interface ErrorBody {
  message: string;
  code: string;
  params?: Record<string, string>;
  fieldErrors?: FieldErrors;
  fieldCodes?: Record<string, ErrorRef[]>;
}

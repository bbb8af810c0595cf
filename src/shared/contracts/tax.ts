import { z } from 'zod';
import { parseTaxPeriod } from '../domain/tax-period';
import { MAX_AMOUNT } from '../domain/bounds';
import { decimalInput, moneyBound, nameInput } from './common';
import { says, type Said } from '../messages/zod-refs';
export * from './tax-paths';

export const TAX_MESSAGES = {
  expenseRecorded: 'Expense recorded successfully',
  expenseFailed: 'Failed to record expense',
  calculationDone: 'Tax calculation completed successfully',
  calculationFailed: 'Tax calculation failed',
  exportDone: 'Report exported successfully',
  exportFailed: 'Export failed',
  noAlerts: 'No exceptions detected. Your tax calculations appear to be accurate.',
  invalidPeriod: 'Enter a period as YYYY-MM or YYYY-Q1 to Q4',
  categoryInUse: 'This category has expenses recorded against it and cannot be deleted',
  calculationLocked: 'This period has been marked as submitted or paid and can no longer be recalculated',
} as const;

export const TAX_CALCULATION_STATUSES = ['draft', 'calculated', 'submitted', 'paid'] as const;
export const INCOME_TAX_MODES = ['company', 'individual'] as const;
export const EXPORT_FORMATS = ['pdf', 'csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const optionalText = (max: number) => z.preprocess(blank, z.string().trim().max(max).nullish());

export const DATE_ONLY_RE = /^\d{4}-\d{2}-\d{2}$/;
const validDateOnly = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};
export const dateOnly = (message: Said) => z.string(message).trim().regex(DATE_ONLY_RE, message).refine(validDateOnly, message);
const optionalDateOnly = (message: Said) => z.preprocess(blank, dateOnly(message).nullish());

const percent = (label: string, max = 100) =>
  decimalInput({ places: 2, message: says('FIELD_REQUIRED', { label }) }).pipe(
    z.number().min(0, says('FIELD_NEGATIVE', { label })).max(max, says('FIELD_TOO_LARGE_percent', { label, max })),
  );
const money = (label: string) =>
  decimalInput({ places: 2, message: says('FIELD_REQUIRED', { label }) }).pipe(
    z.number().gt(0, says('FIELD_NOT_POSITIVE', { label })).max(MAX_AMOUNT, moneyBound(label, MAX_AMOUNT)),
  );

// ---------------------------------------------------------------- configuration

/** A refinement of the SSCL dates runs whenever both parsed, so the form shows it with the other fields' errors. */
const ssclDatesParsed = (payload: { value: unknown; issues: { path?: PropertyKey[] }[] }) =>
  typeof payload.value === 'object' &&
  payload.value !== null &&
  !payload.issues.some((i) => !i.path?.length || i.path[0] === 'ssclRegisteredFrom' || i.path[0] === 'ssclCancelledFrom');

export const TaxConfigurationInput = z
  .object({
    vatRate: percent('VAT rate'),
    nbtRate: percent('NBT rate'),
    ssclRate: percent('SSCL rate'),
    ssclLiableShare: percent('SSCL liable share'),
    vatRegistered: z.boolean().default(false),
    /** Shelf prices include VAT (the default: consumer prices and MRPs in Sri Lanka do). */
    pricesIncludeVat: z.boolean().default(true),
    tin: optionalText(40),
    vatNumber: optionalText(40),
    annualVatThreshold: money('Annual VAT threshold'),
    quarterlyVatThreshold: money('Quarterly VAT threshold'),
    incomeTaxMode: z.enum(INCOME_TAX_MODES, says('CHOOSE_INCOME_TAX_MODE')),
    companyIncomeTaxRate: percent('Company income tax rate'),
    effectiveFrom: optionalDateOnly(says('ENTER_VALID_DATE')),
    /** SSCL registration: liable from this date until the cancellation date (absent: not registered). */
    ssclRegisteredFrom: optionalDateOnly(says('ENTER_VALID_DATE')),
    ssclCancelledFrom: optionalDateOnly(says('ENTER_VALID_DATE')),
    /** The SSCL registration thresholds in force from effectiveFrom (absent: LKR 15M a quarter, 60M for four). */
    ssclQuarterlyThreshold: z.preprocess(blank, money('Quarterly SSCL threshold').nullish()),
    ssclAnnualThreshold: z.preprocess(blank, money('Annual SSCL threshold').nullish()),
  })
  // A cancellation ends a registration: it needs one, and cannot come before it (the same day may).
  .refine((c) => !c.ssclCancelledFrom || c.ssclRegisteredFrom != null, {
    path: ['ssclCancelledFrom'],
    ...says('SSCL_CANCELLED_NOT_REGISTERED'),
    when: ssclDatesParsed,
  })
  .refine((c) => !c.ssclCancelledFrom || !c.ssclRegisteredFrom || c.ssclCancelledFrom >= c.ssclRegisteredFrom, {
    path: ['ssclCancelledFrom'],
    ...says('SSCL_CANCELLED_BEFORE_REGISTERED'),
    when: ssclDatesParsed,
  });
export type TaxConfigurationInput = z.input<typeof TaxConfigurationInput>;

export const TaxConfiguration = z.object({
  /** null: no configuration saved yet, the seeded defaults apply. */
  id: z.number().nullable(),
  effectiveFrom: z.string().nullable(),
  vatRate: z.number(),
  nbtRate: z.number(),
  ssclRate: z.number(),
  ssclLiableShare: z.number(),
  vatRegistered: z.boolean(),
  pricesIncludeVat: z.boolean(),
  tin: z.string().nullable(),
  vatNumber: z.string().nullable(),
  annualVatThreshold: z.number(),
  quarterlyVatThreshold: z.number(),
  incomeTaxMode: z.enum(INCOME_TAX_MODES),
  companyIncomeTaxRate: z.number(),
  ssclRegisteredFrom: z.string().nullable(),
  ssclCancelledFrom: z.string().nullable(),
  ssclQuarterlyThreshold: z.number(),
  ssclAnnualThreshold: z.number(),
  createdAt: z.string().nullable(),
});
export type TaxConfiguration = z.infer<typeof TaxConfiguration>;

export const TaxConfigurationResponse = TaxConfiguration.extend({ history: z.array(TaxConfiguration) });
export type TaxConfigurationResponse = z.infer<typeof TaxConfigurationResponse>;

// ---------------------------------------------------------------- expense categories and expenses

export const ExpenseCategoryInput = z.object({
  name: nameInput('Category name', 100),
  code: z
    .string(says('FIELD_REQUIRED', { label: 'Code' }))
    .trim()
    .toUpperCase()
    .min(1, says('FIELD_REQUIRED', { label: 'Code' }))
    .max(12, says('FIELD_TOO_LONG', { label: 'Code', max: '12' }))
    .regex(/^[A-Z0-9_-]+$/, says('EXPENSE_CODE_CHARACTERS')),
  description: optionalText(500),
  taxDeductible: z.boolean().default(true),
});
export type ExpenseCategoryInput = z.input<typeof ExpenseCategoryInput>;

export const ExpenseCategory = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  description: z.string().nullable(),
  taxDeductible: z.boolean(),
});
export type ExpenseCategory = z.infer<typeof ExpenseCategory>;

export const TAX_INPUT_VAT_MESSAGES = {
  expenseAboveAmount: 'Input VAT cannot be more than the amount paid',
} as const;

export const ExpenseInput = z
  .object({
    amount: decimalInput({ places: 2, message: says('FIELD_REQUIRED', { label: 'Amount' }) }).pipe(
      z
        .number()
        .gt(0, says('FIELD_NOT_POSITIVE', { label: 'Amount' }))
        .max(MAX_AMOUNT, moneyBound('Amount', MAX_AMOUNT)),
    ),
    categoryId: z.preprocess(
      (v) => (v === '' || v == null ? undefined : v),
      z.coerce
        .number(says('FIELD_REQUIRED', { label: 'Category' }))
        .int()
        .positive(says('FIELD_REQUIRED', { label: 'Category' })),
    ),
    /** The VAT on a registered supplier's tax invoice, part of the amount (claimable input VAT); absent = 0. */
    inputVat: z.preprocess(
      (v) => (v === '' || v == null ? 0 : v),
      decimalInput({ places: 2, message: says('FIELD_NOT_A_NUMBER', { label: 'Input VAT' }) }).pipe(
        z
          .number()
          .min(0, says('FIELD_MIN_ZERO', { label: 'Input VAT' }))
          .max(MAX_AMOUNT, moneyBound('Input VAT', MAX_AMOUNT)),
      ),
    ),
    /** The supplier's tax invoice behind the input VAT: an amount needs all three (input-vat.ts). */
    supplierVatNumber: optionalText(40),
    supplierInvoiceNumber: optionalText(60),
    supplierInvoiceDate: optionalDateOnly(says('ENTER_VALID_DATE')),
    description: optionalText(500),
    /** 'YYYY-MM-DD' (a day in the business's time zone) or a full ISO date-time; absent = now. */
    date: z.preprocess(
      blank,
      z
        .string()
        .trim()
        .refine(
          (v) => (DATE_ONLY_RE.test(v) ? validDateOnly(v) : !Number.isNaN(new Date(v).getTime()) && /^\d{4}-\d{2}-\d{2}T/.test(v)),
          says('ENTER_VALID_DATE'),
        )
        .nullish(),
    ),
  })
  .refine((e) => e.inputVat <= e.amount, { path: ['inputVat'], ...says('EXPENSE_INPUT_VAT_ABOVE_AMOUNT') });
export type ExpenseInput = z.input<typeof ExpenseInput>;

export const Expense = z.object({
  id: z.number(),
  categoryId: z.number(),
  categoryName: z.string(),
  categoryCode: z.string(),
  taxDeductible: z.boolean(),
  amount: z.number(),
  inputVat: z.number(),
  supplierVatNumber: z.string().nullable(),
  supplierInvoiceNumber: z.string().nullable(),
  supplierInvoiceDate: z.string().nullable(),
  description: z.string().nullable(),
  date: z.string(),
  createdAt: z.string(),
});
export type Expense = z.infer<typeof Expense>;

export const DateRangeQuery = z.object({
  from: optionalDateOnly(says('DATE_FIELD_FORMAT', { field: 'from' })),
  to: optionalDateOnly(says('DATE_FIELD_FORMAT', { field: 'to' })),
});

// ---------------------------------------------------------------- calculations

export const periodText = z
  .string(says('INVALID_TAX_PERIOD'))
  .trim()
  .refine((v) => {
    try {
      parseTaxPeriod(v);
      return true;
    } catch {
      return false;
    }
  }, says('INVALID_TAX_PERIOD'))
  .transform((v) => v.toUpperCase());

export const CalculateInput = z.object({ period: periodText });
export type CalculateInput = z.input<typeof CalculateInput>;

export const CalculationStatusInput = z.object({
  status: z.enum(['submitted', 'paid'], says('TAX_STATUS_SUBMITTED_OR_PAID')),
});

export const TaxCalculation = z.object({
  id: z.number(),
  period: z.string(),
  periodLabel: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  status: z.enum(TAX_CALCULATION_STATUSES),
  /** VAT payable + NBT + SSCL + income tax. */
  totalTax: z.number(),
  /** The VAT payable for the period (= vatPayable; kept for the answer's original shape). */
  vatAmount: z.number(),
  /** Σ the VAT charged on the period's sales. */
  outputVat: z.number(),
  /** Σ the VAT on registered suppliers' tax invoices: GRNs received and expenses dated in the period. */
  inputVat: z.number(),
  /** The credit carried forward by the latest calculation that ended before this period began. */
  vatCreditBroughtForward: z.number(),
  /** output − input − credit brought forward, never negative. */
  vatPayable: z.number(),
  /** What input VAT and the credit brought forward exceed output VAT by: carried to the next period. */
  vatCreditCarriedForward: z.number(),
  /** Revenue less exempt sales (zero-rated count); exemptTurnover is the exempt lines' share. */
  taxableTurnover: z.number(),
  exemptTurnover: z.number(),
  /**
   * Whether SSCL is charged. Since migration 0050 it follows the shop's SSCL registration (ssclReason
   * 'not_registered' when the period is not covered); a calculation stored before compared the
   * period's turnover with ssclThreshold ('below_threshold'). ssclNote is the English sentence the
   * tax report prints.
   */
  ssclApplies: z.boolean(),
  ssclThreshold: z.number().nullable(),
  ssclReason: z.enum(['not_registered', 'below_threshold']).nullable(),
  ssclNote: z.string().nullable(),
  /** The levy's turnover (revenue less Part IB exempt sales); null for a calculation stored before migration 0050. */
  ssclTurnover: z.number().nullable(),
  nbtAmount: z.number(),
  ssclAmount: z.number(),
  incomeTaxAmount: z.number(),
  revenue: z.number(),
  expenses: z.number(),
  /** Deductible expenses without the input VAT claimed on them. */
  deductibleExpenses: z.number(),
  /** Deducted from taxable income since migration 0050 (0 in earlier calculations). */
  costOfGoodsSold: z.number(),
  /** Revenue − cost of goods sold − deductible expenses. */
  taxableIncome: z.number(),
  salesCount: z.number(),
  vatRate: z.number(),
  nbtRate: z.number(),
  ssclRate: z.number(),
  ssclLiableShare: z.number(),
  incomeTaxMode: z.enum(INCOME_TAX_MODES),
  /** The flat company rate used; null for individual slabs. */
  incomeTaxRate: z.number().nullable(),
  calculatedAt: z.string(),
});
export type TaxCalculation = z.infer<typeof TaxCalculation>;

// ---------------------------------------------------------------- panel data

/** An exception alert: a code and its parameters, which the client words in the user's language (never a sentence). */
export const TaxAlert = z.object({
  code: z.string(),
  severity: z.enum(['alert', 'warning', 'info']),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
});
export type TaxAlert = z.infer<typeof TaxAlert>;

export const AuditRow = z.object({
  id: z.number(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  timestamp: z.string(),
  userId: z.string().nullable(),
  userName: z.string().nullable(),
});
export type AuditRow = z.infer<typeof AuditRow>;

export const TaxPanelData = z.object({
  range: z.object({ from: z.string(), to: z.string() }),
  snapshot: z.object({
    totalRevenue: z.number(),
    /** Σ of the sold lines' cost (buying price when sold); grossProfit = totalRevenue − costOfGoodsSold. */
    costOfGoodsSold: z.number(),
    grossProfit: z.number(),
    /** netProfit = totalRevenue − costOfGoodsSold − totalExpenses. */
    totalExpenses: z.number(),
    transactionCount: z.number(),
    netProfit: z.number(),
    profitMargin: z.number(),
    /** The range's VAT: output (sales), input (GRNs received and expenses), payable and the excess credit, before any credit brought forward. */
    outputVat: z.number(),
    inputVat: z.number(),
    /** Input VAT reversed by debit notes to suppliers dated in the range (already taken off inputVat); absent when none. */
    debitNoteInputVat: z.number().optional(),
    vatPayable: z.number(),
    vatCreditCarriedForward: z.number(),
    /** Revenue less the exempt lines (zero-rated count), and the exempt lines. */
    taxableTurnover: z.number(),
    exemptTurnover: z.number(),
  }),
  calculations: z.array(TaxCalculation),
  expenseCategories: z.array(ExpenseCategory),
  exceptionAlerts: z.array(TaxAlert),
  auditTrail: z.array(AuditRow),
  configuration: TaxConfiguration,
});
export type TaxPanelData = z.infer<typeof TaxPanelData>;

/**
 * What an audit entry says happened: the last part of its action code ('product.create' → create).
 * The Audit tab filters and names entries by it, in the reader's language.
 */
export const AUDIT_VERBS = [
  'create',
  'update',
  'delete',
  'approved',
  'approve',
  'reject',
  'suspend',
  'reactivate',
  'send',
  'sent',
  'send_requested',
  'exceeded',
  'loyalty_adjust',
  'return_applied',
  'sale_applied',
  'credit_return',
  'payment',
  'open',
  'close',
  'commit',
  'start',
  'access',
  'remove',
  'settings',
  'adjust',
  'cancel',
  'post',
  'addon_request',
  'addon_approve',
  'addon_reject',
  'issue',
  'print',
  'enrol',
  'password_reset',
  'stock',
  'submitted',
  'paid',
  'recalculate',
  'pending',
  'deposited',
  'cleared',
  'bounced',
  'cash_in',
  'cash_out',
  'delete_with_balance',
  'set',
  'replace',
  'create_from_sale',
  'charge_sale',
  'create_from_cheque',
  'charge_cheque',
  'reset',
  'save',
  'apply',
  'reapply',
  'manager_pin_set',
  'manager_pin_removed',
  'deactivate',
] as const;
export type AuditVerb = (typeof AUDIT_VERBS)[number];

export const AuditQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  action: optionalText(100),
  /** Entries whose action ends with this verb, whatever they happened to. */
  verb: z.enum(AUDIT_VERBS).optional(),
  entityType: optionalText(100),
  from: optionalDateOnly(says('DATE_FIELD_FORMAT', { field: 'from' })),
  to: optionalDateOnly(says('DATE_FIELD_FORMAT', { field: 'to' })),
});
export type AuditQuery = z.input<typeof AuditQuery>;

export const AuditPage = z.object({
  items: z.array(AuditRow),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AuditPage = z.infer<typeof AuditPage>;

export const ExportInput = z.object({
  format: z.enum(EXPORT_FORMATS, says('EXPORT_FORMAT')),
  period: periodText,
});
export type ExportInput = z.input<typeof ExportInput>;

export const exportFileName = (period: string, format: ExportFormat) => `tax-report-${period}.${format}`;

export const TaxInvoiceProfile = z.object({
  vatRegistered: z.boolean(),
  tin: z.string().nullable(),
  vatNumber: z.string().nullable(),
  vatRate: z.number(),
  nbtRate: z.number(),
  /** 'TAX INVOICE' for a VAT-registered business, otherwise 'INVOICE'. */
  documentTitle: z.enum(['TAX INVOICE', 'INVOICE']),
});
export type TaxInvoiceProfile = z.infer<typeof TaxInvoiceProfile>;

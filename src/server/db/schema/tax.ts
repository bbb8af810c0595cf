import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { tenantKey } from './businesses';
import { basisPoints, cents, sameBusinessForeignKey } from './columns';

/**
 * Effective-dated tax configuration: never updated, a change inserts a new row. The row in force
 * on a date is the latest with effective_from ≤ that date (ties: the newest id).
 */
export const taxConfigurations = pgTable(
  'tax_configurations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: tenantKey(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    vatRateBp: basisPoints('vat_rate_bp').notNull(),
    nbtRateBp: basisPoints('nbt_rate_bp').notNull(),
    ssclRateBp: basisPoints('sscl_rate_bp').notNull(),
    ssclLiableShareBp: basisPoints('sscl_liable_share_bp').notNull(),
    vatRegistered: boolean('vat_registered').notNull().default(false),
    /** Shelf prices include VAT (migration 0022; on for every business): VAT is the part at rate / (100 + rate). */
    pricesIncludeVat: boolean('prices_include_vat').notNull().default(true),
    tin: text('tin'),
    vatNumber: text('vat_number'),
    annualVatThresholdCents: cents('annual_vat_threshold_cents').notNull(),
    quarterlyVatThresholdCents: cents('quarterly_vat_threshold_cents').notNull(),
    incomeTaxMode: text('income_tax_mode', { enum: ['company', 'individual'] }).notNull(),
    companyIncomeTaxRateBp: basisPoints('company_income_tax_rate_bp').notNull(),
    /** SSCL registration (migration 0050): liable from the first date until the cancellation date; null: not registered. */
    ssclRegisteredFrom: date('sscl_registered_from', { mode: 'string' }),
    ssclCancelledFrom: date('sscl_cancelled_from', { mode: 'string' }),
    /** The turnover above which SSCL registration is due: a quarter, or four quarters together. */
    ssclQuarterlyThresholdCents: cents('sscl_quarterly_threshold_cents').notNull().default(1_500_000_000),
    ssclAnnualThresholdCents: cents('sscl_annual_threshold_cents').notNull().default(6_000_000_000),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tax_configurations_business_effective_idx').on(t.businessId, t.effectiveFrom, t.id),
    check('tax_configurations_income_tax_mode_check', sql`${t.incomeTaxMode} in ('company','individual')`),
    check(
      'tax_configurations_rates_check',
      sql`${t.vatRateBp} >= 0 and ${t.nbtRateBp} >= 0 and ${t.ssclRateBp} >= 0 and ${t.ssclLiableShareBp} between 0 and 10000 and ${t.companyIncomeTaxRateBp} >= 0`,
    ),
  ],
);

export const expenseCategories = pgTable(
  'expense_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: tenantKey(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    description: text('description'),
    taxDeductible: boolean('tax_deductible').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('expense_categories_business_id_key').on(t.businessId, t.id),
    uniqueIndex('expense_categories_business_code_key').on(t.businessId, t.code),
  ],
);

/** Money out of the business that is not a stock purchase through procurement: expenses. */
export const financialTransactions = pgTable(
  'financial_transactions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: tenantKey(),
    type: text('type', { enum: ['expense'] })
      .notNull()
      .default('expense'),
    categoryId: integer('category_id').notNull(),
    amountCents: cents('amount_cents').notNull(),
    /** The VAT on a registered supplier's tax invoice, part of the amount (migration 0024). */
    inputVatCents: cents('input_vat_cents').notNull().default(0),
    /** The supplier's VAT number and tax invoice behind the input VAT (migration 0050; required with an amount since). */
    supplierVatNumber: text('supplier_vat_number'),
    supplierInvoiceNumber: text('supplier_invoice_number'),
    supplierInvoiceDate: date('supplier_invoice_date', { mode: 'string' }),
    description: text('description'),
    transactionDate: timestamp('transaction_date', { withTimezone: true }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    sameBusinessForeignKey('financial_transactions_category_fk', [t.businessId, t.categoryId], expenseCategories),
    index('financial_transactions_business_date_idx').on(t.businessId, t.transactionDate),
    index('financial_transactions_business_category_idx').on(t.businessId, t.categoryId),
    check('financial_transactions_type_check', sql`${t.type} in ('expense')`),
    check('financial_transactions_amount_check', sql`${t.amountCents} > 0`),
    check('financial_transactions_input_vat_check', sql`${t.inputVatCents} >= 0 and ${t.inputVatCents} <= ${t.amountCents}`),
  ],
);

/** One calculation per (business, period); it keeps the rates it used, so later changes never alter it. */
export const taxCalculations = pgTable(
  'tax_calculations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: tenantKey(),
    period: text('period').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['draft', 'calculated', 'submitted', 'paid'] }).notNull(),
    configurationId: integer('configuration_id'),
    revenueCents: cents('revenue_cents').notNull(),
    /** Output VAT: the VAT charged on the period's sales. */
    vatCents: cents('vat_cents').notNull(),
    /** Migration 0024: input VAT, the credit brought forward, VAT payable and the credit carried forward. */
    inputVatCents: cents('input_vat_cents').notNull().default(0),
    vatCreditBroughtForwardCents: cents('vat_credit_brought_forward_cents').notNull().default(0),
    vatPayableCents: cents('vat_payable_cents').notNull().default(0),
    vatCreditCarriedForwardCents: cents('vat_credit_carried_forward_cents').notNull().default(0),
    taxableTurnoverCents: cents('taxable_turnover_cents').notNull().default(0),
    exemptTurnoverCents: cents('exempt_turnover_cents').notNull().default(0),
    /** SSCL is charged only above its threshold (null: calculated before migration 0024, when it always was). */
    ssclApplies: boolean('sscl_applies').notNull().default(true),
    ssclThresholdCents: cents('sscl_threshold_cents'),
    nbtCents: cents('nbt_cents').notNull(),
    ssclCents: cents('sscl_cents').notNull(),
    expensesCents: cents('expenses_cents').notNull(),
    deductibleExpensesCents: cents('deductible_expenses_cents').notNull(),
    /** Deducted from taxable income since migration 0050 (0 before: those calculations did not). */
    costOfGoodsSoldCents: cents('cost_of_goods_sold_cents').notNull().default(0),
    /** The levy's turnover for a registered period (null: stored when SSCL followed a threshold). */
    ssclTurnoverCents: cents('sscl_turnover_cents'),
    taxableIncomeCents: cents('taxable_income_cents').notNull(),
    incomeTaxCents: cents('income_tax_cents').notNull(),
    totalTaxCents: cents('total_tax_cents').notNull(),
    salesCount: integer('sales_count').notNull().default(0),
    vatRateBp: basisPoints('vat_rate_bp').notNull(),
    nbtRateBp: basisPoints('nbt_rate_bp').notNull(),
    ssclRateBp: basisPoints('sscl_rate_bp').notNull(),
    ssclLiableShareBp: basisPoints('sscl_liable_share_bp').notNull(),
    incomeTaxMode: text('income_tax_mode', { enum: ['company', 'individual'] }).notNull(),
    incomeTaxRateBp: basisPoints('income_tax_rate_bp'),
    calculatedBy: uuid('calculated_by').references(() => users.id, { onDelete: 'set null' }),
    calculatedAt: timestamp('calculated_at', { withTimezone: true }).notNull().defaultNow(),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('tax_calculations_business_period_key').on(t.businessId, t.period),
    index('tax_calculations_business_start_idx').on(t.businessId, t.periodStart),
    check('tax_calculations_status_check', sql`${t.status} in ('draft','calculated','submitted','paid')`),
    check('tax_calculations_vat_payable_check', sql`${t.vatPayableCents} >= 0 and ${t.vatCreditCarriedForwardCents} >= 0`),
  ],
);

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BusinessIdParams, IdParam } from '#shared/contracts/common';
import {
  AuditPage,
  AuditQuery,
  CalculateInput,
  CalculationStatusInput,
  DateRangeQuery,
  Expense,
  ExpenseCategory,
  ExpenseCategoryInput,
  ExpenseInput,
  ExportInput,
  TaxCalculation,
  TaxConfigurationInput,
  TaxConfigurationResponse,
  TaxInvoiceProfile,
  TaxPanelData,
} from '#shared/contracts/tax';
import { fromBasisPoints } from '#shared/domain/money';
import { idempotent } from '#server/lib/idempotency';
import { getTenant } from '#server/plugins/access';
import { exportReport } from './tax-export.service';
import { createExpenseCategory, deleteExpenseCategory, listExpenseCategories, updateExpenseCategory } from './expense-categories.service';
import { listExpenses, recordExpense } from './expenses.service';
import { getAuditPage } from './tax-audit.service';
import { calculate, setCalculationStatus } from './tax-calculations.service';
import { getConfiguration, getTaxInvoiceProfile, saveConfiguration } from './tax-configuration.service';
import { getPanelData } from './tax-panel.service';
import { TAX_ROUTES } from '#shared/contracts/tax-paths';

/** Everything in the tax panel is an admin's job, for a business subscribed to the Tax module. */
const access = { kind: 'business', permission: 'business:manage', module: 'tax' } as const;
/** The panel's figures and exports may be a few seconds stale: read from the replica when one is fresh. */
const stale = { access, readReplica: true } as const;
const EntityParams = z.object({ businessId: IdParam, id: IdParam });

/**
 * The audit trail is read here (GET /api/tax/audit/:businessId) and exported; there is deliberately
 * no route that updates or deletes it (tax.test.ts checks that).
 */
export const taxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    TAX_ROUTES.configuration,
    { config: { access }, schema: { params: BusinessIdParams, response: { 200: TaxConfigurationResponse } } },
    async (req) => getConfiguration(app.db, getTenant(req).businessId),
  );

  app.put(
    TAX_ROUTES.configuration,
    { config: { access }, schema: { params: BusinessIdParams, body: TaxConfigurationInput, response: { 200: TaxConfigurationResponse } } },
    async (req) => saveConfiguration(app.db, getTenant(req), req.body),
  );

  app.get(
    TAX_ROUTES.expenseCategories,
    { config: { access }, schema: { params: BusinessIdParams, response: { 200: z.array(ExpenseCategory) } } },
    async (req) => listExpenseCategories(app.db, getTenant(req).businessId),
  );

  app.post(
    TAX_ROUTES.expenseCategories,
    { config: { access }, schema: { params: BusinessIdParams, body: ExpenseCategoryInput, response: { 201: ExpenseCategory } } },
    async (req, reply) => reply.code(201).send(await createExpenseCategory(app.db, getTenant(req), req.body)),
  );

  app.put(
    TAX_ROUTES.expenseCategory,
    { config: { access }, schema: { params: EntityParams, body: ExpenseCategoryInput, response: { 200: ExpenseCategory } } },
    async (req) => updateExpenseCategory(app.db, getTenant(req), req.params.id, req.body),
  );

  app.delete(
    TAX_ROUTES.expenseCategory,
    { config: { access }, schema: { params: EntityParams, response: { 200: z.object({ success: z.literal(true) }) } } },
    async (req) => {
      await deleteExpenseCategory(app.db, getTenant(req), req.params.id);
      return { success: true as const };
    },
  );

  app.post(
    TAX_ROUTES.expenseTransaction,
    { config: { access }, schema: { params: BusinessIdParams, body: ExpenseInput, response: { 201: Expense } } },
    // An expense moves money (and input VAT): an Idempotency-Key makes a retried one count once.
    async (req, reply) =>
      idempotent(app.db, req, reply, { operation: 'expense.create', status: 201 }, () => recordExpense(app.db, getTenant(req), req.body)),
  );

  app.get(
    TAX_ROUTES.expenses,
    { config: { access }, schema: { params: BusinessIdParams, querystring: DateRangeQuery, response: { 200: z.array(Expense) } } },
    async (req) => listExpenses(app.db, getTenant(req).businessId, req.query),
  );

  app.get(
    TAX_ROUTES.panelData,
    { config: stale, schema: { params: BusinessIdParams, querystring: DateRangeQuery, response: { 200: TaxPanelData } } },
    async (req) => getPanelData(app.db, getTenant(req).businessId, req.query),
  );

  app.post(
    TAX_ROUTES.calculate,
    { config: { access }, schema: { params: BusinessIdParams, body: CalculateInput, response: { 200: TaxCalculation } } },
    async (req) => calculate(app.db, getTenant(req), req.body),
  );

  app.patch(
    TAX_ROUTES.calculation,
    { config: { access }, schema: { params: EntityParams, body: CalculationStatusInput, response: { 200: TaxCalculation } } },
    async (req) => setCalculationStatus(app.db, getTenant(req), req.params.id, req.body),
  );

  app.get(
    TAX_ROUTES.audit,
    { config: stale, schema: { params: BusinessIdParams, querystring: AuditQuery, response: { 200: AuditPage } } },
    async (req) => getAuditPage(app.db, getTenant(req).businessId, req.query),
  );

  app.post(TAX_ROUTES.exportReport, { config: stale, schema: { params: BusinessIdParams, body: ExportInput } }, async (req, reply) => {
    const file = await exportReport(app.db, getTenant(req).businessId, req.body.format, req.body.period);
    return reply
      .header('Content-Type', file.contentType)
      .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
      .header('Cache-Control', 'no-store')
      .send(file.body);
  });

  // The till and cashiers read it to title receipts 'TAX INVOICE' and print TIN / VAT number.
  app.get(
    TAX_ROUTES.taxInvoiceProfile,
    {
      config: { access: { kind: 'business', permission: 'pos:read', module: 'pos' } },
      schema: { params: BusinessIdParams, response: { 200: TaxInvoiceProfile } },
    },
    async (req) => {
      const p = await getTaxInvoiceProfile(app.db, getTenant(req).businessId);
      return {
        vatRegistered: p.vatRegistered,
        tin: p.tin,
        vatNumber: p.vatNumber,
        vatRate: fromBasisPoints(p.vatRateBp),
        nbtRate: fromBasisPoints(p.nbtRateBp),
        documentTitle: p.vatRegistered ? ('TAX INVOICE' as const) : ('INVOICE' as const),
      };
    },
  );
};

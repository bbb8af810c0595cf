import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BusinessIdParams } from '#shared/contracts/common';
import { CrmSummary, DebtorSummary, ExportQuery, InventorySummary, ReportRangeQuery, SalesSummary } from '#shared/contracts/reports';
import type { RouteAccess } from '#server/plugins/access';
import { getTenant } from '#server/plugins/access';
import * as reports from './reports.service';
import { REPORTS_ROUTES } from '#shared/contracts/reports-paths';

// Reports and their CSV exports may be a few seconds stale: they read from the replica when one is fresh.
const config = { access: { kind: 'business', permission: 'business:manage', module: 'reports' } satisfies RouteAccess, readReplica: true };

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    REPORTS_ROUTES.salesSummary,
    { config, schema: { params: BusinessIdParams, querystring: ReportRangeQuery, response: { 200: SalesSummary } } },
    async (req) => reports.getSalesSummary(app.db, getTenant(req).businessId, new Date(), req.query),
  );
  app.get(
    REPORTS_ROUTES.inventorySummary,
    { config, schema: { params: BusinessIdParams, response: { 200: InventorySummary } } },
    async (req) => reports.getInventorySummary(app.db, getTenant(req).businessId),
  );
  app.get(REPORTS_ROUTES.debtorSummary, { config, schema: { params: BusinessIdParams, response: { 200: DebtorSummary } } }, async (req) =>
    reports.getDebtorSummary(app.db, getTenant(req).businessId),
  );
  app.get(REPORTS_ROUTES.crmSummary, { config, schema: { params: BusinessIdParams, response: { 200: CrmSummary } } }, async (req) =>
    reports.getCrmSummary(app.db, getTenant(req).businessId),
  );

  // Streamed CSVs: rows are read in keyset batches and written as they come.
  app.get(REPORTS_ROUTES.salesCsv, { config, schema: { params: BusinessIdParams, querystring: ExportQuery } }, async (req, reply) => {
    const { businessId } = getTenant(req);
    const range = await reports.exportRange(app.db, businessId, req.query);
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="sales-report-${range.from}-to-${range.to}.csv"`)
      .header('Cache-Control', 'no-store')
      .send(reports.salesCsv(app.db, businessId, range));
  });
  app.get(REPORTS_ROUTES.inventoryCsv, { config, schema: { params: BusinessIdParams, querystring: ExportQuery } }, async (req, reply) => {
    const { businessId } = getTenant(req);
    const range = await reports.exportRange(app.db, businessId, req.query);
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="inventory-report-${range.today}.csv"`)
      .header('Cache-Control', 'no-store')
      .send(reports.inventoryCsv(app.db, businessId, range));
  });
};

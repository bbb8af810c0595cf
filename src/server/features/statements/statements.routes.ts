/**
 * Statements of account. A debtor's as JSON, A4 PDF and short text (Debtors
 * module); a supplier's as PDF and text (Procurement module; its JSON is the creditors feature's
 * GET …/suppliers/:supplierId/statement). Admins only, as the ledgers they come from (they show
 * balances); another business's debtor or supplier: 404; `from` after `to`: 400. Default: the
 * month to date. The PDF and text are in `lang` (en, si, ta), else the business's receipt language.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParam } from '#shared/contracts/common';
import { STATEMENT_ROUTES } from '#shared/contracts/statement-paths';
import { Statement, StatementQuery } from '#shared/contracts/statements';
import { LOCALES, receiptLocales, type Locale } from '#shared/locales';
import type { Executor } from '#server/db/client';
import type { RouteAccess } from '#server/plugins/access';
import { getTenant } from '#server/plugins/access';
import { supplierStatement } from '#server/features/creditors';
import { getBusinessSettings } from '#server/kernel/business-settings';
import { debtorStatement } from './debtor-statement';
import { statementFileName, statementPdf } from './statement-pdf';
import { resolveStatementRange, type StatementRange } from './statement-range';
import { statementText } from './statement-text';
import { getBusinessTimeZone } from '#server/kernel/business-time-zone';

const debtorsAccess: RouteAccess = { kind: 'business', permission: 'business:manage', module: 'debtors' };
const suppliersAccess: RouteAccess = { kind: 'business', permission: 'business:manage', module: 'procurement' };

const DebtorParams = z.object({ businessId: IdParam, debtorId: IdParam });
const SupplierParams = z.object({ businessId: IdParam, supplierId: IdParam });
const RenderQuery = StatementQuery.extend({ lang: z.enum(LOCALES).optional() });

type Load = (db: Executor, businessId: number, id: number, range: StatementRange) => Promise<Statement>;

async function localeOf(db: Executor, businessId: number, lang: Locale | undefined): Promise<Locale> {
  return lang ?? receiptLocales((await getBusinessSettings(db, businessId)).receiptLanguage)[0];
}

export const statementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const load = async (req: { query: z.output<typeof RenderQuery> }, businessId: number, id: number, loader: Load) =>
    loader(app.db, businessId, id, await resolveStatementRange(app.db, businessId, req.query));

  app.get(
    STATEMENT_ROUTES.debtor,
    { config: { access: debtorsAccess }, schema: { params: DebtorParams, querystring: StatementQuery, response: { 200: Statement } } },
    async (req) => load(req, getTenant(req).businessId, req.params.debtorId, debtorStatement),
  );

  /** The PDF and text routes of one kind of party. */
  const renderers = (pdfRoute: string, textRoute: string, params: typeof DebtorParams | typeof SupplierParams, access: RouteAccess) => {
    const idOf = (p: Record<string, number>) => p.debtorId ?? p.supplierId;
    const loader: Load = params === DebtorParams ? debtorStatement : supplierStatement;
    app.get(pdfRoute, { config: { access }, schema: { params, querystring: RenderQuery } }, async (req, reply) => {
      const businessId = getTenant(req).businessId;
      const statement = await load(req, businessId, idOf(req.params as Record<string, number>), loader);
      const body = await statementPdf(
        statement,
        await localeOf(app.db, businessId, req.query.lang),
        await getBusinessTimeZone(app.db, businessId),
      );
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${statementFileName(statement, 'pdf')}"`)
        .header('Cache-Control', 'private, no-store')
        .send(body);
    });
    app.get(textRoute, { config: { access }, schema: { params, querystring: RenderQuery } }, async (req, reply) => {
      const businessId = getTenant(req).businessId;
      const statement = await load(req, businessId, idOf(req.params as Record<string, number>), loader);
      return reply
        .header('Content-Type', 'text/plain; charset=utf-8')
        .header('Cache-Control', 'private, no-store')
        .send(statementText(statement, await localeOf(app.db, businessId, req.query.lang)));
    });
  };
  renderers(STATEMENT_ROUTES.debtorPdf, STATEMENT_ROUTES.debtorText, DebtorParams, debtorsAccess);
  renderers(STATEMENT_ROUTES.supplierPdf, STATEMENT_ROUTES.supplierText, SupplierParams, suppliersAccess);
};

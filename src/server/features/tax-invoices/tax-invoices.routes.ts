import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IDEMPOTENCY_HEADER, SaleParams } from '#shared/contracts/sales';
import { TaxInvoice, TaxInvoiceInput, TaxInvoicePrint, TaxInvoiceRecord } from '#shared/contracts/tax-invoice';
import { TAX_INVOICE_ROUTES } from '#shared/contracts/tax-invoice-paths';
import { AppError } from '#server/lib/app-error';
import { getTenant } from '#server/plugins/access';
import { getBusinessSettings } from '#server/kernel/business-settings';
import { issueTaxInvoice } from './issue-tax-invoice';
import { printTaxInvoice } from './print-tax-invoice';
import { taxInvoicePdf } from './tax-invoice-pdf';
import { getTaxInvoice } from './tax-invoice-reads';

const KEY_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Tax invoices on request, with the sales they belong to: module 'pos'. A
 * cashier issues and prints one at the till when the buyer asks (selling permissions); the
 * service refuses a business that is not VAT-registered.
 */
export const taxInvoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    TAX_INVOICE_ROUTES.taxInvoice,
    {
      config: { access: { kind: 'business', permission: 'sales:create', module: 'pos' } },
      schema: { params: SaleParams, body: TaxInvoiceInput, response: { 201: TaxInvoice } },
    },
    async (req, reply) => {
      // Optional, unlike a sale's: one invoice per sale already makes a repeat harmless; with the
      // key, a till that lost the answer gets the invoice again instead of a 409.
      const raw = req.headers[IDEMPOTENCY_HEADER];
      const key = Array.isArray(raw) ? raw[0] : raw;
      if (key !== undefined && !KEY_PATTERN.test(key)) throw new AppError('IDEMPOTENCY_KEY_INVALID');
      const { invoice, replayed } = await issueTaxInvoice(app.db, getTenant(req), req.params.saleId, req.body, key);
      if (replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.status(201).send(invoice);
    },
  );

  app.get(
    TAX_INVOICE_ROUTES.taxInvoice,
    {
      config: { access: { kind: 'business', permission: 'pos:read', module: 'pos' } },
      schema: { params: SaleParams, response: { 200: TaxInvoiceRecord } },
    },
    async (req) => getTaxInvoice(app.db, getTenant(req).businessId, req.params.saleId),
  );

  // Each download is a print: it moves the shared print counter, so it commits before answering.
  app.get(
    TAX_INVOICE_ROUTES.taxInvoicePdf,
    {
      config: { access: { kind: 'business', permission: 'pos:read', module: 'pos' }, writesOnRead: true },
      schema: { params: SaleParams },
    },
    async (req, reply) => {
      const printed = await printTaxInvoice(app.db, getTenant(req), req.params.saleId, 'pdf');
      // In the shop's receipt language (Settings), like its receipts.
      const { receiptLanguage } = await getBusinessSettings(app.db, getTenant(req).businessId);
      const file = await taxInvoicePdf(printed.document, receiptLanguage);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .send(file.body);
    },
  );

  app.post(
    TAX_INVOICE_ROUTES.taxInvoicePrints,
    {
      config: { access: { kind: 'business', permission: 'pos:read', module: 'pos' } },
      schema: { params: SaleParams, response: { 200: TaxInvoicePrint } },
    },
    async (req) => printTaxInvoice(app.db, getTenant(req), req.params.saleId, 'roll-80mm'),
  );
};

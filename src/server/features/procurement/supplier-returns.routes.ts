/**
 * Goods returned to a supplier as debit notes: the return against a GRN (it moves stock, what is
 * owed and input VAT, so it requires an Idempotency-Key: a retry answers the first debit note), the
 * list, one debit note and its A4 PDF. Same access as the GRNs: owner and manager, Procurement on.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '#shared/contracts/common';
import { PROCUREMENT_ROUTES } from '#shared/contracts/procurement-paths';
import { DebitNote, DebitNoteList, SupplierReturnInput } from '#shared/contracts/supplier-returns';
import { AppError } from '#server/lib/app-error';
import { idempotencyKeyOf, idempotent } from '#server/lib/idempotency';
import type { RouteAccess } from '#server/plugins/access';
import { getTenant } from '#server/plugins/access';
import { createSupplierReturn } from './supplier-returns.create';
import { debitNotePdf } from './supplier-returns.pdf';
import { listDebitNotes, readDebitNote } from './supplier-returns.read';

export const supplierReturnRoutes = (access: RouteAccess): FastifyPluginAsyncZod => {
  const config = { access };
  return async (app) => {
    app.post(
      PROCUREMENT_ROUTES.grnReturns,
      { config, schema: { params: IdParams, body: SupplierReturnInput, response: { 201: DebitNote } } },
      async (req, reply) => {
        if (!idempotencyKeyOf(req)) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
        return idempotent(app.db, req, reply, { operation: 'debit_note.create', status: 201 }, () =>
          createSupplierReturn(app.db, getTenant(req), req.params.id, req.body),
        );
      },
    );
    app.get(PROCUREMENT_ROUTES.debitNotes, { config, schema: { response: { 200: DebitNoteList } } }, async (req) => ({
      debitNotes: await listDebitNotes(app.db, getTenant(req).businessId),
    }));
    app.get(PROCUREMENT_ROUTES.debitNote, { config, schema: { params: IdParams, response: { 200: DebitNote } } }, async (req) =>
      readDebitNote(app.db, getTenant(req).businessId, req.params.id),
    );
    app.get(PROCUREMENT_ROUTES.debitNotePdf, { config, schema: { params: IdParams } }, async (req, reply) => {
      const file = await debitNotePdf(app.db, getTenant(req).businessId, req.params.id);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="${file.fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .send(file.body);
    });
  };
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BusinessIdParams } from '#shared/contracts/common';
import {
  CREDITOR_ROUTES,
  CreditorList,
  RecordSupplierPaymentResponse,
  SupplierChequeList,
  SupplierLedger,
  SupplierParams,
  SupplierPaymentInput,
} from '#shared/contracts/creditors';
import { Statement, StatementQuery } from '#shared/contracts/statements';
import { idempotencyKeyOf, idempotent } from '#server/lib/idempotency';
import type { RouteAccess } from '#server/plugins/access';
import { getTenant } from '#server/plugins/access';
import * as service from './creditors.service';
import { recordSupplierPayment } from './supplier-payments.service';
import { supplierStatement } from './supplier-statement';
import { statementRange } from './statement-range';

/** As the other procurement writes: an admin of a business with the procurement module. */
const access: RouteAccess = { kind: 'business', permission: 'business:manage', module: 'procurement' };
const config = { access };

/** What the shop owes its suppliers, and paying them (registered in routes.ts). */
export const creditorsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(CREDITOR_ROUTES.list, { config, schema: { params: BusinessIdParams, response: { 200: CreditorList } } }, async (req) =>
    service.listCreditors(app.db, getTenant(req).businessId),
  );

  app.get(CREDITOR_ROUTES.cheques, { config, schema: { params: BusinessIdParams, response: { 200: SupplierChequeList } } }, async (req) =>
    service.supplierCheques(app.db, getTenant(req).businessId),
  );

  app.get(CREDITOR_ROUTES.ledger, { config, schema: { params: SupplierParams, response: { 200: SupplierLedger } } }, async (req) =>
    service.supplierLedger(app.db, getTenant(req).businessId, req.params.supplierId),
  );

  app.get(
    CREDITOR_ROUTES.statement,
    { config, schema: { params: SupplierParams, querystring: StatementQuery, response: { 200: Statement } } },
    async (req) => {
      const businessId = getTenant(req).businessId;
      return supplierStatement(app.db, businessId, req.params.supplierId, await statementRange(app.db, businessId, req.query));
    },
  );

  // A payment moves money: an Idempotency-Key makes a retried one count once (lib/idempotency.ts);
  // the payment row keeps the key too, so a replay answers the first payment even after the
  // generic keys are purged.
  app.post(
    CREDITOR_ROUTES.payments,
    { config, schema: { params: SupplierParams, body: SupplierPaymentInput, response: { 201: RecordSupplierPaymentResponse } } },
    async (req, reply) =>
      idempotent(app.db, req, reply, { operation: 'supplier.payment', status: 201 }, () =>
        recordSupplierPayment(app.db, getTenant(req), req.params.supplierId, req.body, idempotencyKeyOf(req)),
      ),
  );
};

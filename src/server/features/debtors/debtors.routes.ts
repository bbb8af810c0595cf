import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BusinessIdParams, IdParams } from '#shared/contracts/common';
import {
  CreateDebtorInput,
  DebtorList,
  DebtorLedger,
  DebtorPayment,
  DebtorStats,
  Debtor,
  DeleteDebtorQuery,
  PaymentInput,
  RecordPaymentResponse,
  UpdateDebtorInput,
} from '#shared/contracts/debtors';
import { idempotent } from '#server/lib/idempotency';
import { getTenant } from '#server/plugins/access';
import { createDebtor, deleteDebtor, updateDebtor } from './debtor-edits.service';
import { recordPayment } from './debtor-payments.service';
import * as service from './debtors.service';
import { DEBTOR_ROUTES } from '#shared/contracts/debtor-paths';

const access = { kind: 'business', permission: 'business:manage', module: 'debtors' } as const;

export const debtorsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(DEBTOR_ROUTES.list, { config: { access }, schema: { params: BusinessIdParams, response: { 200: DebtorList } } }, async (req) =>
    service.listDebtors(app.db, getTenant(req).businessId),
  );

  app.get(DEBTOR_ROUTES.stats, { config: { access }, schema: { params: BusinessIdParams, response: { 200: DebtorStats } } }, async (req) =>
    service.getDebtorStats(app.db, getTenant(req).businessId),
  );

  app.post(
    DEBTOR_ROUTES.list,
    { config: { access }, schema: { params: BusinessIdParams, body: CreateDebtorInput, response: { 201: Debtor } } },
    // A new debtor carries its opening debt: a retried one is created once.
    async (req, reply) =>
      idempotent(app.db, req, reply, { operation: 'debtor.create', status: 201 }, () => createDebtor(app.db, getTenant(req), req.body)),
  );

  app.put(
    DEBTOR_ROUTES.one,
    { config: { access }, schema: { params: IdParams, body: UpdateDebtorInput, response: { 200: Debtor } } },
    async (req) => updateDebtor(app.db, getTenant(req), req.params.id, req.body),
  );

  app.delete(
    DEBTOR_ROUTES.one,
    {
      config: { access },
      schema: { params: IdParams, querystring: DeleteDebtorQuery, response: { 200: z.object({ success: z.literal(true) }) } },
    },
    async (req) => {
      await deleteDebtor(app.db, getTenant(req), req.params.id, req.query.confirm === true);
      return { success: true as const };
    },
  );

  app.get(
    DEBTOR_ROUTES.payments,
    { config: { access }, schema: { params: IdParams, response: { 200: z.array(DebtorPayment) } } },
    async (req) => service.listPayments(app.db, getTenant(req).businessId, req.params.id),
  );

  app.get(DEBTOR_ROUTES.ledger, { config: { access }, schema: { params: IdParams, response: { 200: DebtorLedger } } }, async (req) =>
    service.getDebtorLedger(app.db, getTenant(req).businessId, req.params.id),
  );

  app.post(
    DEBTOR_ROUTES.payments,
    { config: { access }, schema: { params: IdParams, body: PaymentInput, response: { 201: RecordPaymentResponse } } },
    // A payment moves money: an Idempotency-Key makes a retried one count once (lib/idempotency.ts).
    async (req, reply) =>
      idempotent(app.db, req, reply, { operation: 'debtor.payment', status: 201 }, () =>
        recordPayment(app.db, getTenant(req), req.params.id, req.body),
      ),
  );
};

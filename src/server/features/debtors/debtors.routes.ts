import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BusinessIdParams, IdParams } from '../../../shared/contracts/common';
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
} from '../../../shared/contracts/debtors';
import { getTenant } from '../../plugins/access';
import { createDebtor, deleteDebtor, updateDebtor } from './debtor-edits.service';
import { recordPayment } from './debtor-payments.service';
import * as service from './debtors.service';
import { DEBTOR_ROUTES } from '../../../shared/contracts/debtor-paths';

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
    async (req, reply) => {
      const debtor = await createDebtor(app.db, getTenant(req), req.body);
      return reply.code(201).send(debtor);
    },
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
    async (req, reply) => {
      const result = await recordPayment(app.db, getTenant(req), req.params.id, req.body);
      return reply.code(201).send(result);
    },
  );
};

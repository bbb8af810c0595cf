import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BusinessIdParams } from '#shared/contracts/common';
import {
  CHEQUE_ROUTES,
  ChequeList,
  ChequeListQuery,
  ChequeStatusInput,
  ChequeStatusParams,
  ChequeStatusResponse,
} from '#shared/contracts/cheques';
import { AppError } from '#server/lib/app-error';
import { idempotencyKeyOf, idempotent } from '#server/lib/idempotency';
import { getTenant } from '#server/plugins/access';
import { changeChequeStatus, listCheques } from './cheques.service';

// Cheques are part of the debtors' money: gated like the debtors module (admins, module 'debtors').
const access = { kind: 'business', permission: 'business:manage', module: 'debtors' } as const;

export const chequesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    CHEQUE_ROUTES.list,
    { config: { access }, schema: { params: BusinessIdParams, querystring: ChequeListQuery, response: { 200: ChequeList } } },
    async (req) => listCheques(app.db, getTenant(req).businessId, req.query),
  );

  app.post(
    CHEQUE_ROUTES.status,
    { config: { access }, schema: { params: ChequeStatusParams, body: ChequeStatusInput, response: { 200: ChequeStatusResponse } } },
    // A bounce puts money back on a debt: the key is required, and a retried change is applied once.
    async (req, reply) => {
      if (!idempotencyKeyOf(req)) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
      return idempotent(app.db, req, reply, { operation: 'cheque.status', status: 200 }, () =>
        changeChequeStatus(app.db, getTenant(req), req.params.id, req.body),
      );
    },
  );
};

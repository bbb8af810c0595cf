import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BusinessIdParams } from '#shared/contracts/common';
import {
  ExchangeInput,
  ExchangeResult,
  RETURN_ROUTES,
  ReturnInput,
  ReturnParams,
  ReturnsPage,
  ReturnsQuery,
  SaleByInvoiceParams,
  SaleReturn,
  SaleReturnParams,
  VoidInput,
} from '#shared/contracts/returns';
import { Sale } from '#shared/contracts/sales';
import type { Tx } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import { idempotencyKeyOf, idempotent } from '#server/lib/idempotency';
import { getTenant, type Tenant } from '#server/plugins/access';
import { shiftActorOf } from '#server/features/shifts';
import { exchangeSale } from './exchange';
import { returnSale, type ReturnActor } from './return-sale';
import * as service from './returns.service';
import { voidSale } from './void-sale';

const till = { access: { kind: 'business' as const, permission: 'sales:create' as const, module: 'pos' as const } };
const reader = { access: { kind: 'business' as const, permission: 'pos:read' as const, module: 'pos' as const } };

/** A cashier (by role or by membership, as the sale decides) is held to the business's return limit. */
function returnActor(tenant: Tenant, ip: string): ReturnActor {
  const cashier = tenant.user.role === 'cashier' || tenant.business.membershipRole === 'cashier';
  return { businessId: tenant.businessId, userId: tenant.userId, cashier, ip };
}

/** Returns, voids and exchanges of the till's sales; the list of returns and a credit note's reprint. */
export const returnsRoutes: FastifyPluginAsyncZod = async (app) => {
  const requireKey = (req: Parameters<typeof idempotencyKeyOf>[0]) => {
    const key = idempotencyKeyOf(req);
    if (!key) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
    return key;
  };

  app.post(
    RETURN_ROUTES.saleReturns,
    { config: till, schema: { params: SaleReturnParams, body: ReturnInput, response: { 201: SaleReturn } } },
    async (req, reply) => {
      requireKey(req);
      return idempotent(app.db, req, reply, { operation: 'sale.return', status: 201 }, () =>
        returnSale(app.db as Tx, returnActor(getTenant(req), req.ip), req.params.saleId, req.body),
      );
    },
  );

  app.post(
    RETURN_ROUTES.saleVoid,
    { config: till, schema: { params: SaleReturnParams, body: VoidInput, response: { 200: Sale } } },
    async (req, reply) => {
      const tenant = getTenant(req);
      const actor = { businessId: tenant.businessId, userId: tenant.userId, admin: shiftActorOf(tenant).isAdmin, ip: req.ip };
      return idempotent(app.db, req, reply, { operation: 'sale.void', status: 200 }, () =>
        voidSale(app.db as Tx, actor, req.params.saleId, req.body),
      );
    },
  );

  app.post(
    RETURN_ROUTES.saleExchange,
    { config: till, schema: { params: SaleReturnParams, body: ExchangeInput, response: { 201: ExchangeResult } } },
    async (req, reply) => {
      const key = requireKey(req);
      return idempotent(app.db, req, reply, { operation: 'sale.exchange', status: 201 }, () =>
        exchangeSale(app.db as Tx, returnActor(getTenant(req), req.ip), req.params.saleId, req.body, key),
      );
    },
  );

  app.get(RETURN_ROUTES.saleByInvoice, { config: reader, schema: { params: SaleByInvoiceParams, response: { 200: Sale } } }, async (req) =>
    service.getSaleByInvoice(app.db, getTenant(req).businessId, req.params.invoiceNumber),
  );

  app.get(
    RETURN_ROUTES.returns,
    {
      config: { access: { kind: 'business', permission: 'business:manage', module: 'pos' } },
      schema: { params: BusinessIdParams, querystring: ReturnsQuery, response: { 200: ReturnsPage } },
    },
    async (req) => service.listReturns(app.db, getTenant(req).businessId, req.query),
  );

  app.get(RETURN_ROUTES.return, { config: reader, schema: { params: ReturnParams, response: { 200: SaleReturn } } }, async (req) =>
    service.getReturn(app.db, getTenant(req).businessId, req.params.returnId),
  );
};

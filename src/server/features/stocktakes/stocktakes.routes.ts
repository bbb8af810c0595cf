import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BusinessIdParams } from '#shared/contracts/common';
import {
  STOCKTAKE_ROUTES,
  StocktakeCounted,
  StocktakeCountInput,
  StocktakeDetail,
  StocktakeInput,
  StocktakeList,
  StocktakeParams,
  StocktakePostInput,
} from '#shared/contracts/stocktakes';
import { idempotent } from '#server/lib/idempotency';
import { getTenant } from '#server/plugins/access';
import type { FastifyRequest } from 'fastify';
import { postStocktake } from './post-stocktake';
import * as service from './stocktakes.service';

const actorOf = (req: FastifyRequest) => {
  const t = getTenant(req);
  return { businessId: t.businessId, userId: t.userId, isAdmin: t.business.membershipRole !== 'cashier' };
};

/**
 * Stocktakes: admins start, post and cancel a count; everyone of the shop may
 * count — cashiers count blind (decision 0019).
 */
export const stocktakesRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = { access: { kind: 'business' as const, permission: 'sales:create' as const, module: 'inventory' as const } };
  const admin = { access: { kind: 'business' as const, permission: 'business:manage' as const, module: 'inventory' as const } };

  app.get(STOCKTAKE_ROUTES.list, { config: staff, schema: { params: BusinessIdParams, response: { 200: StocktakeList } } }, async (req) =>
    service.listStocktakes(app.db, getTenant(req).businessId),
  );

  app.post(
    STOCKTAKE_ROUTES.list,
    { config: admin, schema: { params: BusinessIdParams, body: StocktakeInput, response: { 201: StocktakeDetail } } },
    async (req, reply) => reply.status(201).send(await service.createStocktake(app.db, actorOf(req), req.body)),
  );

  app.get(STOCKTAKE_ROUTES.one, { config: staff, schema: { params: StocktakeParams, response: { 200: StocktakeDetail } } }, async (req) =>
    service.getStocktake(app.db, actorOf(req), req.params.stocktakeId),
  );

  // Each scan is one atomic upsert: two counters scanning at once both count. A phone on a weak
  // line resends a scan under its Idempotency-Key: counted once.
  app.post(
    STOCKTAKE_ROUTES.counts,
    { config: staff, schema: { params: StocktakeParams, body: StocktakeCountInput, response: { 200: StocktakeCounted } } },
    async (req, reply) =>
      idempotent(app.db, req, reply, { operation: 'stocktake.count', status: 200 }, () =>
        service.countProduct(app.db, actorOf(req), req.params.stocktakeId, req.body),
      ),
  );

  // Moves stock: a retried posting (the answer lost) posts once.
  app.post(
    STOCKTAKE_ROUTES.post,
    { config: admin, schema: { params: StocktakeParams, body: StocktakePostInput, response: { 200: StocktakeDetail } } },
    async (req, reply) =>
      idempotent(app.db, req, reply, { operation: 'stocktake.post', status: 200 }, () =>
        postStocktake(app.db, actorOf(req), req.params.stocktakeId, req.body),
      ),
  );

  app.post(
    STOCKTAKE_ROUTES.cancel,
    { config: admin, schema: { params: StocktakeParams, response: { 200: StocktakeDetail } } },
    async (req) => service.cancelStocktake(app.db, actorOf(req), req.params.stocktakeId),
  );
};

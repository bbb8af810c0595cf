import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BusinessIdParams } from '#shared/contracts/common';
import { PARKED_SALE_ROUTES, ParkedSale, ParkedSaleParams, ParkSaleInput } from '#shared/contracts/parked-sales';
import { idempotent } from '#server/lib/idempotency';
import { getTenant } from '#server/plugins/access';
import * as service from './parked-sales.service';

/** Parked baskets of the till: anyone who sells (cashiers and admins) with the POS module. */
export const parkedSalesRoutes: FastifyPluginAsyncZod = async (app) => {
  const till = { access: { kind: 'business' as const, permission: 'sales:create' as const, module: 'pos' as const } };

  app.post(
    PARKED_SALE_ROUTES.parkedSales,
    { config: till, schema: { params: BusinessIdParams, body: ParkSaleInput, response: { 201: ParkedSale } } },
    // An Idempotency-Key (the till sends one) parks a basket once even when the answer was lost.
    async (req, reply) =>
      idempotent(app.db, req, reply, { operation: 'parked_sale.create', status: 201 }, () =>
        service.parkSale(app.db, getTenant(req), req.body),
      ),
  );

  app.get(
    PARKED_SALE_ROUTES.parkedSales,
    {
      config: { access: { kind: 'business', permission: 'pos:read', module: 'pos' } },
      schema: { params: BusinessIdParams, response: { 200: z.array(ParkedSale) } },
    },
    async (req) => service.listParkedSales(app.db, getTenant(req).businessId),
  );

  app.delete(PARKED_SALE_ROUTES.parkedSale, { config: till, schema: { params: ParkedSaleParams } }, async (req, reply) => {
    await service.deleteParkedSale(app.db, getTenant(req).businessId, req.params.id);
    return reply.status(204).send();
  });
};

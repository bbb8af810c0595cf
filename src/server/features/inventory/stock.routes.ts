import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STOCK_ROUTES, StockMovementsParams, StockMovementsQuery, StockMovementsResponse } from '#shared/contracts/stock';
import { getTenant } from '#server/plugins/access';
import { listStockMovements } from './stock.service';

/** A product's stock history (its ledger), for the owner and admins of a business with inventory. */
export const stockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    STOCK_ROUTES.movements,
    {
      config: { access: { kind: 'business', permission: 'business:manage', module: 'inventory' } },
      schema: { params: StockMovementsParams, querystring: StockMovementsQuery, response: { 200: StockMovementsResponse } },
    },
    async (req) => listStockMovements(app.db, getTenant(req).businessId, req.params.productId, req.query.cursor),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BATCH_ROUTES, ExpiringSummary, ExpiryQuery, ExpiryReport, ProductBatches, ProductBatchesParams } from '#shared/contracts/batches';
import { BusinessIdParams } from '#shared/contracts/common';
import { getTenant } from '#server/plugins/access';
import * as service from './batches.service';

/**
 * Batches and expiry: the business's admins read what expires, valued at cost;
 * its staff read a product's batches (quantities only) to name one in an adjustment.
 */
export const batchesRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { access: { kind: 'business' as const, permission: 'business:manage' as const, module: 'inventory' as const } };

  app.get(
    BATCH_ROUTES.expiry,
    { config: admin, schema: { params: BusinessIdParams, querystring: ExpiryQuery, response: { 200: ExpiryReport } } },
    async (req) => service.expiryReport(app.db, getTenant(req).businessId, req.query),
  );

  app.get(
    BATCH_ROUTES.expiringSummary,
    { config: admin, schema: { params: BusinessIdParams, response: { 200: ExpiringSummary } } },
    async (req) => service.expiringSummary(app.db, getTenant(req).businessId),
  );

  // Cashiers too: a cashier adjusts with an admin's PIN and picks the batch (no costs here).
  const staff = { access: { kind: 'business' as const, permission: 'sales:create' as const, module: 'inventory' as const } };
  app.get(
    BATCH_ROUTES.productBatches,
    { config: staff, schema: { params: ProductBatchesParams, response: { 200: ProductBatches } } },
    async (req) => service.productBatches(app.db, getTenant(req).businessId, req.params.productId),
  );
};

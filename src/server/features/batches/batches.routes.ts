import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BATCH_ROUTES, ExpiringSummary, ExpiryQuery, ExpiryReport } from '../../../shared/contracts/batches';
import { BusinessIdParams } from '../../../shared/contracts/common';
import { getTenant } from '../../plugins/access';
import * as service from './batches.service';

/** Batches and expiry (issue 23 point 5): the business's admins read what expires, valued at cost. */
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
};

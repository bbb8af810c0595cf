import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADJUSTMENT_ROUTES,
  AdjustmentInput,
  AdjustmentList,
  AdjustmentParams,
  AdjustmentsCreated,
  AdjustmentsQuery,
} from '#shared/contracts/adjustments';
import { idempotent } from '#server/lib/idempotency';
import { getTenant } from '#server/plugins/access';
import { displayName } from '#server/kernel/manager-approval';
import * as service from './adjustments.service';

/**
 * Stock adjustments with a reason: admins list them (values at cost); admins
 * adjust, and so does a cashier with an admin's PIN (checked in the service) — hence the till's
 * permission on the write.
 */
export const adjustmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const write = { access: { kind: 'business' as const, permission: 'sales:create' as const, module: 'inventory' as const } };
  const admin = { access: { kind: 'business' as const, permission: 'business:manage' as const, module: 'inventory' as const } };

  // A retried adjustment (the answer lost on a bad line) moves stock once.
  app.post(
    ADJUSTMENT_ROUTES.list,
    { config: write, schema: { params: AdjustmentParams, body: AdjustmentInput, response: { 201: AdjustmentsCreated } } },
    async (req, reply) => {
      const tenant = getTenant(req);
      const actor = {
        businessId: tenant.businessId,
        userId: tenant.userId,
        name: displayName(tenant.user),
        isAdmin: tenant.business.membershipRole !== 'cashier',
        ip: req.ip,
      };
      return idempotent(app.db, req, reply, { operation: 'stock.adjust', status: 201 }, () =>
        service.createAdjustments(app.db, actor, req.body),
      );
    },
  );

  app.get(
    ADJUSTMENT_ROUTES.list,
    { config: admin, schema: { params: AdjustmentParams, querystring: AdjustmentsQuery, response: { 200: AdjustmentList } } },
    async (req) => service.listAdjustments(app.db, getTenant(req).businessId, req.query),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BusinessIdParams } from '#shared/contracts/common';
import { DrawerOpen, DrawerOpenInput, DrawerOpenList, DrawerOpensQuery, DRAWER_ROUTES } from '#shared/contracts/drawer';
import { idempotent } from '#server/lib/idempotency';
import { getTenant } from '#server/plugins/access';
import { displayName } from '#server/features/shifts';
import * as service from './drawer.service';

/**
 * The cash drawer: cashiers and admins open it at the till (as they sell); only the
 * business's admins read who opened it when and why.
 */
export const drawerRoutes: FastifyPluginAsyncZod = async (app) => {
  const write = { access: { kind: 'business' as const, permission: 'sales:create' as const, module: 'pos' as const } };
  const admin = { access: { kind: 'business' as const, permission: 'business:manage' as const, module: 'pos' as const } };

  // A retried open (the answer lost on a bad line) is one record, not two.
  app.post(
    DRAWER_ROUTES.opens,
    { config: write, schema: { params: BusinessIdParams, body: DrawerOpenInput, response: { 201: DrawerOpen } } },
    async (req, reply) => {
      const tenant = getTenant(req);
      const actor = { businessId: tenant.businessId, userId: tenant.userId, name: displayName(tenant.user) };
      return idempotent(app.db, req, reply, { operation: 'drawer.open', status: 201 }, () =>
        service.recordDrawerOpen(app.db, actor, req.body),
      );
    },
  );

  app.get(
    DRAWER_ROUTES.opens,
    { config: admin, schema: { params: BusinessIdParams, querystring: DrawerOpensQuery, response: { 200: DrawerOpenList } } },
    async (req) => service.listDrawerOpens(app.db, getTenant(req).businessId, req.query),
  );
};

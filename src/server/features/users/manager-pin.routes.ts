import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BusinessIdParams } from '#shared/contracts/common';
import {
  DiscountApprovalInput,
  DiscountApprovalResult,
  Manager,
  ManagerPinInput,
  USER_ROUTES,
  UserIdParams,
} from '#shared/contracts/users';
import { getTenant } from '#server/plugins/access';
import { verifyManagerPin } from '#server/kernel/manager-approval';
import { listManagers, setOwnManagerPin } from './manager-pin.service';

/**
 * Managers' PINs: an admin sets their own (Users page); the till lists who may approve a discount and
 * checks a PIN before it sends the sale (the sale checks it again: manager-approval.ts).
 */
export const managerPinRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { access: { kind: 'business' as const, permission: 'users:manage' as const } };
  const till = { access: { kind: 'business' as const, permission: 'sales:create' as const, module: 'pos' as const } };

  app.put(USER_ROUTES.pin, { config: admin, schema: { params: UserIdParams, body: ManagerPinInput } }, async (req, reply) => {
    const { businessId, userId } = getTenant(req);
    await setOwnManagerPin(app.db, { businessId, userId, ip: req.ip }, req.params.userId, req.body.pin);
    return reply.status(204).send();
  });

  app.delete(USER_ROUTES.pin, { config: admin, schema: { params: UserIdParams } }, async (req, reply) => {
    const { businessId, userId } = getTenant(req);
    await setOwnManagerPin(app.db, { businessId, userId, ip: req.ip }, req.params.userId, null);
    return reply.status(204).send();
  });

  app.get(
    USER_ROUTES.managers,
    {
      config: { access: { kind: 'business', permission: 'pos:read', module: 'pos' } },
      schema: { params: BusinessIdParams, response: { 200: z.array(Manager) } },
    },
    async (req) => listManagers(app.db, getTenant(req).businessId),
  );

  app.post(
    USER_ROUTES.verifyApproval,
    { config: till, schema: { params: BusinessIdParams, body: DiscountApprovalInput, response: { 200: DiscountApprovalResult } } },
    async (req) => verifyManagerPin(app.db, getTenant(req).businessId, req.body),
  );
};

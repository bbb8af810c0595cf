import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BusinessIdParams } from '#shared/contracts/common';
import { BusinessUser, CreateUserInput, ResetPasswordInput, UserIdParams } from '#shared/contracts/users';
import { getTenant } from '#server/plugins/access';
import { managerPinRoutes } from './manager-pin.routes';
import { registerPinThrottleDatabase } from '#server/kernel/pin-throttle';
import { resetPassword, setUserActive } from './user-status.service';
import * as service from './users.service';
import { USER_ROUTES } from '#shared/contracts/user-paths';

/** User management of the caller's business: admins of an active business only. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = { access: { kind: 'business' as const, permission: 'users:manage' as const } };
  // Wrong manager PINs are counted on the application's own database, outside any request's transaction.
  const closePinThrottle = registerPinThrottleDatabase({ base: app.appOptions.db });
  app.addHook('onClose', closePinThrottle);
  await app.register(managerPinRoutes);

  app.get(
    USER_ROUTES.users,
    { config: access, schema: { params: BusinessIdParams, response: { 200: z.array(BusinessUser) } } },
    async (req) => service.listUsers(app.db, getTenant(req).businessId),
  );

  app.post(
    USER_ROUTES.users,
    { config: access, schema: { params: BusinessIdParams, body: CreateUserInput, response: { 201: BusinessUser } } },
    async (req, reply) => {
      const { businessId, userId } = getTenant(req);
      return reply.status(201).send(await service.createUser(app.db, businessId, userId, req.body));
    },
  );

  app.delete(USER_ROUTES.user, { config: access, schema: { params: UserIdParams } }, async (req, reply) => {
    const { businessId, userId } = getTenant(req);
    await service.deleteUser(app.db, businessId, userId, req.params.userId);
    return reply.status(204).send();
  });

  // An admin sets a cashier's (or another admin's) new password; the member's sessions end.
  app.post(USER_ROUTES.password, { config: access, schema: { params: UserIdParams, body: ResetPasswordInput } }, async (req, reply) => {
    const { businessId, userId } = getTenant(req);
    await resetPassword(app.db, businessId, userId, req.params.userId, req.body.password);
    return reply.status(204).send();
  });

  for (const [action, isActive] of [
    ['deactivate', false],
    ['reactivate', true],
  ] as const) {
    app.post(USER_ROUTES[action], { config: access, schema: { params: UserIdParams, response: { 200: BusinessUser } } }, async (req) => {
      const { businessId, userId } = getTenant(req);
      return setUserActive(app.db, businessId, userId, req.params.userId, isActive);
    });
  }
};

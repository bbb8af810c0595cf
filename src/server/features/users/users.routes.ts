import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BusinessIdParams } from '../../../shared/contracts/common';
import { BusinessUser, CreateUserInput, UserIdParams } from '../../../shared/contracts/users';
import { getTenant } from '../../plugins/access';
import * as service from './users.service';

/** User management of the caller's business: admins of an active business only. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = { access: { kind: 'business' as const, permission: 'users:manage' as const } };

  app.get(
    '/api/businesses/:businessId/users',
    { config: access, schema: { params: BusinessIdParams, response: { 200: z.array(BusinessUser) } } },
    async (req) => service.listUsers(app.db, getTenant(req).businessId),
  );

  app.post(
    '/api/businesses/:businessId/users',
    { config: access, schema: { params: BusinessIdParams, body: CreateUserInput, response: { 201: BusinessUser } } },
    async (req, reply) => {
      const { businessId, userId } = getTenant(req);
      return reply.status(201).send(await service.createUser(app.db, businessId, userId, req.body));
    },
  );

  app.delete('/api/businesses/:businessId/users/:userId', { config: access, schema: { params: UserIdParams } }, async (req, reply) => {
    const { businessId, userId } = getTenant(req);
    await service.deleteUser(app.db, businessId, userId, req.params.userId);
    return reply.status(204).send();
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminMetrics,
  DecisionResponse,
  PendingAddon,
  PendingBusiness,
  PlatformBusiness,
  PlatformBusinessQuery,
  RejectInput,
  SuspendInput,
} from '#shared/contracts/admin';
import { IdParams } from '#shared/contracts/common';
import { getUser } from '#server/plugins/access';
import * as businesses from './admin-businesses.service';
import * as service from './admin.service';
import { ADMIN_ROUTES } from '#shared/contracts/admin-paths';

/** The platform pages: super admin only (access kind 'platform' answers 403 to everyone else). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = { access: { kind: 'platform' as const } };

  app.get(ADMIN_ROUTES.metrics, { config: platform, schema: { response: { 200: AdminMetrics } } }, async () => service.getMetrics(app.db));

  app.get(ADMIN_ROUTES.pendingBusinesses, { config: platform, schema: { response: { 200: z.array(PendingBusiness) } } }, async () =>
    service.listPendingBusinesses(app.db),
  );

  app.get(ADMIN_ROUTES.pendingAddons, { config: platform, schema: { response: { 200: z.array(PendingAddon) } } }, async () =>
    service.listPendingAddons(app.db),
  );

  app.post(
    ADMIN_ROUTES.approveBusiness,
    { config: platform, schema: { params: IdParams, response: { 200: DecisionResponse } } },
    async (req) => service.approveBusiness(app.db, req.params.id, getUser(req).id),
  );

  app.post(
    ADMIN_ROUTES.rejectBusiness,
    { config: platform, schema: { params: IdParams, body: RejectInput, response: { 200: DecisionResponse } } },
    async (req) => service.rejectBusiness(app.db, req.params.id, getUser(req).id, req.body.reason),
  );

  app.post(
    ADMIN_ROUTES.approveAddon,
    { config: platform, schema: { params: IdParams, response: { 200: DecisionResponse } } },
    async (req) => service.approveAddon(app.db, req.params.id, getUser(req).id),
  );

  app.post(
    ADMIN_ROUTES.rejectAddon,
    { config: platform, schema: { params: IdParams, body: RejectInput, response: { 200: DecisionResponse } } },
    async (req) => service.rejectAddon(app.db, req.params.id, getUser(req).id, req.body.reason),
  );

  app.get(
    ADMIN_ROUTES.businesses,
    { config: platform, schema: { querystring: PlatformBusinessQuery, response: { 200: z.array(PlatformBusiness) } } },
    async (req) => businesses.listBusinesses(app.db, req.query.status),
  );

  app.post(
    ADMIN_ROUTES.suspendBusiness,
    { config: platform, schema: { params: IdParams, body: SuspendInput, response: { 200: DecisionResponse } } },
    async (req) => businesses.suspendBusiness(app.db, req.params.id, getUser(req).id, req.body.reason),
  );

  app.post(
    ADMIN_ROUTES.reactivateBusiness,
    { config: platform, schema: { params: IdParams, response: { 200: DecisionResponse } } },
    async (req) => businesses.reactivateBusiness(app.db, req.params.id, getUser(req).id),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_PATHS,
  AdminMetrics,
  DecisionResponse,
  PendingAddon,
  PendingBusiness,
  PlatformBusiness,
  PlatformBusinessQuery,
  RejectInput,
  SuspendInput,
} from '../../../shared/contracts/admin';
import { IdParams } from '../../../shared/contracts/common';
import { getUser } from '../../plugins/access';
import * as businesses from './admin-businesses.service';
import * as service from './admin.service';

/** The platform pages: super admin only (access kind 'platform' answers 403 to everyone else). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = { access: { kind: 'platform' as const } };

  app.get(ADMIN_PATHS.metrics, { config: platform, schema: { response: { 200: AdminMetrics } } }, async () => service.getMetrics(app.db));

  app.get(ADMIN_PATHS.pendingBusinesses, { config: platform, schema: { response: { 200: z.array(PendingBusiness) } } }, async () =>
    service.listPendingBusinesses(app.db),
  );

  app.get(ADMIN_PATHS.pendingAddons, { config: platform, schema: { response: { 200: z.array(PendingAddon) } } }, async () =>
    service.listPendingAddons(app.db),
  );

  app.post(
    '/api/admin/businesses/:id/approve',
    { config: platform, schema: { params: IdParams, response: { 200: DecisionResponse } } },
    async (req) => service.approveBusiness(app.db, req.params.id, getUser(req).id),
  );

  app.post(
    '/api/admin/businesses/:id/reject',
    { config: platform, schema: { params: IdParams, body: RejectInput, response: { 200: DecisionResponse } } },
    async (req) => service.rejectBusiness(app.db, req.params.id, getUser(req).id, req.body.reason),
  );

  app.post(
    '/api/admin/subscriptions/:id/approve-addon',
    { config: platform, schema: { params: IdParams, response: { 200: DecisionResponse } } },
    async (req) => service.approveAddon(app.db, req.params.id, getUser(req).id),
  );

  app.post(
    '/api/admin/subscriptions/:id/reject-addon',
    { config: platform, schema: { params: IdParams, body: RejectInput, response: { 200: DecisionResponse } } },
    async (req) => service.rejectAddon(app.db, req.params.id, getUser(req).id, req.body.reason),
  );

  app.get(
    ADMIN_PATHS.businesses,
    { config: platform, schema: { querystring: PlatformBusinessQuery, response: { 200: z.array(PlatformBusiness) } } },
    async (req) => businesses.listBusinesses(app.db, req.query.status),
  );

  app.post(
    '/api/admin/businesses/:id/suspend',
    { config: platform, schema: { params: IdParams, body: SuspendInput, response: { 200: DecisionResponse } } },
    async (req) => businesses.suspendBusiness(app.db, req.params.id, getUser(req).id, req.body.reason),
  );

  app.post(
    '/api/admin/businesses/:id/reactivate',
    { config: platform, schema: { params: IdParams, response: { 200: DecisionResponse } } },
    async (req) => businesses.reactivateBusiness(app.db, req.params.id, getUser(req).id),
  );
};

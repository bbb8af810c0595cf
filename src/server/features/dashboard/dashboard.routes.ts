import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BusinessIdParams } from '#shared/contracts/common';
import { DashboardMetrics, EnhancedDashboard } from '#shared/contracts/dashboard';
import { getTenant } from '#server/plugins/access';
import { getEnhancedDashboard, getMetrics } from './dashboard.service';
import { DASHBOARD_ROUTES } from '#shared/contracts/dashboard-paths';

// Admins' page; a pending business still sees its (empty) dashboard.
const access = { kind: 'business', permission: 'business:manage', allowInactive: true } as const;

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    DASHBOARD_ROUTES.enhanced,
    { config: { access }, schema: { params: BusinessIdParams, response: { 200: EnhancedDashboard } } },
    async (req) => getEnhancedDashboard(app.db, getTenant(req)),
  );
  app.get(
    DASHBOARD_ROUTES.metrics,
    { config: { access }, schema: { params: BusinessIdParams, response: { 200: DashboardMetrics } } },
    async (req) => getMetrics(app.db, getTenant(req).businessId),
  );
};

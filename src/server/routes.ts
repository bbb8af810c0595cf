import type { FastifyPluginAsync } from 'fastify';
import { procurementRoutes } from './features/procurement/procurement.routes';
import { reportsRoutes } from './features/reports/reports.routes';
import { settingsRoutes } from './features/settings/settings.routes';
import { customersRoutes } from './features/customers/customers.routes';
import { salesRoutes } from './features/sales/sales.routes';
import { inventoryRoutes } from './features/inventory/inventory.routes';
import { catalogRoutes } from './features/catalog/catalog.routes';
import { businessesRoutes } from './features/businesses/businesses.routes';
import { modulesRoutes } from './features/modules/modules.routes';
import { subscriptionsRoutes } from './features/subscriptions/subscriptions.routes';
import { adminRoutes } from './features/admin/admin.routes';
import { usersRoutes } from './features/users/users.routes';
import { taxRoutes } from './features/tax/tax.routes';
import { debtorsRoutes } from './features/debtors/debtors.routes';
import { dashboardRoutes } from './features/dashboard/dashboard.routes';

/**
 * Feature route plugins that need nothing but `app.db` and the session guards.
 * Add one line per feature; each plugin declares `config.access` on every route.
 */
export const featureRoutes: FastifyPluginAsync[] = [modulesRoutes, businessesRoutes, subscriptionsRoutes, adminRoutes, usersRoutes, catalogRoutes, inventoryRoutes, salesRoutes, debtorsRoutes, dashboardRoutes, procurementRoutes, settingsRoutes, customersRoutes, reportsRoutes, taxRoutes] as FastifyPluginAsync[];

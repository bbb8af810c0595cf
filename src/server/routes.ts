import type { FastifyPluginAsync } from 'fastify';
import { adminRoutes } from './features/admin/admin.routes';
import { backupsRoutes } from './features/backups/backups.routes';
import { businessesRoutes } from './features/businesses/businesses.routes';
import { catalogRoutes } from './features/catalog/catalog.routes';
import { chequesRoutes } from './features/cheques/cheques.routes';
import { customersRoutes } from './features/customers/customers.routes';
import { dashboardRoutes } from './features/dashboard/dashboard.routes';
import { debtorsRoutes } from './features/debtors/debtors.routes';
import { drawerRoutes } from './features/drawer/drawer.routes';
import { inventoryRoutes } from './features/inventory/inventory.routes';
import { lankaqrRoutes } from './features/lankaqr/lankaqr.routes';
import { labelsRoutes } from './features/labels/labels.routes';
import { stockRoutes } from './features/inventory/stock.routes';
import { modulesRoutes } from './features/modules/modules.routes';
import { parkedSalesRoutes } from './features/parked-sales/parked-sales.routes';
import { procurementRoutes } from './features/procurement/procurement.routes';
import { reportsRoutes } from './features/reports/reports.routes';
import { returnsRoutes } from './features/returns/returns.routes';
import { salesRoutes } from './features/sales/sales.routes';
import { scaleBarcodesRoutes } from './features/scale-barcodes/scale-barcodes.routes';
import { settingsRoutes } from './features/settings/settings.routes';
import { shiftsRoutes } from './features/shifts/shifts.routes';
import { subscriptionsRoutes } from './features/subscriptions/subscriptions.routes';
import { taxRoutes } from './features/tax/tax.routes';
import { taxInvoicesRoutes } from './features/tax-invoices/tax-invoices.routes';
import { terminalsRoutes } from './features/terminals/terminals.routes';
import { usersRoutes } from './features/users/users.routes';
import { importsRoutes } from './features/imports/imports.routes';
import { adjustmentsRoutes } from './features/inventory/adjustments.routes';
import { stocktakesRoutes } from './features/stocktakes/stocktakes.routes';
import { batchesRoutes } from './features/batches/batches.routes';
import { productImagesRoutes } from './features/product-images/product-images.routes';
import { creditorsRoutes } from './features/creditors/creditors.routes';
import { statementsRoutes } from './features/statements/statements.routes';
import { messagingRoutes } from './features/messaging/messaging.routes';
import { remindersRoutes } from './features/reminders/reminders.routes';

/**
 * Feature route plugins that need nothing but `app.db` and the session guards.
 * Add one line per feature; each plugin declares `config.access` on every route.
 */
export const featureRoutes = [
  modulesRoutes,
  businessesRoutes,
  subscriptionsRoutes,
  adminRoutes,
  usersRoutes,
  catalogRoutes,
  inventoryRoutes,
  stockRoutes,
  salesRoutes,
  debtorsRoutes,
  chequesRoutes,
  dashboardRoutes,
  procurementRoutes,
  settingsRoutes,
  customersRoutes,
  reportsRoutes,
  taxRoutes,
  taxInvoicesRoutes,
  backupsRoutes,
  shiftsRoutes,
  parkedSalesRoutes,
  returnsRoutes,
  terminalsRoutes,
  drawerRoutes,
  scaleBarcodesRoutes,
  lankaqrRoutes,
  labelsRoutes,
  importsRoutes,
  adjustmentsRoutes,
  stocktakesRoutes,
  batchesRoutes,
  productImagesRoutes,
  creditorsRoutes,
  statementsRoutes,
  messagingRoutes,
  remindersRoutes,
] as FastifyPluginAsync[];

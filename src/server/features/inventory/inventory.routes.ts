import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BusinessIdParams } from '#shared/contracts/common';
import { InventoryResponse } from '#shared/contracts/inventory';
import { getTenant } from '#server/plugins/access';
import { getInventory } from './inventory.service';
import { INVENTORY_ROUTES } from '#shared/contracts/inventory-paths';

export const inventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    INVENTORY_ROUTES.inventory,
    {
      config: { access: { kind: 'business', permission: 'business:manage', module: 'inventory' } },
      schema: { params: BusinessIdParams, response: { 200: InventoryResponse } },
    },
    async (req) => getInventory(app.db, getTenant(req).businessId),
  );
};

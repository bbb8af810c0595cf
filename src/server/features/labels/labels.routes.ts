import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BusinessIdParams } from '#shared/contracts/common';
import { LABEL_ROUTES, LabelList, LabelQuery } from '#shared/contracts/labels';
import { getTenant } from '#server/plugins/access';
import { listLabels } from './labels.service';

/**
 * Shelf labels and barcode stickers, in the Inventory module: the business's admins print them;
 * a cashier does not (403). Products of another business are not among the rows; another
 * business's GRN is not found (404).
 */
export const labelsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    LABEL_ROUTES.labels,
    {
      config: { access: { kind: 'business', permission: 'business:manage', module: 'inventory' } },
      schema: { params: BusinessIdParams, querystring: LabelQuery, response: { 200: LabelList } },
    },
    async (req) => listLabels(app.db, getTenant(req).businessId, req.query),
  );
};

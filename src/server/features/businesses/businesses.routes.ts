import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BusinessIdParams } from '#shared/contracts/common';
import { MODULE_KEYS, MODULE_NAMES } from '#shared/permissions';
import { getTenant } from '#server/plugins/access';
import { BUSINESS_ROUTES } from '#shared/contracts/business-paths';

export const businessesRoutes: FastifyPluginAsyncZod = async (app) => {
  // The names of the modules the business may use now (empty until approval), in sidebar order.
  app.get(
    BUSINESS_ROUTES.subscribedModules,
    {
      config: { access: { kind: 'business', permission: 'pos:read', allowInactive: true } },
      schema: { params: BusinessIdParams, response: { 200: z.array(z.string()) } },
    },
    async (req) => {
      const { business } = getTenant(req);
      return MODULE_KEYS.filter((k) => business.modules.includes(k)).map((k) => MODULE_NAMES[k]);
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BusinessSettings, BusinessSettingsInput, SETTINGS_PATHS } from '#shared/contracts/settings';
import { getTenant } from '#server/plugins/access';
import { toSettingsResponse, updateBusinessSettings } from './settings.service';
import { getBusinessSettings } from '#server/kernel/business-settings';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Any member reads them (the POS needs crmEnabled, pointsPerRupee, the receipt texts), even while pending.
  app.get(
    SETTINGS_PATHS.settings,
    {
      config: { access: { kind: 'business', permission: 'pos:read', allowInactive: true } },
      schema: { response: { 200: BusinessSettings } },
    },
    async (req) => toSettingsResponse(await getBusinessSettings(app.db, getTenant(req).businessId)),
  );

  // Always the caller's own business: the id comes from the session, never the body.
  app.post(
    SETTINGS_PATHS.settings,
    {
      config: { access: { kind: 'business', permission: 'business:manage', allowInactive: true } },
      schema: { body: BusinessSettingsInput, response: { 200: BusinessSettings } },
    },
    async (req) => {
      const { businessId, userId } = getTenant(req);
      return updateBusinessSettings(app.db, { businessId, userId }, req.body);
    },
  );
};

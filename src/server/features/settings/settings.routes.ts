import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BusinessSettings, BusinessSettingsInput, SETTINGS_PATHS } from '#shared/contracts/settings';
import { getTenant } from '#server/plugins/access';
import { toSettingsResponse, updateBusinessSettings } from './settings.service';
import type { Executor } from '#server/db/client';
import { getBusinessSettings } from '#server/kernel/business-settings';
import { nextTaxInvoiceNumber } from '#server/features/tax-invoices';

/** The settings with the next tax invoice's running number, which the serial pattern's preview shows. */
async function withNextTaxInvoice(db: Executor, businessId: number, settings: BusinessSettings): Promise<BusinessSettings> {
  return { ...settings, taxInvoiceNextNumber: await nextTaxInvoiceNumber(db, businessId) };
}

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Any member reads them (the POS needs crmEnabled, pointsPerRupee, the receipt texts), even while pending.
  app.get(
    SETTINGS_PATHS.settings,
    {
      config: { access: { kind: 'business', permission: 'pos:read', allowInactive: true } },
      schema: { response: { 200: BusinessSettings } },
    },
    async (req) => {
      const { businessId } = getTenant(req);
      return withNextTaxInvoice(app.db, businessId, toSettingsResponse(await getBusinessSettings(app.db, businessId)));
    },
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
      return withNextTaxInvoice(app.db, businessId, await updateBusinessSettings(app.db, { businessId, userId }, req.body));
    },
  );
};

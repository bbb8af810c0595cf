import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BusinessIdParams } from '#shared/contracts/common';
import { LANKAQR_ROUTES, LankaQrSettings, SaveLankaQrInput } from '#shared/contracts/lankaqr';
import { getTenant } from '#server/plugins/access';
import * as service from './lankaqr.service';

/**
 * The shop's LankaQR, in the POS module. Every member reads it — the till makes
 * each sale's dynamic code from it — and only the business's admins set or remove it.
 */
export const lankaqrRoutes: FastifyPluginAsyncZod = async (app) => {
  const reader = { access: { kind: 'business' as const, permission: 'pos:read' as const, module: 'pos' as const } };
  const admin = { access: { kind: 'business' as const, permission: 'business:manage' as const, module: 'pos' as const } };
  const schema = { params: BusinessIdParams, response: { 200: LankaQrSettings } };

  app.get(LANKAQR_ROUTES.lankaqr, { config: reader, schema }, async (req) => service.getLankaQr(app.db, getTenant(req).businessId));

  app.put(LANKAQR_ROUTES.lankaqr, { config: admin, schema: { ...schema, body: SaveLankaQrInput } }, async (req) =>
    service.saveLankaQr(app.db, getTenant(req), req.body.payload),
  );

  app.delete(LANKAQR_ROUTES.lankaqr, { config: admin, schema }, async (req) => service.removeLankaQr(app.db, getTenant(req)));
};

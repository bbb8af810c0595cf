import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BusinessIdParams } from '#shared/contracts/common';
import { SaveScaleBarcodesInput, SCALE_BARCODE_ROUTES, ScaleBarcodeSettings } from '#shared/contracts/scale-barcodes';
import { getTenant } from '#server/plugins/access';
import * as service from './scale-barcodes.service';

/**
 * The shop's weighing-scale barcode layouts, in the POS module. Every member
 * reads them — the till reads scale labels by them — and only the business's admins change them.
 */
export const scaleBarcodesRoutes: FastifyPluginAsyncZod = async (app) => {
  const reader = { access: { kind: 'business' as const, permission: 'pos:read' as const, module: 'pos' as const } };
  const admin = { access: { kind: 'business' as const, permission: 'business:manage' as const, module: 'pos' as const } };
  const schema = { params: BusinessIdParams, response: { 200: ScaleBarcodeSettings } };

  app.get(SCALE_BARCODE_ROUTES.scaleBarcodes, { config: reader, schema }, async (req) =>
    service.getScaleBarcodes(app.db, getTenant(req).businessId),
  );

  app.put(SCALE_BARCODE_ROUTES.scaleBarcodes, { config: admin, schema: { ...schema, body: SaveScaleBarcodesInput } }, async (req) =>
    service.saveScaleBarcodes(app.db, getTenant(req), req.body.rules),
  );
};

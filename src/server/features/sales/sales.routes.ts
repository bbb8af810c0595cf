import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BusinessIdParams } from '../../../shared/contracts/common';
import { IDEMPOTENCY_HEADER, PosResponse, Sale, SaleInput, SaleParams, SALE_MESSAGES } from '../../../shared/contracts/sales';
import { badRequest } from '../../lib/app-error';
import { getTenant } from '../../plugins/access';
import { createSale, getPosData, getSale, posVersion } from './sales.service';

const gzipAsync = promisify(gzip);
const KEY_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/;

export const salesRoutes: FastifyPluginAsyncZod = async (app) => {
  // The till's data. Large catalogues: one query per list, a plain JSON serializer, and an ETag
  // over the catalogue version so a warm reload answers 304 without reading the products.
  app.get(
    '/api/businesses/:businessId/pos',
    {
      config: { access: { kind: 'business', permission: 'pos:read', module: 'pos' } },
      schema: { params: BusinessIdParams, response: { 200: PosResponse, 304: z.null() } },
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (req, reply) => {
      const { businessId } = getTenant(req);
      const etag = `W/"pos-${await posVersion(app.db, businessId)}"`;
      reply.header('ETag', etag).header('Cache-Control', 'private, no-cache');
      if (req.headers['if-none-match'] === etag) return reply.status(304).send(null);
      const data = await getPosData(app.db, businessId);
      // A big catalogue compresses ~10×; level 1 keeps it cheap (the app has no global compression).
      reply.header('Vary', 'Accept-Encoding');
      if (data.products.length > 500 && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
        const body = await gzipAsync(JSON.stringify(data), { level: 1 });
        return reply
          .header('Content-Type', 'application/json; charset=utf-8')
          .header('Content-Encoding', 'gzip')
          .send(body as never);
      }
      return data;
    },
  );

  app.post(
    '/api/businesses/:businessId/sales',
    {
      config: { access: { kind: 'business', permission: 'sales:create', module: 'pos' } },
      schema: { params: BusinessIdParams, body: SaleInput, response: { 200: Sale, 201: Sale } },
    },
    async (req, reply) => {
      const { businessId, userId } = getTenant(req);
      const raw = req.headers[IDEMPOTENCY_HEADER];
      const key = Array.isArray(raw) ? raw[0] : raw;
      if (!key || !KEY_PATTERN.test(key)) throw badRequest(SALE_MESSAGES.idempotencyKeyRequired);
      const { sale, replayed } = await createSale(app.db, { businessId, userId }, req.body, key, { inRequestTransaction: true });
      if (replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.status(201).send(sale);
    },
  );

  app.get(
    '/api/businesses/:businessId/sales/:saleId',
    {
      config: { access: { kind: 'business', permission: 'pos:read', module: 'pos' } },
      schema: { params: SaleParams, response: { 200: Sale } },
    },
    async (req) => getSale(app.db, getTenant(req).businessId, req.params.saleId),
  );
};

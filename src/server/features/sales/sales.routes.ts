import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BusinessIdParams } from '#shared/contracts/common';
import { IDEMPOTENCY_HEADER, PosResponse, Sale, SaleInput, SaleParams } from '#shared/contracts/sales';
import { AppError } from '#server/lib/app-error';
import { getTenant } from '#server/plugins/access';
import { SalesListPage, SalesListQuery } from '#shared/contracts/sales-list';
import { PosBodyCache } from './pos-body-cache';
import { listSales } from './sales-list.service';
import { recordSale } from './record-sale';
import { getPosData, getSale, posVersion } from './sales.service';
import { SALES_ROUTES } from '#shared/contracts/sales-paths';

const gzipAsync = promisify(gzip);
const KEY_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/;
/** Bodies above this are sent compressed to clients that accept gzip (about 250 products). */
const GZIP_FROM_BYTES = 64 * 1024;
/** Serialised catalogues kept in this process, across all businesses. */
const POS_CACHE_BYTES = 96 * 1024 * 1024;

export const salesRoutes: FastifyPluginAsyncZod = async (app) => {
  const posBodies = new PosBodyCache(POS_CACHE_BYTES);
  // The till's data. Large catalogues: one query per list, a plain JSON serializer, an ETag over
  // the catalogue version (a warm reload answers 304 without reading the products), and the
  // serialised, compressed body kept per version for the next till that asks (pos-body-cache.ts).
  app.get(
    SALES_ROUTES.pos,
    {
      config: { access: { kind: 'business', permission: 'pos:read', module: 'pos' }, withPosVersion: true },
      schema: { params: BusinessIdParams, response: { 200: PosResponse, 304: z.null() } },
    },
    async (req, reply) => {
      const { businessId } = getTenant(req);
      // The version came with the session (one round trip less); read it here otherwise.
      const version = req.auth?.posVersion ?? (await posVersion(app.db, businessId));
      const etag = `W/"pos-${version}"`;
      reply.header('ETag', etag).header('Cache-Control', 'private, no-cache').header('Vary', 'Accept-Encoding');
      if (req.headers['if-none-match'] === etag) return reply.status(304).send(null);
      let body = posBodies.get(businessId, etag);
      if (!body) {
        const json = Buffer.from(JSON.stringify(await getPosData(app.db, businessId)));
        // A big catalogue compresses ~5×; level 1 keeps it cheap (the app has no global compression).
        body = { etag, json, gzip: json.length > GZIP_FROM_BYTES ? await gzipAsync(json, { level: 1 }) : null };
        posBodies.set(businessId, body);
      }
      reply.header('Content-Type', 'application/json; charset=utf-8');
      if (body.gzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
        return reply.header('Content-Encoding', 'gzip').send(body.gzip as never);
      }
      return reply.send(body.json as never);
    },
  );

  app.post(
    SALES_ROUTES.sales,
    {
      config: { access: { kind: 'business', permission: 'sales:create', module: 'pos' } },
      schema: { params: BusinessIdParams, body: SaleInput, response: { 200: Sale, 201: Sale } },
      // The till's hot path: `toSale` builds the answer to the Sale type from the database rows, so
      // it is written as is rather than parsed again by the response schema (kept for the docs).
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (req, reply) => {
      const { businessId, userId, user, business } = getTenant(req);
      const raw = req.headers[IDEMPOTENCY_HEADER];
      const key = Array.isArray(raw) ? raw[0] : raw;
      if (!key || !KEY_PATTERN.test(key)) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
      const { sale, replayed } = await recordSale({
        db: app.db,
        // A cashier (by role or by membership) needs a manager for a discount above the business's limit.
        actor: { businessId, userId, cashier: user.role === 'cashier' || business.membershipRole === 'cashier', ip: req.ip },
        input: req.body,
        idempotencyKey: key,
        inRequestTransaction: true,
      });
      if (replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.status(201).send(sale);
    },
  );

  // The admin's searchable sales list (sales-list.service.ts); cashiers have the till's recent sales.
  app.get(
    SALES_ROUTES.sales,
    {
      config: { access: { kind: 'business', permission: 'business:manage', module: 'pos' } },
      schema: { params: BusinessIdParams, querystring: SalesListQuery, response: { 200: SalesListPage } },
    },
    async (req) => listSales(app.db, getTenant(req).businessId, req.query),
  );

  app.get(
    SALES_ROUTES.sale,
    {
      config: { access: { kind: 'business', permission: 'pos:read', module: 'pos' } },
      schema: { params: SaleParams, response: { 200: Sale } },
    },
    async (req) => getSale(app.db, getTenant(req).businessId, req.params.saleId, { withReturns: true }),
  );
};

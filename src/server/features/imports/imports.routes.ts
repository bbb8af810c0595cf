import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IDEMPOTENCY_HEADER } from '#shared/contracts/idempotency';
import { BusinessIdParams } from '#shared/contracts/common';
import { IMPORT_KINDS, IMPORT_ROUTES, ImportFileParams, ImportMappingInput, ImportParams, ImportSummary } from '#shared/contracts/imports';

import { afterCommit } from '#server/db/request-context';
import { AppError } from '#server/lib/app-error';
import { idempotent } from '#server/lib/idempotency';
import type { RouteAccess } from '#server/plugins/access';
import { getTenant } from '#server/plugins/access';
import { CONTENT_TYPES } from '#server/lib/spreadsheet/write';
import { ImportJobs, STALE_SECONDS } from './import-jobs';
import { readImportUpload } from './import-upload';
import * as service from './imports.service';
import { MODULE_OF } from './kinds';

/** The owner's and admins' (business:manage); the list's own module is checked by kind in the service. */
const MANAGE: RouteAccess = { kind: 'business', permission: 'business:manage' };

/** Imports, templates and exports of the four lists (docs/decisions/0018). */
export const importsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const jobs = new ImportJobs(app.appOptions.db, app.log);
  // Imports a stopped process left: those without a recent heartbeat (another process may be running the rest).
  app.addHook('onReady', async () => {
    await jobs.resumeStale(STALE_SECONDS).catch((err: unknown) => app.log.error({ err }, 'resuming imports failed'));
  });
  app.addHook('onClose', async () => jobs.stop());
  const later = (businessId: number, id: string, phase: 'preview' | 'commit') =>
    void afterCommit(async () => jobs.start(businessId, id, phase));

  app.post(
    IMPORT_ROUTES.create,
    { config: { access: MANAGE }, schema: { params: BusinessIdParams, response: { 202: ImportSummary } } },
    async (req, reply) => {
      const tenant = getTenant(req);
      const upload = await readImportUpload(req);
      const row = await service.createImport(db, tenant, upload);
      jobs.remember(row.id, upload.parsed);
      later(row.businessId, row.id, 'preview');
      return reply.status(202).send(service.toSummary(row));
    },
  );

  app.get(
    IMPORT_ROUTES.one,
    { config: { access: MANAGE }, schema: { params: ImportParams, response: { 200: ImportSummary } } },
    async (req) => {
      const row = await service.requireImport(db, getTenant(req), req.params.importId);
      // Left by a process that stopped while others run on: this one takes it over.
      if (
        (row.status === 'previewing' || row.status === 'committing') &&
        !jobs.isRunning(row.id) &&
        Date.now() - row.heartbeatAt.getTime() > STALE_SECONDS * 1000
      )
        void afterCommit(() => jobs.resumeStale(STALE_SECONDS, { businessId: row.businessId, id: row.id }));
      return service.toSummary(row);
    },
  );

  app.put(
    IMPORT_ROUTES.mapping,
    { config: { access: MANAGE }, schema: { params: ImportParams, body: ImportMappingInput, response: { 202: ImportSummary } } },
    async (req, reply) => {
      const row = await service.setMapping(db, getTenant(req), req.params.importId, req.body.mapping);
      later(row.businessId, row.id, 'preview');
      return reply.status(202).send(service.toSummary(row));
    },
  );

  app.post(
    IMPORT_ROUTES.commit,
    { config: { access: MANAGE }, schema: { params: ImportParams, response: { 202: ImportSummary } } },
    async (req, reply) => {
      if (!req.headers[IDEMPOTENCY_HEADER]) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
      const tenant = getTenant(req);
      return idempotent(db, req, reply, { operation: 'import.commit', status: 202 }, async () => {
        const summary = await service.startCommit(db, tenant, req.params.importId);
        later(tenant.businessId, summary.id, 'commit');
        return summary;
      });
    },
  );

  app.get(IMPORT_ROUTES.rejected, { config: { access: MANAGE }, schema: { params: ImportParams } }, async (req, reply) => {
    const { fileName, body } = await service.rejectedCsv(db, getTenant(req), req.params.importId);
    return reply.headers(download(CONTENT_TYPES.csv, fileName)).send(body);
  });

  // One route per list (the contract's templates), so each declares its module.
  for (const kind of IMPORT_KINDS) {
    const access: RouteAccess = { ...MANAGE, module: MODULE_OF[kind] };
    const Params = ImportFileParams.omit({ kind: true });
    app.get(IMPORT_ROUTES.templates[kind], { config: { access }, schema: { params: Params } }, async (req, reply) => {
      const { format } = req.params;
      return reply
        .headers(download(CONTENT_TYPES[format], `kade-${kind}-template.${format}`))
        .send(await service.templateFile(kind, format));
    });
    app.get(IMPORT_ROUTES.exports[kind], { config: { access, readReplica: true }, schema: { params: Params } }, async (req, reply) => {
      const { format } = req.params;
      const body = await service.exportFile(db, getTenant(req).businessId, kind, format);
      return reply.headers(download(CONTENT_TYPES[format], `kade-${kind}-${new Date().toISOString().slice(0, 10)}.${format}`)).send(body);
    });
  }
};

const download = (contentType: string, fileName: string) => ({
  'Content-Type': contentType,
  'Content-Disposition': `attachment; filename="${fileName.replace(/[^\w.\- ]+/g, '_')}"`,
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'private, no-store',
});

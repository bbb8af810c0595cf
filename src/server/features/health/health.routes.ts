import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from '../../db/client';
import { embeddedDatabaseStatus } from '../../db/embedded-status';
import { SYSTEM_PATHS } from '../../../shared/contracts/system-paths';

const HealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  databaseKind: z.enum(['pglite', 'postgres']),
  databaseLatencyMs: z.number().nullable(),
  uptimeSeconds: z.number(),
  /** The embedded PostgreSQL's supervision (absent with DATABASE_URL): restarts after it died. */
  embeddedDatabase: z
    .object({
      running: z.boolean(),
      pid: z.number().nullable(),
      restarts: z.number(),
      lastRestartAt: z.string().nullable(),
      gaveUp: z.boolean(),
    })
    .optional(),
});

export const healthRoutes: FastifyPluginAsyncZod<{ databaseKind: 'pglite' | 'postgres' }> = async (app, opts) => {
  const startedAt = Date.now();
  app.get(
    SYSTEM_PATHS.health,
    { config: { access: { kind: 'public' } }, schema: { response: { 200: HealthResponse, 503: HealthResponse } } },
    async (_req, reply) => {
      const t0 = performance.now();
      let up = true;
      try {
        await pingDatabase(app.db);
      } catch {
        up = false;
      }
      const body = {
        status: up ? ('ok' as const) : ('degraded' as const),
        database: up ? ('up' as const) : ('down' as const),
        databaseKind: opts.databaseKind,
        databaseLatencyMs: up ? Math.round((performance.now() - t0) * 100) / 100 : null,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        embeddedDatabase: embeddedDatabaseStatus() ?? undefined,
      };
      return reply.status(up ? 200 : 503).send(body);
    },
  );
};

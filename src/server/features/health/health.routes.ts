import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase, poolStats } from '#server/db/client';
import { oldestOpenTransactionMs } from '#server/db/request-context';
import { embeddedDatabaseStatus } from '#server/db/embedded-status';
import { SYSTEM_PATHS } from '#shared/contracts/system-paths';

const HealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  /** Always PostgreSQL (embedded or DATABASE_URL's); kept for the clients that read it. */
  databaseKind: z.literal('postgres'),
  databaseLatencyMs: z.number().nullable(),
  uptimeSeconds: z.number(),
  /** This process's connections to its database (null when the database has no pool of this process's). */
  pool: z.object({ size: z.number(), total: z.number(), idle: z.number(), waiting: z.number() }).nullable(),
  /** How long the oldest transaction this process holds open has been open (0 when none). */
  oldestTransactionMs: z.number(),
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

const PING_LIMIT_MS = 2000;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const startedAt = Date.now();
  app.get(
    SYSTEM_PATHS.health,
    // Outside the request transaction, on the base database: it must answer (and say so) when
    // every pooled connection is taken, within PING_LIMIT_MS rather than the pool's connect timeout.
    {
      config: { access: { kind: 'public' }, outsideRequestTransaction: true },
      schema: { response: { 200: HealthResponse, 503: HealthResponse } },
    },
    async (_req, reply) => {
      const base = app.appOptions.db;
      const t0 = performance.now();
      let up = true;
      let timer: NodeJS.Timeout | undefined;
      try {
        const tooSlow = new Promise<never>((_r, reject) => (timer = setTimeout(() => reject(new Error('ping timed out')), PING_LIMIT_MS)));
        await Promise.race([pingDatabase(base), tooSlow]);
      } catch {
        up = false;
      } finally {
        clearTimeout(timer);
      }
      const body = {
        status: up ? ('ok' as const) : ('degraded' as const),
        database: up ? ('up' as const) : ('down' as const),
        databaseKind: 'postgres' as const,
        databaseLatencyMs: up ? Math.round((performance.now() - t0) * 100) / 100 : null,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        pool: poolStats(base),
        oldestTransactionMs: oldestOpenTransactionMs(),
        embeddedDatabase: embeddedDatabaseStatus() ?? undefined,
      };
      return reply.status(up ? 200 : 503).send(body);
    },
  );
};

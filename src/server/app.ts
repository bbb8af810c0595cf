import { existsSync } from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from './db/client';
import type { ReadReplica } from './db/replica';
import { createRequestScopedDb } from './db/request-context';
import { authRoutes } from './features/auth/auth.routes';
import type { BackupJob } from './features/backups/backups.service';
import type { OAuthConfig } from './features/auth/oauth.config';
import { DEFAULT_THROTTLE, type ThrottleLimits } from './features/auth/throttle';
import { healthRoutes } from './features/health/health.routes';
import { registerAccessControl } from './plugins/access';
import { registerJsonCompression } from './plugins/compression';
import { frameworkErrors, registerErrorHandler } from './plugins/error-handler';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurity } from './plugins/security';
import { registerSessions } from './plugins/session';
import { registerSpa } from './plugins/static-client';
import { bindRequestTransactions, decorateRequestDb, openRequestTransactions } from './plugins/tenant-transaction';
import { featureRoutes } from './routes';
import { AppError } from './lib/app-error';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    appOptions: AppOptions;
  }
}

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export interface AppOptions {
  db: Database;
  sessionSecret: string;
  isProduction: boolean;
  uploadsDir: string;
  trustProxy?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** The built SPA (dist/client); when absent only the API is served. */
  clientDir?: string | null;
  /** Failed sign-ins allowed per account+IP and per IP per day. */
  throttle?: ThrottleLimits;
  /** Registrations per IP per hour (REGISTER_LIMIT_PER_HOUR); 30 when absent. */
  registerLimitPerHour?: number;
  /** Social sign-in providers (OIDC, Google, GitHub, Facebook); none when absent. */
  oauth?: OAuthConfig;
  /** SMTP relay for e-mail campaigns (SMTP_URL / SMTP_FROM); e-mail campaigns are recorded only when absent. timeoutMs is for tests. */
  mail?: { url: string; from: string; timeoutMs?: number } | null;
  /** The daily backup job (BACKUP_DIR): the dashboards read its settings, the super admin's "Back up now" runs it. */
  backups?: BackupJob | null;
  /** A streaming replica for the routes marked `readReplica` (DATABASE_REPLICA_URL); none when absent. */
  replica?: ReadReplica | null;
}

/** Builds the whole application without listening: what main.ts serves and what tests inject() into. */
export async function buildApp(opts: AppOptions) {
  const app = Fastify({
    logger: opts.logger ?? false,
    trustProxy: opts.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Row-level security: inside a request `app.db` is the request's bound transaction (plugins/tenant-transaction.ts).
  decorateRequestDb(app, opts.db, createRequestScopedDb(opts.db));
  app.decorate('appOptions', opts);

  const serveSpa = Boolean(opts.clientDir && existsSync(path.join(opts.clientDir, 'index.html')));
  registerErrorHandler(app, { serveSpa });
  await registerSecurity(app);
  await app.register(cookie, { secret: opts.sessionSecret });
  // A refusal is an AppError like any other: the one table's 429 and the registered message.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, context) => new AppError('RATE_LIMITED_requests', { params: { after: context.after } }),
  });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 30, fieldSize: 64 * 1024 } });
  openRequestTransactions(app, opts.db);
  registerSessions(app, app.db);
  registerAccessControl(app);
  bindRequestTransactions(app, opts.replica ?? null);
  registerJsonCompression(app as unknown as FastifyInstance);
  await registerOpenApi(app);

  await app.register(healthRoutes);
  await app.register(authRoutes, {
    isProduction: opts.isProduction,
    throttle: opts.throttle ?? DEFAULT_THROTTLE,
    registerLimitPerHour: opts.registerLimitPerHour ?? 30,
    oauth: opts.oauth ?? {},
  });
  for (const plugin of featureRoutes) await app.register(plugin);

  if (serveSpa && opts.clientDir) registerSpa(app as unknown as FastifyInstance, opts.clientDir);
  return app;
}

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app';
import { openPostgres, type DatabaseHandle } from './db/client';
import { assertDurable, NotDurableError } from './db/durability-check';
import { openEmbedded } from './db/embedded-open';
import { reportEmbeddedStatus } from './db/embedded-status';
import { loadConfig } from './config';
import { ReadReplica } from './db/replica';
import { isDatabaseUnavailable } from './lib/app-error';
import { DataDirLockedError, lockDataDir } from './lib/data-dir-lock';
import { advisoryLeadership, runWhileLeader, soloLeadership } from './lib/leadership';
import { moveProofsIntoDatabase } from './features/subscriptions/proof-store';
import { backupJobFor } from './features/backups/backups.setup';
import { startReminderJob } from './features/reminders/reminders.job';
import { startSalesRoller } from './features/rollups/rollups.service';
import { tuneHeapGrowth } from './lib/heap-tuning';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** SIGTERM/SIGINT: in-flight requests get this long to finish before their connections are closed. */
const HTTP_GRACE_MS = 3000;
/** ...and the whole shutdown this long before the process exits anyway (its PostgreSQL told to stop). */
const SHUTDOWN_LIMIT_MS = 9000;

/** Read config, open and migrate the database, listen; close everything on SIGINT/SIGTERM. */
export async function main() {
  const config = loadConfig();
  tuneHeapGrowth(config.heapGrowingPercent);
  if (config.replica && !config.databaseUrl)
    throw new Error('Invalid configuration:\n  DATABASE_REPLICA_URL needs DATABASE_URL (its primary)');
  let releaseLock: (() => void) | undefined;
  const logTo: { app?: FastifyBaseLogger } = {};
  let handle: DatabaseHandle;
  if (config.databaseUrl) {
    handle = openPostgres(config.databaseUrl, config.databasePoolSize);
  } else {
    releaseLock = lockDataDir(config.dataDir);
    // The embedded PostgreSQL (decision 0009), restarted if it dies; stopped by handle.close().
    // Its lines go to the console until the app's logger exists.
    const embedded = await openEmbedded(config.dataDir, config.databasePoolSize, {
      info: (m) => (logTo.app ? logTo.app.info(m) : console.log(m)),
      warn: (m) => (logTo.app ? logTo.app.warn(m) : console.warn(m)),
      error: (m) => (logTo.app ? logTo.app.error(m) : console.error(m)),
    }).catch((err: unknown) => {
      releaseLock?.();
      throw err;
    });
    reportEmbeddedStatus(() => embedded.server.status());
    handle = embedded;
  }
  // Reports, exports and the tax panel read here while it is fresh (docs/decisions/0011-read-replica.md).
  const replicaHandle = config.replica ? openPostgres(config.replica.url, config.databasePoolSize) : null;
  const replica = replicaHandle && config.replica ? new ReadReplica(replicaHandle.db, { maxLagMs: config.replica.maxLagMs }) : null;
  void replica?.check();

  // Daily verified backups into BACKUP_DIR (docs/guide/backups.md); logs go to the app's logger once it exists.
  const backups = backupJobFor(config, handle, { info: (o, m) => app.log.info(o, m), warn: (o, m) => app.log.warn(o, m) });
  const app = await buildApp({
    db: handle.db,
    sessionSecret: config.sessionSecret,
    isProduction: config.isProduction,
    uploadsDir: config.uploadsDir,
    trustProxy: config.trustProxy,
    registerLimitPerHour: config.registerLimitPerHour,
    oauth: config.oauth,
    mail: config.mail,
    backups,
    replica,
    logger: { level: config.logLevel },
    clientDir: process.env.CLIENT_DIR ? path.resolve(process.env.CLIENT_DIR) : path.join(ROOT, 'dist', 'client'),
  });
  logTo.app = app.log;

  // Production refuses a database that may lose acknowledged sales in a power cut (decision 0009).
  await migrateWhenReachable(
    { ...handle, migrate: () => assertDurable(handle.db, config.isProduction).then(() => handle.migrate()) },
    app.log,
  );
  // Slips earlier versions wrote to this node's disk move into PostgreSQL; served from disk until then.
  moveProofsIntoDatabase(handle.db, config.uploadsDir)
    .then((r) => r.moved && app.log.info(r, 'payment slips moved from DATA_DIR/uploads into the database'))
    .catch((err: unknown) => app.log.warn({ err }, 'payment slips stay in DATA_DIR/uploads for now (served from there)'));
  // Background work runs on one node at a time (docs/decisions/0010-several-servers.md).
  const leadership = config.databaseUrl ? advisoryLeadership({ databaseUrl: config.databaseUrl, log: app.log }) : soloLeadership();
  if (config.databaseUrl && !process.env.SESSION_SECRET)
    app.log.warn(
      'SESSION_SECRET is not set: sessions are signed with DATA_DIR/session-secret; every Kade process on one database needs the same SESSION_SECRET',
    );
  // Sales roll-ups for reports and the dashboard: kept up to date here, never inside a sale.
  const roller = runWhileLeader(leadership, 'sales roll-ups', () => startSalesRoller(handle.db, app.log), app.log);
  // The leader checks the schedule; each run also takes an advisory lock ("Back up now" runs on any node).
  const backupSchedule = backups ? runWhileLeader(leadership, 'backups', () => backups.start(), app.log) : null;
  // Payment reminders for overdue debts: prepared and sent by the leader, each shop in its quiet-hours window.
  const reminders = runWhileLeader(
    leadership,
    'payment reminders',
    () => startReminderJob(handle.db, { mail: config.mail }, app.log),
    app.log,
  );

  let closing = false;
  // Stops within SHUTDOWN_LIMIT_MS even with requests in flight: the HTTP server stops accepting,
  // requests get HTTP_GRACE_MS to finish before their connections are closed, each later step is
  // bounded, and the embedded PostgreSQL gets a fast shutdown (an immediate one if it lingers; the
  // 'exit' hook in embedded-postgres.ts signals it even if this runs out of time).
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const deadline = setTimeout(() => {
      app.log.warn('shutdown took too long; exiting now');
      releaseLock?.();
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    const within = (work: Promise<unknown> | undefined, ms: number) =>
      Promise.race([work?.catch(() => {}), new Promise((r) => setTimeout(r, ms).unref())]);
    const lingering = setTimeout(() => app.server.closeAllConnections(), HTTP_GRACE_MS);
    await within(app.close(), HTTP_GRACE_MS + 500);
    clearTimeout(lingering);
    await within(Promise.all([roller.stop(), backupSchedule?.stop(), reminders.stop(), leadership.stop(), replicaHandle?.close()]), 1000);
    await handle.close().catch(() => {});
    clearTimeout(deadline);
    releaseLock?.();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('exit', () => releaseLock?.());

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Kade is listening on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port} (${config.databaseUrl ? 'PostgreSQL at DATABASE_URL' : 'embedded PostgreSQL'})`,
  );
}

/**
 * A PostgreSQL server that is down at start-up must not keep Kade from serving: the API answers 503
 * ('Authentication service unavailable') and migration is retried until the server is back.
 */
async function migrateWhenReachable(handle: DatabaseHandle, log: { warn: (o: object, m: string) => void; info: (m: string) => void }) {
  try {
    await handle.migrate();
  } catch (err) {
    if (!isDatabaseUnavailable(err)) throw err;
    log.warn({ err }, 'database unreachable; serving 503 and retrying migration every 5 s');
    const timer = setInterval(() => {
      handle
        .migrate()
        .then(() => {
          clearInterval(timer);
          log.info('database reachable again; migrations applied');
        })
        .catch(() => {});
    }, 5000);
    timer.unref();
  }
}

main().catch((err) => {
  if (
    err instanceof DataDirLockedError ||
    err instanceof NotDurableError ||
    (err instanceof Error && err.message.startsWith('Invalid configuration'))
  ) {
    console.error(`\nKade could not start: ${err.message}\n`);
  } else {
    console.error('Kade could not start:', err);
  }
  process.exit(1);
});

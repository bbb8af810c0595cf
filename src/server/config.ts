import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { OAuthConfig } from './features/auth/oauth.config';

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  /** Connections the server keeps to PostgreSQL (default 10 on DATABASE_URL, 5 embedded); each API request holds one for its transaction. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).optional(),
  /** A streaming replica of DATABASE_URL for reports, exports and the tax panel's reads (docs/decisions/0011-read-replica.md). */
  DATABASE_REPLICA_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_REPLICA_URL must start with postgres:// or postgresql://')
    .optional(),
  /** A replica further behind than this (milliseconds) is not used: those reads go to the primary. */
  DATABASE_REPLICA_MAX_LAG_MS: z.coerce.number().int().min(0).max(3_600_000).default(5000),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
  /** Registrations one IP may make per hour, per process (a shop's own browser tests register many). */
  REGISTER_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  OIDC_ISSUER_URL: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GITHUB_CLIENT_ID: z.string().optional(),
  GITHUB_CLIENT_SECRET: z.string().optional(),
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
  /** The address users reach Kade at (e.g. https://shop.example.lk); social sign-in redirect URIs are built from it. */
  PUBLIC_URL: z.string().url().optional(),
  /** Outgoing mail for e-mail campaigns, e.g. smtp://user:pass@host:587 or smtps://user:pass@host:465; e-mail is recorded only without it. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/?#\s]+/, 'SMTP_URL must look like smtp://user:pass@host:587 or smtps://user:pass@host:465')
    .optional(),
  SMTP_FROM: z.string().min(3).default('Kade <no-reply@localhost>'),
  /**
   * Folder for the daily automatic backups (e.g. a USB disk). Unset: DATA_DIR/backups for the
   * embedded database (a shop's PC is backed up by default), none with DATABASE_URL; 'off': none.
   */
  BACKUP_DIR: z.string().min(1).optional(),
  /** The daily backup's time of day, HH:MM in the server's own clock (its TZ), not the shops' time zone. */
  BACKUP_TIME: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'BACKUP_TIME must be HH:MM (24-hour), e.g. 02:30')
    .default('02:30'),
  /** How many automatic backups BACKUP_DIR keeps (older ones are deleted). */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(14),
  /** How far the JS heap grows past what is live before a full collection, in %; 0 = V8's own (decision 0025). */
  KADE_HEAP_GROWING_PERCENT: z.coerce.number().int().min(0).max(1000).default(30),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  databasePoolSize: number;
  /** KADE_HEAP_GROWING_PERCENT: 0 leaves V8's own growth factor. */
  heapGrowingPercent: number;
  /** DATABASE_REPLICA_URL and its lag limit; null without a replica. */
  replica: { url: string; maxLagMs: number } | null;
  sessionSecret: string;
  isProduction: boolean;
  trustProxy: boolean;
  registerLimitPerHour: number;
  logLevel: string;
  uploadsDir: string;
  /** Social sign-in: each provider is on only when its client id (and secret) are set. */
  oauth: OAuthConfig;
  /** SMTP relay for e-mail campaigns; null when SMTP_URL is not set. */
  mail: { url: string; from: string } | null;
  /** Daily automatic backups (BACKUP_DIR, BACKUP_TIME, BACKUP_KEEP); null when BACKUP_DIR is not set. */
  backups: { dir: string; time: string; keep: number } | null;
}

/** Parse the environment once; a bad value stops the start with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    // The embedded PostgreSQL serves one shop on the shop's own PC: 5 connections keep its two
    // cores busy, and each backend is memory the PC needs for the browser (decision 0025).
    databasePoolSize: e.DATABASE_POOL_SIZE ?? (e.DATABASE_URL ? 10 : 5),
    heapGrowingPercent: e.KADE_HEAP_GROWING_PERCENT,
    replica: e.DATABASE_REPLICA_URL ? { url: e.DATABASE_REPLICA_URL, maxLagMs: e.DATABASE_REPLICA_MAX_LAG_MS } : null,
    sessionSecret: e.SESSION_SECRET ?? readOrCreateSecret(dataDir),
    isProduction: e.NODE_ENV === 'production',
    trustProxy: e.TRUST_PROXY ?? false,
    registerLimitPerHour: e.REGISTER_LIMIT_PER_HOUR,
    logLevel: e.LOG_LEVEL,
    uploadsDir: path.join(dataDir, 'uploads'),
    oauth: {
      publicUrl: e.PUBLIC_URL,
      oidc:
        e.OIDC_ISSUER_URL && e.OIDC_CLIENT_ID
          ? { issuerUrl: e.OIDC_ISSUER_URL, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET }
          : undefined,
      google:
        e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET } : undefined,
      github:
        e.GITHUB_CLIENT_ID && e.GITHUB_CLIENT_SECRET ? { clientId: e.GITHUB_CLIENT_ID, clientSecret: e.GITHUB_CLIENT_SECRET } : undefined,
      facebook:
        e.FACEBOOK_CLIENT_ID && e.FACEBOOK_CLIENT_SECRET
          ? { clientId: e.FACEBOOK_CLIENT_ID, clientSecret: e.FACEBOOK_CLIENT_SECRET }
          : undefined,
    },
    mail: e.SMTP_URL ? { url: e.SMTP_URL, from: e.SMTP_FROM } : null,
    backups: backupsOf(e, dataDir),
  };
}

/** Without SESSION_SECRET, a random secret is generated once into DATA_DIR so sessions survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function backupsOf(e: z.infer<typeof EnvSchema>, dataDir: string): Config['backups'] {
  if (e.BACKUP_DIR?.toLowerCase() === 'off') return null;
  const dir = e.BACKUP_DIR ?? (e.DATABASE_URL ? undefined : path.join(dataDir, 'backups'));
  return dir ? { dir: path.resolve(dir), time: e.BACKUP_TIME, keep: e.BACKUP_KEEP } : null;
}

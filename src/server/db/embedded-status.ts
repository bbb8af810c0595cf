import type { EmbeddedStatus } from './embedded-postgres';

/**
 * The embedded PostgreSQL's supervision figures for `GET /api/health` (whether it is up, how often
 * it was restarted after dying): the server process registers its embedded server here; with
 * DATABASE_URL, or in tests that build an app without one, there is none and health leaves it out.
 */
let source: (() => EmbeddedStatus) | null = null;

export function reportEmbeddedStatus(status: () => EmbeddedStatus): () => void {
  source = status;
  return () => {
    if (source === status) source = null;
  };
}

export function embeddedDatabaseStatus(): EmbeddedStatus | null {
  return source ? source() : null;
}

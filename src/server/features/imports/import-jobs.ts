/**
 * The work an import does after its request has answered (docs/decisions/0018): the preview (read
 * only) and the commit (batches, each its own short transaction that also records how far it got).
 * In-process; the progress lives on the import's row, so any Kade process answers GET. An import a
 * stopped process left behind is resumed: its preview from the start, its commit after the last
 * batch that landed.
 */
import type { FastifyBaseLogger } from 'fastify';
import { IMPORT_ERRORS_SHOWN, IMPORT_MESSAGES, type ImportCounts, type ImportRowError } from '#shared/contracts/imports';
import { guessMapping } from '#shared/domain/import-fields';
import type { RowError } from '#shared/domain/import-rows';
import type { Database } from '#server/db/client';
import type { RejectedRow } from '#server/db/schema';
import { writeAudit } from '#server/kernel/audit';
import { readSpreadsheet } from '#server/lib/spreadsheet/read';
import { checkRows, yieldToOthers, type Checked, type Parsed } from './import-check';
import * as repo from './imports.repo';
import { HANDLERS } from './kinds';
import type { Decision, ImportContext } from './kinds/kind';

/** Rows decided (and written) per statement batch: big enough for bulk statements, small enough that one batch holds a connection for tens of milliseconds. */
export const IMPORT_BATCH_ROWS = 1000;
/** A worker bumps the heartbeat at least this often; twice as long without one means its process stopped. */
export const STALE_SECONDS = 60;

class Stopped extends Error {}

export class ImportJobs {
  private readonly running = new Map<string, Promise<void>>();
  /** The parsed file between the upload, the preview and the commit (a few entries at most). */
  private readonly parsedCache = new Map<string, Parsed>();
  /** The preview's checked rows, for its commit when the mapping is the same (the commit need not check 50,000 rows again). */
  private readonly checkedCache = new Map<string, { mapping: string; checked: Checked }>();
  private stopping = false;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  remember(id: string, parsed: Parsed) {
    this.parsedCache.set(id, parsed);
    while (this.parsedCache.size > 2) this.parsedCache.delete(this.parsedCache.keys().next().value!);
  }

  isRunning(id: string) {
    return this.running.has(id);
  }

  start(businessId: number, id: string, phase: 'preview' | 'commit') {
    if (this.stopping || this.running.has(id)) return;
    const job = (phase === 'preview' ? this.preview(businessId, id) : this.commit(businessId, id))
      .catch(async (err: unknown) => {
        if (err instanceof Stopped) return;
        this.log.error({ err, importId: id }, 'import failed');
        await repo.updateImport(this.db, businessId, id, { status: 'failed', error: IMPORT_MESSAGES.unreadable }).catch(() => undefined);
      })
      .finally(() => this.running.delete(id));
    this.running.set(id, job);
  }

  /** Resolves when every job has finished (tests) . */
  async idle() {
    while (this.running.size) await Promise.allSettled([...this.running.values()]);
  }

  /** On close: jobs stop between batches; what they leave is resumed by the next start. */
  async stop() {
    this.stopping = true;
    await this.idle();
  }

  /** Takes over imports whose process stopped (no heartbeat for `staleSeconds`). */
  async resumeStale(staleSeconds = STALE_SECONDS, only?: { businessId: number; id: string }) {
    for (const r of await repo.claimStale(this.db, staleSeconds, only)) {
      this.log.info({ importId: r.id, status: r.status }, 'resuming an import left by a stopped process');
      this.start(r.businessId, r.id, r.status === 'committing' ? 'commit' : 'preview');
    }
  }

  private checkpoint() {
    if (this.stopping) throw new Stopped();
    return yieldToOthers();
  }

  private async parsed(imp: repo.ImportRow): Promise<Parsed | null> {
    const cached = this.parsedCache.get(imp.id);
    if (cached) return cached;
    const content = await repo.loadFile(this.db, imp.businessId, imp.fileId);
    if (!content) return null;
    const parsed = await readSpreadsheet(imp.format, content).catch(() => null);
    if (parsed) this.remember(imp.id, parsed);
    return parsed;
  }

  private context(imp: repo.ImportRow, mapping: Record<string, number | null>): ImportContext {
    const mapped = new Set(Object.entries(mapping).flatMap(([k, v]) => (v == null ? [] : [k])));
    return { businessId: imp.businessId, userId: imp.createdBy, importId: imp.id, fileName: imp.fileName, mapped, memo: new Map() };
  }

  private async preview(businessId: number, id: string) {
    const imp = await repo.getImport(this.db, businessId, id);
    if (!imp || imp.status !== 'previewing') return;
    const parsed = await this.parsed(imp);
    if (!parsed) return repo.updateImport(this.db, businessId, id, { status: 'failed', error: IMPORT_MESSAGES.unreadable });
    const headers = parsed.rows[0] ?? [];
    const mapping = Object.keys(imp.mapping).length ? imp.mapping : guessMapping(imp.kind, headers);
    const total = parsed.rows.length - 1;
    await repo.updateImport(this.db, businessId, id, { headers, mapping, progressDone: 0, progressTotal: total });
    const checked = await checkRows(imp.kind, mapping, parsed, () => this.checkpoint());
    this.checkedCache.set(id, { mapping: JSON.stringify(mapping), checked });
    while (this.checkedCache.size > 2) this.checkedCache.delete(this.checkedCache.keys().next().value!);
    const ctx = this.context(imp, mapping);
    const counts: ImportCounts = { rows: total, create: 0, update: 0, unchanged: 0, rejected: 0 };
    const problems = new Map(checked.rejected);
    for (let start = 0; start < checked.candidates.length; start += IMPORT_BATCH_ROWS) {
      const batch = checked.candidates.slice(start, start + IMPORT_BATCH_ROWS);
      const decisions = await HANDLERS[imp.kind].run(this.db, ctx, batch as never, false);
      tally(counts, problems, batch, decisions);
      await repo.updateImport(this.db, businessId, id, { progressDone: Math.min(total, start + batch.length + checked.rejected.size) });
      await this.checkpoint();
    }
    counts.rejected = problems.size;
    const { errors, rejected } = listProblems(parsed, problems);
    await repo.updateImport(this.db, businessId, id, {
      status: 'ready',
      progressDone: total,
      counts,
      errors,
      rejected,
      sample: checked.sample,
      error: null,
    });
  }

  private async commit(businessId: number, id: string) {
    const imp = await repo.getImport(this.db, businessId, id);
    if (!imp || imp.status !== 'committing') return;
    const parsed = await this.parsed(imp);
    if (!parsed) return repo.updateImport(this.db, businessId, id, { status: 'failed', error: IMPORT_MESSAGES.unreadable });
    const cached = this.checkedCache.get(id);
    const checked =
      cached?.mapping === JSON.stringify(imp.mapping)
        ? cached.checked
        : await checkRows(imp.kind, imp.mapping, parsed, () => this.checkpoint());
    const ctx = this.context(imp, imp.mapping);
    // A row the preview refused stays refused, once: planning it again would count it and list its error twice.
    const refused = new Set(imp.rejected.map((r) => r.row));
    const todo = checked.candidates.filter((c) => c.row > imp.committedRows && !refused.has(c.row));
    const total = checked.candidates.length;
    let done = total - todo.length;
    // A resumed commit goes on from the tally its last batch saved.
    const outcome: ImportCounts = imp.outcome ?? {
      rows: imp.counts?.rows ?? total,
      create: 0,
      update: 0,
      unchanged: 0,
      rejected: imp.counts?.rejected ?? 0,
    };
    let problems = { errors: imp.errors, rejected: imp.rejected };
    for (let start = 0; start < todo.length; start += IMPORT_BATCH_ROWS) {
      const batch = todo.slice(start, start + IMPORT_BATCH_ROWS);
      done += batch.length;
      // The batch's writes, its tally and how far the commit got land together, or not at all.
      await this.db.transaction(async (tx) => {
        const decisions = await HANDLERS[imp.kind].run(tx, ctx, batch as never, true);
        const late = new Map<number, RowError[]>();
        tally(outcome, late, batch, decisions);
        outcome.rejected += late.size;
        await repo.updateImport(tx, businessId, id, {
          committedRows: batch[batch.length - 1].row,
          progressDone: done,
          progressTotal: total,
          outcome,
          ...(late.size ? (problems = mergeRejections(problems, parsed, late)) : {}),
        });
      });
      await this.checkpoint();
    }
    await this.db.transaction(async (tx) => {
      await repo.updateImport(tx, businessId, id, {
        status: 'committed',
        committedAt: new Date(),
        progressDone: total,
        progressTotal: total,
      });
      await writeAudit(tx, {
        businessId,
        userId: imp.createdBy,
        action: 'import.commit',
        entityType: 'import',
        entityId: id,
        after: { kind: imp.kind, fileName: imp.fileName, counts: imp.counts, outcome },
      });
    });
    this.parsedCache.delete(id);
    this.checkedCache.delete(id);
  }
}

/**
 * The rejected rows and errors with the rows that stopped passing between preview and commit
 * added, in row order (the rejected-rows CSV gives them back with the others).
 */
function mergeRejections(
  current: { errors: ImportRowError[]; rejected: RejectedRow[] },
  parsed: Parsed,
  late: Map<number, RowError[]>,
): { errors: ImportRowError[]; rejected: RejectedRow[] } {
  const more = listProblems(parsed, late);
  const byRow = <T extends { row: number }>(a: T, b: T) => a.row - b.row;
  return {
    errors: [...current.errors, ...more.errors].sort(byRow).slice(0, IMPORT_ERRORS_SHOWN),
    rejected: [...current.rejected, ...more.rejected].sort(byRow),
  };
}

function tally(counts: ImportCounts, problems: Map<number, RowError[]>, batch: { row: number }[], decisions: Decision[]) {
  decisions.forEach((d, i) => {
    if (typeof d === 'string') counts[d] += 1;
    else problems.set(batch[i].row, d.errors);
  });
}

/** The first errors for the summary, and every rejected row with its cells for the rejected-rows CSV, in row order. */
function listProblems(parsed: Parsed, problems: Map<number, RowError[]>): { errors: ImportRowError[]; rejected: RejectedRow[] } {
  const index = new Map(parsed.lines.map((line, i) => [line, i]));
  const rows = [...problems.keys()].sort((a, b) => a - b);
  const errors: ImportRowError[] = [];
  const rejected: RejectedRow[] = [];
  for (const row of rows) {
    const list = problems.get(row)!;
    for (const e of list) if (errors.length < IMPORT_ERRORS_SHOWN) errors.push({ row, field: e.field, message: e.message });
    rejected.push({ row, cells: parsed.rows[index.get(row)!] ?? [], messages: list.map((e) => e.message) });
  }
  return { errors, rejected };
}

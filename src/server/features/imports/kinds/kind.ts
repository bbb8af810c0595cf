/**
 * What each importable list (products, customers, debtors, suppliers) tells the import: how a row
 * finds the record it updates, what a repeat inside the file is, how a batch is decided and
 * written, and how the list is exported in the import's own columns.
 */
import type { ImportKind } from '#shared/contracts/import-paths';
import type { RowError, RowsByKind } from '#shared/domain/import-rows';
import type { Executor } from '#server/db/client';

export interface ImportContext {
  businessId: number;
  /** Who commits (null when a process resumes it after a restart: the system). */
  userId: string | null;
  importId: string;
  fileName: string;
  /** The fields the file maps: an unmapped field leaves an existing record's value alone. */
  mapped: ReadonlySet<string>;
  /** Per-import memo (the shop's suppliers, its default tax rates …), filled by the kind. */
  memo: Map<string, unknown>;
}

export interface Candidate<V> {
  /** The row number in the file (the header is row 1). */
  row: number;
  value: V;
  /** The mapped cells as text (to tell an empty cell from an unmapped column). */
  record: Record<string, string>;
}

export type Decision = 'create' | 'update' | 'unchanged' | { errors: RowError[] };

/** A key the file may not repeat (a second row with the same SKU would update the first's product twice). */
export interface UniqueKey {
  key: string;
  field: string;
  message: string;
}

export interface KindHandler<K extends ImportKind = ImportKind> {
  uniqueKeys(value: RowsByKind[K]): UniqueKey[];
  /**
   * Decides each candidate of a batch against the database as it is now and, when `write`, writes
   * the creates and updates (inside the batch's transaction). Deciding again after a batch landed
   * answers 'unchanged' for its rows: that is what makes a resumed commit write nothing twice.
   */
  run(db: Executor, ctx: ImportContext, batch: Candidate<RowsByKind[K]>[], write: boolean): Promise<Decision[]>;
  /** Every record of the business as the import's cells, in template order. */
  exportRows(db: Executor, businessId: number): Promise<string[][]>;
  /** The template's example row. */
  example: readonly string[];
}

/** Memoised per import: `compute` runs once. */
export async function memo<T>(ctx: ImportContext, key: string, compute: () => Promise<T>): Promise<T> {
  if (!ctx.memo.has(key)) ctx.memo.set(key, await compute());
  return ctx.memo.get(key) as T;
}

export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A cell that is mapped and empty: for a column that cannot be empty, "keep what is there". */
export const isEmptyCell = (record: Record<string, string>, key: string) => key in record && record[key].trim() === '';

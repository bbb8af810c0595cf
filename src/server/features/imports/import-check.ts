/**
 * The part of a preview (and of a commit) that needs no database: every row mapped and checked by
 * its contract, and repeats inside the file found (the second row with a SKU is refused, not
 * applied twice). Works in slices that give the event loop back, so 50,000 rows never hold the
 * server for more than a few milliseconds at a time.
 */
import { IMPORT_SAMPLE_ROWS, type ImportKind, type ImportMapping } from '#shared/contracts/imports';
import { mapRow, parseRow, type RowError, type RowsByKind } from '#shared/domain/import-rows';
import type { Candidate } from './kinds/kind';
import { HANDLERS } from './kinds';

export interface Parsed {
  /** The header row first. */
  rows: string[][];
  /** Each row's number in the file. */
  lines: number[];
}

export interface Checked<K extends ImportKind = ImportKind> {
  candidates: Candidate<RowsByKind[K]>[];
  /** Row number → its errors. */
  rejected: Map<number, RowError[]>;
  sample: Record<string, string>[];
}

export const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));
const SLICE = 500;

export async function checkRows<K extends ImportKind>(
  kind: K,
  mapping: ImportMapping,
  parsed: Parsed,
  onProgress?: (done: number) => Promise<void> | void,
): Promise<Checked<K>> {
  const handler = HANDLERS[kind];
  const seen = new Set<string>();
  const out: Checked<K> = { candidates: [], rejected: new Map(), sample: [] };
  for (let i = 1; i < parsed.rows.length; i++) {
    const row = parsed.lines[i];
    const record = mapRow(mapping, parsed.rows[i]);
    if (out.sample.length < IMPORT_SAMPLE_ROWS) out.sample.push(record);
    const result = parseRow(kind, record);
    if (!result.ok) out.rejected.set(row, result.errors);
    else {
      const repeats = handler.uniqueKeys(result.value).filter((k) => seen.has(k.key));
      if (repeats.length)
        out.rejected.set(
          row,
          repeats.map((k) => ({ field: k.field, message: k.message })),
        );
      else {
        for (const k of handler.uniqueKeys(result.value)) seen.add(k.key);
        out.candidates.push({ row, value: result.value, record });
      }
    }
    if (i % SLICE === 0) {
      await onProgress?.(i);
      await yieldToOthers();
    }
  }
  return out;
}

/**
 * What every benchmark module (bench/<name>.ts) exports: `run(ctx)` answering its rows of the
 * results table. Each row is one measurement WITH its baseline, measured in the same run.
 */
export interface BenchContext {
  /** PostgreSQL server URL (any database on it): DATABASE_URL, default the local server. */
  serverUrl: string;
  /** The same server, database `name` (created by the caller of `ensureDatabase`). */
  urlFor(name: string): string;
  /** Interleaved repetitions per measurement (≥ 3); medians are quoted. */
  reps: number;
  /** Quick mode (BENCH_QUICK=1): smaller data and shorter runs, for smoke-testing the harness. */
  quick: boolean;
  log(message: string): void;
}

export interface BenchRow {
  /** The goal's number in bench/README.md, e.g. '1', '7a'. */
  id: string;
  what: string;
  value: number;
  unit: string;
  baseline?: { what: string; value: number; unit: string };
  /** value / baseline.value when both are the same unit. */
  ratio?: number;
  /** The goal in words, e.g. '≥ 60% of pgbench'. */
  goal: string;
  /** null: reported only (no pass/fail goal). */
  pass: boolean | null;
  /**
   * The row's figure from each repetition (the same statistic as `value`, one per repetition): the
   * table prints how many and their spread, and more than 25% apart marks the row unstable.
   */
  samples?: number[];
  /** Individual observations behind the figure (every keystroke, every call), for the JSON only. */
  observations?: number[];
  /** The module that measured it (set by bench/run.ts). */
  module?: string;
}

export type BenchModule = { run(ctx: BenchContext): Promise<BenchRow[]> };

/**
 * How a row is judged. A figure is only "met" when it can be trusted: its repetitions agree (the
 * spread, max − min over the median, is at most 25%) and nothing outside the bench loaded the
 * machine while it was measured. Otherwise the row says why it is not judged.
 */
import { median } from './stats';

/** Repetitions further apart than this (max − min, relative to their median) make a row unstable. */
export const UNSTABLE_SPREAD = 0.25;

export type RowStatus = 'PASS' | 'FAIL' | 'UNSTABLE' | 'NOISY' | 'REPORTED';

/** (max − min) / median of the repetitions; null with fewer than two, or when the median is 0. */
export function spreadOf(samples: readonly number[] | undefined): number | null {
  if (!samples || samples.length < 2) return null;
  const m = median(samples);
  if (!Number.isFinite(m) || m === 0) return null;
  return (Math.max(...samples) - Math.min(...samples)) / Math.abs(m);
}

export interface Verdict {
  status: RowStatus;
  /** How many repetitions the figure comes from (1 when the row has no per-repetition samples). */
  reps: number;
  spread: number | null;
}

/**
 * Noisy beats everything (a loaded machine says nothing about Kade); then unstable (the
 * repetitions disagree, so neither met nor missed); then the goal itself.
 */
export function judge(row: { pass: boolean | null; samples?: readonly number[] }, noisy: boolean): Verdict {
  const spread = spreadOf(row.samples);
  const reps = row.samples?.length ?? 1;
  if (noisy) return { status: 'NOISY', reps, spread };
  if (spread != null && spread > UNSTABLE_SPREAD) return { status: 'UNSTABLE', reps, spread };
  if (row.pass == null) return { status: 'REPORTED', reps, spread };
  return { status: row.pass ? 'PASS' : 'FAIL', reps, spread };
}

/**
 * Splits observations made in order (every keystroke, every close) into `groups` consecutive runs
 * and answers `stat` of each: per-repetition figures for a row whose value is `stat` of them all.
 */
export function perGroup(observations: readonly number[], groups: number, stat: (xs: number[]) => number): number[] {
  const n = Math.max(1, Math.min(groups, observations.length));
  const size = observations.length / n;
  return Array.from({ length: n }, (_, i) => stat(observations.slice(Math.round(i * size), Math.round((i + 1) * size))));
}

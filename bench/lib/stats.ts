/** Small statistics for benchmark samples. */
export function median(xs: readonly number[]): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** The p-th percentile (0–100), nearest rank. */
export function percentile(xs: readonly number[], p: number): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const rank = Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1));
  return s[rank];
}

/** Rounds for display: 3 significant digits (at most 6 decimals). */
export function round(x: number): number {
  if (!Number.isFinite(x)) return x;
  const digits = Math.max(0, Math.min(6, 2 - Math.floor(Math.log10(Math.abs(x) || 1))));
  return Number(x.toFixed(digits));
}

/**
 * Runs `a` and `b` alternately `reps` times (a, b, a, b, …) so that drift on a noisy machine hits
 * both equally; answers every sample of each.
 */
export async function interleave<A, B>(reps: number, a: () => Promise<A>, b: () => Promise<B>): Promise<{ a: A[]; b: B[] }> {
  const out = { a: [] as A[], b: [] as B[] };
  for (let i = 0; i < reps; i++) {
    out.a.push(await a());
    out.b.push(await b());
  }
  return out;
}

/** High-resolution time in milliseconds. */
export const nowMs = () => Number(process.hrtime.bigint()) / 1e6;

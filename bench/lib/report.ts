/** The results table on stdout: every row with its repetitions, their spread and its status. */
import { round } from './stats';
import type { BenchRow } from './types';
import type { RowStatus } from './verdict';

export type JudgedRow = BenchRow & { reps: number; spread: number | null; status: RowStatus; noisyWhy?: string };

function fmt(v: number | undefined, unit = ''): string {
  return v == null || !Number.isFinite(v)
    ? ''
    : `${round(v).toLocaleString('en-US', { maximumFractionDigits: 6 })}${unit ? ` ${unit}` : ''}`;
}

const percent = (r: number | undefined | null) => (r == null ? '' : r < 0.1 ? `${(r * 100).toFixed(2)}%` : `${(r * 100).toFixed(0)}%`);

export function printTable(rows: JudgedRow[], write: (s: string) => void) {
  const table = rows.map((r) => [
    r.id,
    r.what,
    fmt(r.value, r.unit),
    r.baseline ? `${fmt(r.baseline.value, r.baseline.unit)} (${r.baseline.what})` : '',
    percent(r.ratio),
    r.goal,
    String(r.reps),
    r.spread == null ? '—' : percent(r.spread),
    r.status === 'REPORTED' ? '—' : r.status,
  ]);
  const head = ['#', 'What', 'Value', 'Baseline (same run)', 'Ratio', 'Goal', 'Reps', 'Spread', ''];
  const widths = head.map((h, i) => Math.max(h.length, ...table.map((r) => r[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  write(`${[line(head), line(widths.map((w) => '-'.repeat(w))), ...table.map(line)].join('\n')}\n`);
}

export function summary(rows: JudgedRow[], failures: number): string {
  const count = (s: RowStatus) => rows.filter((r) => r.status === s).length;
  return (
    `${count('PASS')} goals met, ${count('FAIL')} missed, ${count('UNSTABLE')} unstable (repetitions > 25% apart), ` +
    `${count('NOISY')} noisy (the machine was busy), ${failures} benchmarks failed`
  );
}

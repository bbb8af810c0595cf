// Prints CI's closing lines over every test run of .ci/run: the 20 slowest test files of each
// runner (so the next slow test is seen when it lands), then "N passed, N failed".
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const REPORTS = '.test-reports';
const reportsMatching = (pattern) =>
  (existsSync(REPORTS) ? readdirSync(REPORTS).filter((f) => pattern.test(f)) : []).map((f) => path.join(REPORTS, f));
/** Each runner and its reports: Playwright writes one per shard (scripts/e2e.mjs). */
const RUNS = [
  ['Vitest (unit, client and server tests)', reportsMatching(/^vitest\.json$/)],
  ['Playwright', reportsMatching(/^playwright.*\.json$/)],
];
const SLOWEST = 20;
let passed = 0;
let failed = 0;

/** Seconds spent per file: Vitest's JSON gives each file's start and end, Playwright's each test's duration. */
function secondsPerFile(report) {
  const out = new Map();
  const add = (file, ms) => out.set(file, (out.get(file) ?? 0) + ms / 1000);
  if (Array.isArray(report.testResults)) {
    for (const f of report.testResults) add(path.relative(process.cwd(), f.name), (f.endTime ?? 0) - (f.startTime ?? 0));
    return out;
  }
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) for (const r of test.results ?? []) add(spec.file ?? suite.file, r.duration ?? 0);
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return out;
}

for (const [name, files] of RUNS) {
  if (!files.length) continue;
  const times = new Map();
  for (const file of files) {
    const r = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof r.numPassedTests === 'number') {
      passed += r.numPassedTests;
      failed += r.numFailedTests;
    } else if (r.stats) {
      passed += r.stats.expected;
      failed += r.stats.unexpected;
    }
    for (const [f, sec] of secondsPerFile(r)) times.set(f, (times.get(f) ?? 0) + sec);
  }
  const slowest = [...times].sort((a, b) => b[1] - a[1]);
  const total = slowest.reduce((sum, [, sec]) => sum + sec, 0);
  console.log(`\n${name}: ${slowest.length} files, ${total.toFixed(0)} s in all; the ${Math.min(SLOWEST, slowest.length)} slowest:`);
  for (const [f, sec] of slowest.slice(0, SLOWEST)) console.log(`  ${sec.toFixed(1).padStart(7)} s  ${f}`);
}
console.log(`\nKade: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);

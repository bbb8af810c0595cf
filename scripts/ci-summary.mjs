// Prints CI's closing lines over every test run of .ci/run: the 20 slowest test files of each
// runner (so the next slow test is seen when it lands), then "N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const RUNS = [
  ['Vitest (unit, client and server tests)', '.test-reports/vitest.json'],
  ['Vitest on PostgreSQL', '.test-reports/vitest-postgres.json'],
  ['Playwright', '.test-reports/playwright.json'],
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

for (const [name, file] of RUNS) {
  if (!existsSync(file)) continue;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof r.numPassedTests === 'number') {
    passed += r.numPassedTests;
    failed += r.numFailedTests;
  } else if (r.stats) {
    passed += r.stats.expected;
    failed += r.stats.unexpected;
  }
  const times = [...secondsPerFile(r)].sort((a, b) => b[1] - a[1]);
  const total = times.reduce((sum, [, s]) => sum + s, 0);
  console.log(`\n${name}: ${times.length} files, ${total.toFixed(0)} s in all; the ${Math.min(SLOWEST, times.length)} slowest:`);
  for (const [f, s] of times.slice(0, SLOWEST)) console.log(`  ${s.toFixed(1).padStart(7)} s  ${f}`);
}
console.log(`\nKade: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);

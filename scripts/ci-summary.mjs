// Prints one plain closing line for CI: "N passed, N failed" over every test run of .ci/run.
import { existsSync, readFileSync } from 'node:fs';

const files = ['.test-reports/vitest.json', '.test-reports/vitest-postgres.json', '.test-reports/playwright.json'];
let passed = 0;
let failed = 0;
for (const f of files) {
  if (!existsSync(f)) continue;
  const r = JSON.parse(readFileSync(f, 'utf8'));
  if (typeof r.numPassedTests === 'number') {
    passed += r.numPassedTests;
    failed += r.numFailedTests;
  } else if (r.stats) {
    passed += r.stats.expected;
    failed += r.stats.unexpected;
  }
}
console.log(`Kade: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);

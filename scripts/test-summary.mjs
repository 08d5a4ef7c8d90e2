// Adds up the JSON reports the test runs wrote (Vitest's and Playwright's) and prints one
// closing line for all of them. Exits non-zero when a report is unreadable or a test failed.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Vitest writes Jest-style totals; Playwright writes `stats`. */
function counts(report) {
  if (report.stats) {
    const { expected, unexpected, flaky, skipped } = report.stats;
    return { passed: expected + flaky, failed: unexpected, skipped };
  }
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

const dir = process.argv[2];
const total = { passed: 0, failed: 0, skipped: 0 };
let unreadable = false;
for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const result = counts(JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
  if (![result.passed, result.failed, result.skipped].every(Number.isInteger)) {
    console.log(`  ${file}: unreadable report`);
    unreadable = true;
    continue;
  }
  for (const key of Object.keys(total)) total[key] += result[key];
  console.log(`  ${file.replace(/\.json$/, '')}: ${result.passed} passed, ${result.failed} failed`);
}
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(unreadable || total.failed > 0 || total.passed === 0 ? 1 : 0);

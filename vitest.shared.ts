import path from 'node:path';
import type { TestUserConfig } from 'vitest/node';

/**
 * Reporters for every package's Vitest run. Under scripts/test-all.sh each run also writes
 * a JSON report, from which one closing line for the whole workspace is printed.
 */
export function reporters(packageName: string): TestUserConfig['reporters'] {
  const dir = process.env.TEST_REPORT_DIR;
  if (!dir) return ['default'];
  const run = process.env.TEST_REPORT_NAME ?? 'main';
  return ['default', ['json', { outputFile: path.join(dir, `${packageName}-${run}.json`) }]];
}

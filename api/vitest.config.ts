import { defineConfig } from 'vitest/config';
import { reporters } from '../vitest.shared';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    reporters: reporters('api'),
    // Each file opens its own database; PGlite's WASM start-up dominates, so give it time.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

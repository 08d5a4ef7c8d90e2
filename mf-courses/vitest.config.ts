import { defineConfig } from 'vitest/config';
import { reporters } from '../vitest.shared';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    reporters: reporters('mf-courses'),
  },
});

import { defineConfig } from 'vitest/config';
import { reporters } from '../vitest.shared';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    reporters: reporters('shared'),
  },
});

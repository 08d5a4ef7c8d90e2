import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/server.ts', 'src/commands/seed.ts'],
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  // The shared contracts are TypeScript source in the workspace: bundle them in.
  noExternal: ['@lingualoop/shared'],
});

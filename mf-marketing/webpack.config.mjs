import { createWebpackConfig } from '@lingualoop/shared/build';

export default createWebpackConfig({
  dir: import.meta.dirname,
  name: 'mf_marketing',
  role: 'remote',
  exposes: { './module': './src/module.tsx' },
  title: 'LinguaLoop · mf-marketing',
  firstPaint: './src/first-paint.tsx',
});

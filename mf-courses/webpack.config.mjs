import { createWebpackConfig } from '@lingualoop/shared/build';

export default createWebpackConfig({
  dir: import.meta.dirname,
  name: 'mf_courses',
  role: 'remote',
  exposes: { './module': './src/module.tsx' },
  title: 'LinguaLoop · mf-courses',
});

import { createWebpackConfig } from '@lingualoop/shared/build';

export default createWebpackConfig({
  dir: import.meta.dirname,
  name: 'shell',
  role: 'host',
  firstPaint: './src/first-paint.tsx',
});

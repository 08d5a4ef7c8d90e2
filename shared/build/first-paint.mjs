// After a production build, renders the package's first paints (static HTML of its first
// screens, see shared/src/first-paint) into dist/first-paint/. The page's server puts them
// in the HTML it sends, so a first visit shows content before any script has run.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

import { FIRST_PAINT_DIR, FIRST_PAINT_INDEX } from './first-paint-compose.mjs';

/** `/` → `index.html`, `/about` → `about.html`. */
export function fileNameFor(pagePath) {
  const slug = pagePath.replace(/^\/+|\/+$/g, '').replace(/[^a-z0-9-]+/gi, '_');
  return `${slug || 'index'}.html`;
}

/**
 * Bundles `entry` for Node (the app's code as it is, TypeScript and styled-components
 * included) and calls its default export, which returns { path: html }.
 */
export async function renderFirstPaints({ dir, entry }) {
  const outfile = path.join(tmpdir(), `first-paint-${process.pid}-${Date.now()}.mjs`);
  try {
    await build({
      entryPoints: [path.join(dir, entry)],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      jsx: 'automatic',
      // styled-components' ESM build: its CommonJS one breaks default-import interop in ESM.
      mainFields: ['module', 'main'],
      banner: {
        js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
      },
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'warning',
    });
    const { default: render } = await import(pathToFileURL(outfile).href);
    return await render();
  } finally {
    await rm(outfile, { force: true });
  }
}

/** Writes dist/first-paint/*.html and dist/first-paint.json (which path is in which file). */
export async function writeFirstPaints(distDir, pages) {
  await mkdir(path.join(distDir, FIRST_PAINT_DIR), { recursive: true });
  const index = {};
  for (const [pagePath, html] of Object.entries(pages)) {
    const file = `${FIRST_PAINT_DIR}/${fileNameFor(pagePath)}`;
    await writeFile(path.join(distDir, file), html);
    index[pagePath] = file;
  }
  await writeFile(
    path.join(distDir, FIRST_PAINT_INDEX),
    `${JSON.stringify({ pages: index }, null, 2)}\n`,
  );
}

/** The webpack side: runs once the production build is written. */
export class FirstPaintPlugin {
  constructor({ dir, entry }) {
    this.options = { dir, entry };
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('FirstPaintPlugin', async (compilation) => {
      if (compilation.errors.length > 0) return;
      try {
        const pages = await renderFirstPaints(this.options);
        await writeFirstPaints(compiler.options.output.path, pages);
      } catch (error) {
        compilation.errors.push(
          new compiler.webpack.WebpackError(`first paint: ${error?.stack ?? error}`),
        );
      }
    });
  }
}

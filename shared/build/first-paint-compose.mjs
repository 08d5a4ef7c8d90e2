// The server side of the first paint (see first-paint.mjs for the build side): puts the
// pre-rendered HTML of a page's first screen into the page it sends. No build tools here:
// the production server imports it.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const FIRST_PAINT_DIR = 'first-paint';
export const FIRST_PAINT_INDEX = 'first-paint.json';

/** Where the remote's screen goes in the shell's layout (see shell/src/first-paint.tsx). */
export const FIRST_PAINT_SLOT = '<template data-first-paint-slot=""></template>';
const ROOT = '<div id="root"></div>';

/**
 * The page with a first paint: the shell's layout for this path, the remote's screen in its
 * slot, before the (hidden until ready) root the app renders into. Anything missing: the
 * page as it is.
 */
export function composeFirstPaint(page, layout, screen) {
  if (!page.includes(ROOT) || !layout?.includes(FIRST_PAINT_SLOT) || !screen) return page;
  const firstPaint = layout.replace(FIRST_PAINT_SLOT, () => screen);
  return page.replace(ROOT, () => `<div id="first-paint">${firstPaint}</div>${ROOT}`);
}

/**
 * The server side: for a page path, the shell's layout (from its own dist) and the screen of
 * whichever remote in remotes.json pre-renders that path, fetched from the remote's origin
 * (beside its manifest) and kept for `ttlMs`. Remotes deploy on their own: a new build is
 * picked up within `ttlMs`; one that is down or slow (`timeoutMs`) only costs the first paint.
 */
export function createFirstPaintSource({
  shellDist,
  readRegistry,
  ttlMs = 30_000,
  retryMs = 2000,
  timeoutMs = 1000,
  fetchImpl = globalThis.fetch,
}) {
  const layouts = readLocal(shellDist);
  const remotes = new Map();

  async function getText(url) {
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return response.text();
  }

  async function load(base) {
    try {
      const index = JSON.parse(await getText(new URL(FIRST_PAINT_INDEX, base)));
      const entries = await Promise.all(
        Object.entries(index.pages ?? {}).map(async ([pagePath, file]) => [
          pagePath,
          await getText(new URL(file, base)),
        ]),
      );
      return new Map(entries);
    } catch {
      // No first paints from this remote (none built, down, slow). One that was down, or not
      // up yet when the shell started, is asked again after `retryMs` rather than `ttlMs`.
      const none = new Map();
      remotes.set(base, { at: Date.now() - ttlMs + retryMs, pages: Promise.resolve(none) });
      return none;
    }
  }

  function pagesOf(base) {
    const known = remotes.get(base);
    if (known && Date.now() - known.at < ttlMs) return known.pages;
    const pages = load(base);
    remotes.set(base, { at: Date.now(), pages });
    // While a refresh is on its way, the previous pages still serve.
    return known ? known.pages : pages;
  }

  function remoteBases() {
    try {
      const registry = JSON.parse(readRegistry());
      return Object.values(registry)
        .map((remote) => remote?.entry)
        .filter((entry) => typeof entry === 'string')
        .map((entry) => new URL('.', entry).toString());
    } catch {
      return [];
    }
  }

  return {
    /** Fetches every remote's first paints now, so the first visitor does not wait for them. */
    async warm() {
      await Promise.all(remoteBases().map((base) => pagesOf(base)));
    },
    /** `page` (the shell's index.html) with the first paint of `pagePath`, if there is one. */
    async compose(pagePath, page) {
      const layout = layouts.get(pagePath);
      if (!layout) return page;
      for (const base of remoteBases()) {
        const screen = (await pagesOf(base)).get(pagePath);
        if (screen) return composeFirstPaint(page, layout, screen);
      }
      return page;
    },
  };
}

function readLocal(distDir) {
  try {
    const index = JSON.parse(readFileSync(path.join(distDir, FIRST_PAINT_INDEX), 'utf8'));
    return new Map(
      Object.entries(index.pages ?? {}).map(([pagePath, file]) => [
        pagePath,
        readFileSync(path.join(distDir, file), 'utf8'),
      ]),
    );
  } catch {
    return new Map();
  }
}

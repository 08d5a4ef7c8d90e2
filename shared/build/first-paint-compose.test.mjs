import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import {
  FIRST_PAINT_SLOT,
  composeFirstPaint,
  createFirstPaintSource,
} from './first-paint-compose.mjs';

const PAGE = '<html><body><div id="root"></div></body></html>';
const LAYOUT = `<header>nav</header><main>${FIRST_PAINT_SLOT}</main>`;

describe('composeFirstPaint', () => {
  it("puts the remote's screen in the layout's slot, before the app's root", () => {
    expect(composeFirstPaint(PAGE, LAYOUT, '<h1>Home $&</h1>')).toBe(
      '<html><body><div id="first-paint"><header>nav</header><main><h1>Home $&</h1></main></div>' +
        '<div id="root"></div></body></html>',
    );
  });

  it('leaves the page alone when a part is missing', () => {
    expect(composeFirstPaint(PAGE, undefined, '<h1>x</h1>')).toBe(PAGE);
    expect(composeFirstPaint(PAGE, LAYOUT, '')).toBe(PAGE);
    expect(composeFirstPaint('<div id="app"></div>', LAYOUT, '<h1>x</h1>')).toBe(
      '<div id="app"></div>',
    );
  });
});

describe('createFirstPaintSource', () => {
  const shellDist = mkdtempSync(path.join(tmpdir(), 'first-paint-'));
  mkdirSync(path.join(shellDist, 'first-paint'));
  writeFileSync(path.join(shellDist, 'first-paint/index.html'), LAYOUT);
  writeFileSync(
    path.join(shellDist, 'first-paint.json'),
    JSON.stringify({ pages: { '/': 'first-paint/index.html' } }),
  );
  const registry = JSON.stringify({
    mf_marketing: { entry: 'http://cdn.test/mkt/mf-manifest.json' },
  });
  const files = {
    'http://cdn.test/mkt/first-paint.json': JSON.stringify({
      pages: { '/': 'first-paint/index.html' },
    }),
    'http://cdn.test/mkt/first-paint/index.html': '<h1>Home</h1>',
  };
  const fetchFrom = (available) =>
    vi.fn(async (url) =>
      available && files[String(url)]
        ? new Response(files[String(url)])
        : available
          ? new Response('missing', { status: 404 })
          : Promise.reject(new TypeError('connection refused')),
    );

  it("composes a path from the shell's layout and the remote that pre-renders it", async () => {
    const source = createFirstPaintSource({
      shellDist,
      readRegistry: () => registry,
      fetchImpl: fetchFrom(true),
    });
    expect(await source.compose('/', PAGE)).toContain('<main><h1>Home</h1></main>');
    expect(await source.compose('/about', PAGE)).toBe(PAGE);
  });

  it('asks again soon for a remote that was down, and keeps what it has for the TTL', async () => {
    let up = false;
    const fetchImpl = vi.fn((url, init) => fetchFrom(up)(url, init));
    const source = createFirstPaintSource({
      shellDist,
      readRegistry: () => registry,
      fetchImpl,
      retryMs: 0,
    });
    expect(await source.compose('/', PAGE)).toBe(PAGE);
    up = true;
    await source.compose('/', PAGE); // starts the refresh; the old (empty) answer serves
    expect(await source.compose('/', PAGE)).toContain('<h1>Home</h1>');
    const calls = fetchImpl.mock.calls.length;
    await source.compose('/', PAGE);
    expect(fetchImpl.mock.calls.length).toBe(calls);
  });
});

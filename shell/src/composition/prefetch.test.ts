import { afterEach, describe, expect, it, vi } from 'vitest';
import { filesToPrefetch, prefetchRemote } from './prefetch';

const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  shared: [{ assets: { js: { sync: ['262.react-dom.js'] } } }],
  exposes: [{ assets: { js: { sync: ['600.a.js', '576.b.js'], async: ['783.lazy.js'] } } }],
};

afterEach(() => {
  document.head.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('filesToPrefetch', () => {
  it("lists the container and the exposed module's first chunks, beside the manifest", () => {
    expect(filesToPrefetch('http://cdn.test/account/v7/mf-manifest.json', manifest)).toEqual([
      'http://cdn.test/account/v7/remoteEntry.js',
      'http://cdn.test/account/v7/600.a.js',
      'http://cdn.test/account/v7/576.b.js',
    ]);
  });

  it('follows a remoteEntry kept in a sub-folder, and copes with a bare manifest', () => {
    const nested = { metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'static' } } };
    expect(filesToPrefetch('http://cdn.test/mf-manifest.json', nested)).toEqual([
      'http://cdn.test/static/remoteEntry.js',
    ]);
    expect(filesToPrefetch('http://cdn.test/mf-manifest.json', {})).toEqual([]);
  });
});

describe('prefetchRemote', () => {
  it('adds one prefetch link per file, once, and runs nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(manifest))),
    );
    await prefetchRemote('http://cdn.test/mf-manifest.json');
    await prefetchRemote('http://cdn.test/mf-manifest.json');
    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((link) => [link.rel, link.href])).toEqual([
      ['prefetch', 'http://cdn.test/remoteEntry.js'],
      ['prefetch', 'http://cdn.test/600.a.js'],
      ['prefetch', 'http://cdn.test/576.b.js'],
    ]);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('prefetches a remoteEntry.js entry as it is, and gives up quietly on a missing manifest', async () => {
    const fetchSpy = vi.fn(async () => new Response('gone', { status: 404 }));
    vi.stubGlobal('fetch', fetchSpy);
    await prefetchRemote('http://cdn.test/mf-manifest.json');
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
    await prefetchRemote('http://cdn.test/remoteEntry.js');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(document.head.querySelector('link')?.href).toBe('http://cdn.test/remoteEntry.js');
  });
});

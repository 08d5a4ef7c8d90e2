/** The parts of a Module Federation manifest (mf-manifest.json) that say which files to fetch. */
interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ assets?: { js?: { sync?: string[] } } }>;
}

/**
 * The files a remote needs before its first screen: its container (remoteEntry.js) and the
 * chunks of what it exposes. Shared packages are not listed: the shell already provides them.
 * Paths in the manifest are relative to where the manifest is (publicPath 'auto').
 */
export function filesToPrefetch(manifestUrl: string, manifest: Manifest): string[] {
  const base = new URL('.', manifestUrl);
  const entry = manifest.metaData?.remoteEntry;
  const files = [
    ...(entry?.name ? [`${entry.path ? `${entry.path}/` : ''}${entry.name}`] : []),
    ...(manifest.exposes ?? []).flatMap((expose) => expose.assets?.js?.sync ?? []),
  ];
  return [...new Set(files)].map((file) => new URL(file, base).toString());
}

/**
 * Puts a remote's files in the browser's HTTP cache with `<link rel="prefetch">` (lowest
 * priority, never executed). A remote registered by its remoteEntry.js rather than a
 * manifest has nothing to read: that file alone is fetched.
 */
export async function prefetchRemote(entry: string): Promise<void> {
  let urls = [entry];
  if (new URL(entry).pathname.endsWith('.json')) {
    const response = await fetch(entry);
    if (!response.ok) return;
    urls = filesToPrefetch(entry, (await response.json()) as Manifest);
  }
  for (const href of urls) {
    if (document.head.querySelector(`link[rel="prefetch"][href="${CSS.escape(href)}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    document.head.append(link);
  }
}

import type { RemoteLoader } from './remote-loader';

declare global {
  interface Window {
    /** For people and tests: `lingualoop.remotes()` lists the composed remotes. */
    lingualoop?: { remotes: RemoteLoader['describe'] };
  }
}

/**
 * Which remote builds this page is running (name, version, entry, whether from remotes.json
 * or a local override, and their state), readable in the console without a rebuild.
 */
export function exposeForInspection(loader: RemoteLoader): void {
  window.lingualoop = { remotes: () => loader.describe() };
}

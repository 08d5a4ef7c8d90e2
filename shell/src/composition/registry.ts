import { REMOTE_NAMES, StorageKey, storage, type RemoteName } from '@lingualoop/shared';

export interface RemoteEntry {
  name: RemoteName;
  /** URL of the remote's mf-manifest.json. */
  entry: string;
  /** Where the entry came from: the environment's remotes.json or this browser's override. */
  source: 'remotes.json' | 'override';
}

export type Registry = Map<RemoteName, RemoteEntry>;

const REMOTES_JSON_TIMEOUT_MS = 5000;

export class RegistryError extends Error {}

function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}

function validEntry(value: unknown): string | undefined {
  const entry = (value as { entry?: unknown } | null)?.entry;
  if (typeof entry !== 'string') return undefined;
  try {
    return new URL(entry, window.location.href).toString();
  } catch {
    return undefined;
  }
}

/**
 * A developer can point one remote at their own build for their own browser only, as
 * import-map-overrides does: localStorage['lingualoop:remote-overrides'] =
 * '{"mf_courses":"http://localhost:9082/mf-manifest.json"}'.
 */
export function readOverrides(): Partial<Record<RemoteName, string>> {
  const raw = storage.get(StorageKey.remoteOverrides);
  if (!raw) return {};
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (pair): pair is [RemoteName, string] =>
          isRemoteName(pair[0]) && typeof pair[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}

/** Builds the registry from a remotes.json document and this browser's overrides. */
export function parseRegistry(document: unknown, overrides = readOverrides()): Registry {
  if (typeof document !== 'object' || document === null || Array.isArray(document)) {
    throw new RegistryError('remotes.json is not an object of remotes');
  }
  const registry: Registry = new Map();
  for (const [name, value] of Object.entries(document)) {
    const entry = validEntry(value);
    if (isRemoteName(name) && entry) registry.set(name, { name, entry, source: 'remotes.json' });
  }
  for (const [name, entry] of Object.entries(overrides) as [RemoteName, string][]) {
    registry.set(name, { name, entry, source: 'override' });
  }
  return registry;
}

/**
 * Fetches remotes.json from the shell's own origin. A single-page server answers index.html
 * for a missing file: that is reported as such, not as a JSON syntax error.
 */
export async function fetchRegistry(url = '/remotes.json'): Promise<Registry> {
  let response: Response;
  try {
    // No `cache` option: the page preloads this file (index.html), and a request with another
    // cache mode would not reuse that response. The server sends it with no-cache anyway.
    response = await fetch(url, {
      signal: AbortSignal.timeout(REMOTES_JSON_TIMEOUT_MS),
    });
  } catch (error) {
    throw new RegistryError(`${url} could not be fetched: ${String(error)}`);
  }
  if (!response.ok) throw new RegistryError(`${url} answered ${response.status}`);
  if (!(response.headers.get('content-type') ?? '').includes('json')) {
    throw new RegistryError(`${url} is not JSON (is it missing, and the page served instead?)`);
  }
  return parseRegistry(await response.json());
}

/** Browser storage keys (spec §3). One place, so every part reads and writes the same ones. */
export const StorageKey = {
  accessToken: 'access_token',
  guestCode: 'guest_code',
  theme: 'theme',
  language: 'language',
  /** A developer's per-browser override of remote entries (see shell/src/composition). */
  remoteOverrides: 'lingualoop:remote-overrides',
  /** 'off' stops the shell from preloading remotes while the browser is idle. */
  preload: 'lingualoop:preload',
} as const;

/** localStorage that never throws (private mode, storage disabled, quota exceeded). */
export const storage = {
  get(key: string): string | null {
    try {
      return globalThis.localStorage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      globalThis.localStorage?.setItem(key, value);
    } catch {
      // Nothing to do: the value lives for this page only.
    }
  },
  remove(key: string): void {
    try {
      globalThis.localStorage?.removeItem(key);
    } catch {
      // As above.
    }
  },
};

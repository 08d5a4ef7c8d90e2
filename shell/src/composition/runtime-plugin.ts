import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const MANIFEST_TIMEOUT_MS = 3500;
export const MANIFEST_ATTEMPTS = 2;

/**
 * The MF runtime fetches a remote's manifest with no timeout: a server that accepts the
 * connection and never answers would leave the page loading forever. This plugin gives every
 * fetch a deadline and one retry after a short pause (a remote restarting during a deploy
 * usually answers the second time).
 */
export function resilientFetchPlugin(
  options: {
    timeoutMs?: number;
    attempts?: number;
    onError?: (remote: string | undefined, error: unknown) => void;
  } = {},
): ModuleFederationRuntimePlugin {
  const timeoutMs = options.timeoutMs ?? MANIFEST_TIMEOUT_MS;
  const attempts = options.attempts ?? MANIFEST_ATTEMPTS;
  return {
    name: 'lingualoop-resilient-fetch',
    async fetch(url, init) {
      let lastError: unknown;
      for (let attempt = 1; attempt <= attempts; attempt += 1) {
        try {
          const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
          if (response.ok) return response;
          lastError = new Error(`${url} answered ${response.status}`);
        } catch (error) {
          lastError = error;
        }
        if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, 300 * attempt));
      }
      throw lastError;
    },
    async errorLoadRemote({ id, error }) {
      // Reported here; the error boundary of the remote's area shows the fallback.
      options.onError?.(id.split('/')[0], error);
      return undefined;
    },
  };
}

import { TURNSTILE_DUMMY_TOKEN, TURNSTILE_TEST_SECRETS } from '../config';

export type TurnstileOutcome = 'passed' | 'failed' | 'unavailable';

export interface TurnstileVerifier {
  verify(token: string, remoteIp: string | undefined): Promise<TurnstileOutcome>;
}

/**
 * Checks a Turnstile token with Cloudflare's siteverify. With one of Cloudflare's documented
 * test secrets the documented outcome is applied here, without a network call: the
 * always-pass secret accepts the dummy token the test site keys produce, the others refuse.
 */
export function createTurnstileVerifier(options: {
  secret: string;
  verifyUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}): TurnstileVerifier {
  const { secret, verifyUrl } = options;
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 5000;

  if (secret === TURNSTILE_TEST_SECRETS.alwaysPass) {
    return { verify: async (token) => (token === TURNSTILE_DUMMY_TOKEN ? 'passed' : 'failed') };
  }
  if (
    secret === TURNSTILE_TEST_SECRETS.alwaysFail ||
    secret === TURNSTILE_TEST_SECRETS.tokenSpent
  ) {
    return { verify: async () => 'failed' };
  }

  return {
    async verify(token, remoteIp) {
      const form = new URLSearchParams({ secret, response: token });
      if (remoteIp) form.set('remoteip', remoteIp);
      try {
        const response = await doFetch(verifyUrl, {
          method: 'POST',
          body: form,
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) return 'unavailable';
        const result = (await response.json()) as { success?: unknown };
        return result.success === true ? 'passed' : 'failed';
      } catch {
        return 'unavailable';
      }
    },
  };
}

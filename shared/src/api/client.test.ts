import { describe, expect, it, vi } from 'vitest';
import type { User } from '../contracts';
import { StorageKey } from '../storage';
import { ApiError } from './api-error';
import { createApiClient } from './client';

const user: User = {
  id: 1,
  is_guest: false,
  guest_code: null,
  firstname: 'An',
  lastname: 'Nguyễn',
  email: 'an@example.com',
  credits: 100,
  transaction_count: 5,
  created_at: '2025-01-01T00:00:00.000Z',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

function setup(answer: () => Response | Promise<Response>) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => answer());
  const onUnauthorized = vi.fn();
  const api = createApiClient({ fetch, onUnauthorized, getToken: () => 'the-token' });
  const sent = (call = 0) => {
    const [url, init] = fetch.mock.calls[call]!;
    return { url, init: init!, headers: init!.headers as Record<string, string> };
  };
  return { api, fetch, onUnauthorized, sent };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('createApiClient', () => {
  it('sends the bearer token on protected calls', async () => {
    const { api, sent } = setup(() => json(200, user));
    await expect(api.me()).resolves.toEqual(user);
    expect(sent().url).toBe('/api/user/me');
    expect(sent().init.method).toBe('GET');
    expect(sent().headers.Authorization).toBe('Bearer the-token');
  });

  it('sends no token on public calls, and JSON bodies with a JSON content type', async () => {
    const { api, sent } = setup(() => json(200, { access_token: 't', user }));
    await api.login({ email: 'an@example.com', password: 'secret' });
    expect(sent().url).toBe('/api/auth/login');
    expect(sent().init.method).toBe('POST');
    expect(sent().headers.Authorization).toBeUndefined();
    expect(sent().headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(sent().init.body as string)).toEqual({
      email: 'an@example.com',
      password: 'secret',
    });
  });

  it('sends no JSON content type without a body', async () => {
    const { api, sent } = setup(() => json(200, []));
    await api.levels();
    expect(sent().headers['Content-Type']).toBeUndefined();
    expect(sent().init.body).toBeUndefined();
  });

  it('reads the token at each call and uses the base URL', async () => {
    let token: string | null = null;
    const fetch = vi.fn<typeof globalThis.fetch>(async () => json(200, { google: false }));
    const api = createApiClient({ fetch, baseUrl: 'http://api.test/api', getToken: () => token });
    await api.quotaCheck();
    token = 'later';
    await api.quotaCheck();
    const headers = (call: number) => fetch.mock.calls[call]![1]!.headers as Record<string, string>;
    expect(fetch.mock.calls[0]![0]).toBe('http://api.test/api/user/quota/check');
    expect(headers(0).Authorization).toBeUndefined();
    expect(headers(1).Authorization).toBe('Bearer later');
  });

  it('uses the stored token by default', async () => {
    localStorage.setItem(StorageKey.accessToken, 'stored');
    const fetch = vi.fn<typeof globalThis.fetch>(async () => json(200, user));
    await createApiClient({ fetch }).me();
    expect((fetch.mock.calls[0]![1]!.headers as Record<string, string>).Authorization).toBe(
      'Bearer stored',
    );
  });

  it('ends the session when a protected call answers 401', async () => {
    const { api, onUnauthorized } = setup(() =>
      json(401, { statusCode: 401, error: 'Unauthorized', message: 'auth/unauthorized' }),
    );
    const error = await failure(api.me());
    expect(error).toMatchObject({ status: 401, key: 'auth/unauthorized' });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('by default forgets the token and guest code and goes to /signin on a 401', async () => {
    localStorage.setItem(StorageKey.accessToken, 'expired');
    localStorage.setItem(StorageKey.guestCode, 'G-ABC');
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    try {
      const fetch = vi.fn<typeof globalThis.fetch>(async () =>
        json(401, { statusCode: 401, error: 'Unauthorized', message: 'auth/unauthorized' }),
      );
      await failure(createApiClient({ fetch }).alive());
      expect(localStorage.getItem(StorageKey.accessToken)).toBeNull();
      expect(localStorage.getItem(StorageKey.guestCode)).toBeNull();
      expect(assign).toHaveBeenCalledWith('/signin');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('does not end the session when login answers 401 (wrong password)', async () => {
    const { api, onUnauthorized } = setup(() =>
      json(401, { statusCode: 401, error: 'Unauthorized', message: 'login/invalid-credentials' }),
    );
    const error = await failure(api.login({ email: 'an@example.com', password: 'wrong' }));
    expect(error).toMatchObject({ status: 401, key: 'login/invalid-credentials' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('turns a fetch failure into network/unreachable', async () => {
    const { api } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failure(api.languages());
    expect(error).toMatchObject({ status: 0, key: 'network/unreachable' });
  });

  it('turns a 5xx without a key into server/busy', async () => {
    const { api } = setup(() => new Response('<html>Bad Gateway</html>', { status: 502 }));
    expect(await failure(api.me())).toMatchObject({ status: 502, key: 'server/busy' });
  });

  it('turns a 500 with a non-JSON body into server/busy', async () => {
    const { api } = setup(() => new Response('oops', { status: 500 }));
    expect(await failure(api.pricingPlans())).toMatchObject({ status: 500, key: 'server/busy' });
  });

  it("keeps the API's key on other errors", async () => {
    const { api } = setup(() =>
      json(409, { statusCode: 409, error: 'Conflict', message: 'signup/email-already-exists' }),
    );
    const form = { firstname: 'An', lastname: 'N', email: 'an@example.com', password: 'secret' };
    expect(await failure(api.register(form))).toMatchObject({
      status: 409,
      key: 'signup/email-already-exists',
    });
  });

  it('gives a key by status when an error body is not the API’s', async () => {
    const { api } = setup(() => new Response('slow down', { status: 429 }));
    expect(await failure(api.contact({} as never))).toMatchObject({
      key: 'request/too-many-requests',
    });
  });

  it('refuses a successful answer that is not JSON', async () => {
    const { api } = setup(() => new Response('<!doctype html>', { status: 200 }));
    expect(await failure(api.levels())).toMatchObject({ key: 'server/busy' });
  });

  it('calls each route with its method, path and token rule', async () => {
    const { api, fetch, sent } = setup(() => json(200, {}));
    const form = { firstname: 'An', lastname: 'N', email: 'an@example.com', password: 'secret' };
    const calls: [() => Promise<unknown>, string, string, boolean][] = [
      [() => api.register(form), 'POST', '/api/auth/register', false],
      [() => api.newGuest({ turnstileToken: 'XXXX' }), 'POST', '/api/auth/new-guest', false],
      [() => api.forgotPassword({ email: 'a@b.vn' }), 'POST', '/api/auth/forgot-password', false],
      [
        () => api.resetPassword({ token: 't', password: 'secret' }),
        'POST',
        '/api/auth/reset-password',
        false,
      ],
      [() => api.authProviders(), 'GET', '/api/auth/providers', false],
      [() => api.alive(), 'GET', '/api/user/alive', true],
      [() => api.quotaCheck(), 'GET', '/api/user/quota/check', true],
      [() => api.completeSignupEmail(form), 'POST', '/api/user/complete-signup/email', true],
      [() => api.levels(), 'GET', '/api/level/list', false],
      [() => api.languages(), 'GET', '/api/language/list', false],
      [() => api.pricingPlans(), 'GET', '/api/pricing_plan/list', false],
      [() => api.userPricingPlan(), 'GET', '/api/user_pricing_plan/me', true],
      [() => api.contact({} as never), 'POST', '/api/contact', false],
    ];
    for (const [call, method, url, auth] of calls) {
      fetch.mockClear();
      await call();
      expect({
        method: sent().init.method,
        url: sent().url,
        auth: !!sent().headers.Authorization,
      }).toEqual({ method, url, auth });
    }
  });
});

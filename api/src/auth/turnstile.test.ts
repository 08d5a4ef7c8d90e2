import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorKey } from '@lingualoop/shared/contracts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TURNSTILE_DUMMY_TOKEN, TURNSTILE_TEST_SECRETS } from '../config';
import { users } from '../db/schema';
import { createTurnstileVerifier } from './turnstile';
import { readBody, sendJson } from '../../test/local-http';

// ---------------------------------------------------------------------------------------------
// A stand-in for Cloudflare's siteverify: a real local HTTP server that records what it was
// sent and answers as the test tells it to.
// ---------------------------------------------------------------------------------------------

/** A secret that is not one of Cloudflare's test secrets, so the verifier goes to the network. */
const REAL_SECRET = '0x4AAAAAAAStandInRealSecretForTests';

type SiteverifyAnswer = 'success' | 'failure' | 'http-500' | 'never';

/** One request as siteverify saw it. */
interface SiteverifyRequest {
  method: string | undefined;
  contentType: string | undefined;
  form: URLSearchParams;
}

async function startStandInSiteverify() {
  const state = { answer: 'success' as SiteverifyAnswer };
  const requests: SiteverifyRequest[] = [];
  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      requests.push({
        method: request.method,
        contentType: request.headers['content-type'],
        form: new URLSearchParams(body),
      });
      switch (state.answer) {
        case 'success':
          return sendJson(response, 200, {
            success: true,
            challenge_ts: '2026-03-10T02:59:00Z',
            hostname: 'app.lingualoop.test',
            'error-codes': [],
          });
        case 'failure':
          return sendJson(response, 200, {
            success: false,
            'error-codes': ['invalid-input-response'],
          });
        case 'http-500':
          return sendJson(response, 500, { error: 'internal' });
        case 'never':
          return; // keeps the connection open and says nothing
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/turnstile/v0/siteverify`,
    requests,
    answer(answer: SiteverifyAnswer) {
      state.answer = answer;
    },
    reset() {
      state.answer = 'success';
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        // The 'never' answers leave connections open; close() alone would wait for them.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

type StandInSiteverify = Awaited<ReturnType<typeof startStandInSiteverify>>;

/** An address where nothing listens: a port the system gave out and that was closed again. */
async function refusedUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/turnstile/v0/siteverify`;
}

/** A fetch that must never be called: test secrets are decided without the network. */
const forbiddenFetch = () =>
  vi.fn<typeof fetch>(async () => {
    throw new Error('the verifier must not make a network call for a test secret');
  });

// ---------------------------------------------------------------------------------------------

let siteverify: StandInSiteverify;
beforeAll(async () => {
  siteverify = await startStandInSiteverify();
});
afterAll(() => siteverify?.close());
beforeEach(() => siteverify.reset());

describe("createTurnstileVerifier with Cloudflare's test secrets", () => {
  // These secrets pair with test site keys whose browser widget always yields the dummy
  // token; Cloudflare documents their outcome, so the verifier applies it locally.
  const verifierFor = (secret: string) => {
    const fetch = forbiddenFetch();
    return {
      fetch,
      verifier: createTurnstileVerifier({ secret, verifyUrl: siteverify.url, fetch }),
    };
  };

  it('always-pass accepts the dummy token and refuses any other token', async () => {
    const { fetch, verifier } = verifierFor(TURNSTILE_TEST_SECRETS.alwaysPass);
    expect(await verifier.verify(TURNSTILE_DUMMY_TOKEN, '203.0.113.7')).toBe('passed');
    expect(await verifier.verify('a-real-looking-token', '203.0.113.7')).toBe('failed');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('always-fail refuses even the dummy token', async () => {
    const { fetch, verifier } = verifierFor(TURNSTILE_TEST_SECRETS.alwaysFail);
    expect(await verifier.verify(TURNSTILE_DUMMY_TOKEN, '203.0.113.7')).toBe('failed');
    expect(await verifier.verify('another-token', undefined)).toBe('failed');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('token-spent refuses', async () => {
    const { fetch, verifier } = verifierFor(TURNSTILE_TEST_SECRETS.tokenSpent);
    expect(await verifier.verify(TURNSTILE_DUMMY_TOKEN, '203.0.113.7')).toBe('failed');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('makes no request to the verify URL either', async () => {
    for (const secret of Object.values(TURNSTILE_TEST_SECRETS)) {
      await createTurnstileVerifier({ secret, verifyUrl: siteverify.url }).verify(
        TURNSTILE_DUMMY_TOKEN,
        undefined,
      );
    }
    expect(siteverify.requests).toHaveLength(0);
  });
});

describe('createTurnstileVerifier with a real secret', () => {
  const verifier = (verifyUrl = siteverify.url, timeoutMs?: number) =>
    createTurnstileVerifier({ secret: REAL_SECRET, verifyUrl, timeoutMs });

  it('posts secret, response and remoteip as a form to siteverify', async () => {
    await verifier().verify('token-from-the-widget', '203.0.113.7');
    expect(siteverify.requests).toHaveLength(1);
    const [request] = siteverify.requests;
    expect(request?.method).toBe('POST');
    expect(request?.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(request!.form)).toEqual({
      secret: REAL_SECRET,
      response: 'token-from-the-widget',
      remoteip: '203.0.113.7',
    });
  });

  it('leaves remoteip out when the address is unknown', async () => {
    await verifier().verify('token-from-the-widget', undefined);
    expect(siteverify.requests[0]?.form.has('remoteip')).toBe(false);
  });

  it('passes on {success: true}', async () => {
    siteverify.answer('success');
    expect(await verifier().verify('good-token', '203.0.113.7')).toBe('passed');
  });

  it('fails on {success: false, error-codes: [invalid-input-response]}', async () => {
    siteverify.answer('failure');
    expect(await verifier().verify('bad-token', '203.0.113.7')).toBe('failed');
  });

  it('is unavailable when siteverify answers HTTP 500', async () => {
    siteverify.answer('http-500');
    expect(await verifier().verify('any-token', '203.0.113.7')).toBe('unavailable');
  });

  it('is unavailable when siteverify never answers (gives up after timeoutMs)', async () => {
    siteverify.answer('never');
    const started = Date.now();
    expect(await verifier(siteverify.url, 200).verify('any-token', '203.0.113.7')).toBe(
      'unavailable',
    );
    // It gave up at the timeout, well before the 5 s default.
    expect(Date.now() - started).toBeLessThan(3000);
    expect(siteverify.requests).toHaveLength(1);
  }, 5_000); // if the timeout were ignored, fail here rather than wait for the suite's 30 s

  it('is unavailable when the connection is refused', async () => {
    expect(await verifier(await refusedUrl()).verify('any-token', '203.0.113.7')).toBe(
      'unavailable',
    );
  });
});

// ---------------------------------------------------------------------------------------------
// POST /api/auth/new-guest, through the whole app.
// ---------------------------------------------------------------------------------------------

/** A client address outside the trusted proxies, so it is what the API passes as remoteip. */
const CLIENT_IP = '198.51.100.23';

const newGuest = (t: TestApp, turnstileToken: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/new-guest',
    payload: { turnstileToken },
    remoteAddress: CLIENT_IP,
  });

async function userCount(t: TestApp): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

describe('POST /api/auth/new-guest', () => {
  /** A real secret, verified against the stand-in siteverify. */
  let t: TestApp;
  /** Cloudflare's always-fail test secret. */
  let alwaysFail: TestApp;
  beforeAll(async () => {
    // Each app opens its own database, which takes seconds: open both side by side.
    [t, alwaysFail] = await Promise.all([
      createTestApp({
        env: { TURNSTILE_SECRET_KEY: REAL_SECRET, TURNSTILE_VERIFY_URL: siteverify.url },
      }),
      // The verify URL is the stand-in too, so a network call would show in its log.
      createTestApp({
        env: {
          TURNSTILE_SECRET_KEY: TURNSTILE_TEST_SECRETS.alwaysFail,
          TURNSTILE_VERIFY_URL: siteverify.url,
        },
      }),
    ]);
  });
  afterAll(() => Promise.all([t?.close(), alwaysFail?.close()]));

  it('creates a guest when siteverify passes the token', async () => {
    siteverify.answer('success');
    const response = await newGuest(t, 'token-from-the-widget');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { access_token: string; guest_code: string };
    expect(body.access_token).toEqual(expect.any(String));
    expect(body.guest_code).toMatch(/^G-[A-Z2-9]{10}$/);

    // The API asked siteverify with its secret, the browser's token and the client address.
    expect(Object.fromEntries(siteverify.requests.at(-1)!.form)).toEqual({
      secret: REAL_SECRET,
      response: 'token-from-the-widget',
      remoteip: CLIENT_IP,
    });

    const me = await t.app.inject({
      url: '/api/user/me',
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({ is_guest: true, email: null, guest_code: body.guest_code });
  });

  it('answers 400 auth/guest-verification-failed and creates nobody when siteverify refuses', async () => {
    siteverify.answer('failure');
    const before = await userCount(t);
    const response = await newGuest(t, 'forged-token');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ErrorKey.guestVerificationFailed);
    expect(await userCount(t)).toBe(before);
  });

  it('answers 503 auth/guest-verification-unavailable when siteverify is down', async () => {
    // Not the visitor's fault: the client can say "try again later" instead of "you failed".
    siteverify.answer('http-500');
    const before = await userCount(t);
    const response = await newGuest(t, 'token-from-the-widget');
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(ErrorKey.guestVerificationUnavailable);
    expect(await userCount(t)).toBe(before);
  });

  it("answers 400 with Cloudflare's always-fail test secret", async () => {
    const before = await userCount(alwaysFail);
    const response = await newGuest(alwaysFail, TURNSTILE_DUMMY_TOKEN);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ErrorKey.guestVerificationFailed);
    expect(await userCount(alwaysFail)).toBe(before);
    expect(siteverify.requests).toHaveLength(0);
  });
});

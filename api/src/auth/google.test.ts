import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorKey } from '@lingualoop/shared/contracts';
import { createTestApp, registerMember, type TestApp } from '../../test/test-app';
import { users } from '../db/schema';
import { readBody, sendJson } from '../../test/local-http';

// ---------------------------------------------------------------------------------------------
// A stand-in OpenID provider: a real local HTTP server playing Google's part (discovery, JWKS,
// token endpoint). The browser's visit to the authorization endpoint is played by
// `provider.authorize(...)`, which reads what the API put in the authorization URL and hands
// back a code, exactly as the provider would after the person consents.
// ---------------------------------------------------------------------------------------------

const CLIENT_ID = 'lingualoop-test.apps.example.com';
const CLIENT_SECRET = 'stand-in-client-secret';
const PUBLIC_URL = 'https://app.lingualoop.test';
const REDIRECT_URI = `${PUBLIC_URL}/api/auth/google/callback`;
const KEY_ID = 'stand-in-key-1';

/** The Google account that consents. */
interface Person {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

/** How the stand-in answers; a test changes what it needs, `reset()` puts the defaults back. */
interface Behaviour {
  discoveryStatus: number;
  /** An issuer for the discovery document other than the provider's own address. */
  discoveryIssuer: string | undefined;
  /** Anything but 200 answers `{ error: 'invalid_grant' }` with that status. */
  tokenStatus: number;
  /**
   * 'garbage' answers 200 with a body that is not JSON, 'no-id-token' answers 200 without an
   * ID token, 'hang-up' drops the connection.
   */
  tokenFault: 'garbage' | 'no-id-token' | 'hang-up' | undefined;
  /** ID token claims that differ from what a well-behaved provider would put. */
  issuer: string | undefined;
  audience: string | undefined;
  nonce: string | undefined;
  /** Seconds from the app's clock to `exp`; negative means already expired. */
  lifetimeSeconds: number;
  /** 'impostor' signs with a key the provider never published (under the same key id). */
  signWith: 'provider' | 'impostor';
}

const defaultBehaviour = (): Behaviour => ({
  discoveryStatus: 200,
  discoveryIssuer: undefined,
  tokenStatus: 200,
  tokenFault: undefined,
  issuer: undefined,
  audience: undefined,
  nonce: undefined,
  lifetimeSeconds: 3600,
  signWith: 'provider',
});

/** What the provider remembers about a code it handed out. */
interface Grant {
  person: Person;
  clientId: string | null;
  redirectUri: string | null;
  nonce: string | null;
  codeChallenge: string | null;
  codeChallengeMethod: string | null;
}

/** One call to the token endpoint, as the provider saw it. */
interface TokenExchange {
  code: string | null;
  grantType: string | null;
  clientId: string | null;
  clientSecret: string | null;
  redirectUri: string | null;
  codeVerifier: string | null;
  /** BASE64URL(SHA256(code_verifier)) equals the challenge recorded for the code (S256). */
  pkceMatches: boolean;
  /** The provider was satisfied and answered with an ID token. */
  idTokenIssued: boolean;
}

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/**
 * Starts the stand-in on 127.0.0.1. `now` is the app's test clock: the API checks `exp`
 * against that clock, so tokens are stamped from it rather than from the wall clock.
 */
async function startStandInProvider(now: () => Date) {
  const providerKeys = await generateKeyPair('RS256');
  const impostorKeys = await generateKeyPair('RS256');
  const publicJwk = {
    ...(await exportJWK(providerKeys.publicKey)),
    kid: KEY_ID,
    alg: 'RS256',
    use: 'sig',
  };
  const grants = new Map<string, Grant>();
  const exchanges: TokenExchange[] = [];
  const behaviour = defaultBehaviour();
  let issuer = '';

  async function tokenEndpoint(request: IncomingMessage, response: ServerResponse) {
    const form = new URLSearchParams(await readBody(request));
    const code = form.get('code');
    const grant = code ? grants.get(code) : undefined;
    if (code) grants.delete(code); // codes are single-use, as at Google
    const codeVerifier = form.get('code_verifier');
    const exchange: TokenExchange = {
      code,
      grantType: form.get('grant_type'),
      clientId: form.get('client_id'),
      clientSecret: form.get('client_secret'),
      redirectUri: form.get('redirect_uri'),
      codeVerifier,
      pkceMatches:
        grant?.codeChallengeMethod === 'S256' &&
        codeVerifier !== null &&
        s256(codeVerifier) === grant.codeChallenge,
      idTokenIssued: false,
    };
    exchanges.push(exchange);

    if (behaviour.tokenFault === 'hang-up') return void request.socket.destroy();
    if (behaviour.tokenFault === 'garbage') {
      response.writeHead(200, { 'content-type': 'text/html' });
      return void response.end('<html>Bad gateway</html>');
    }
    if (behaviour.tokenFault === 'no-id-token') {
      return sendJson(response, 200, { access_token: 'unused', token_type: 'Bearer' });
    }
    if (behaviour.tokenStatus !== 200) {
      return sendJson(response, behaviour.tokenStatus, { error: 'invalid_grant' });
    }
    // What a real provider checks before it gives out tokens.
    const refusal = !grant
      ? 'unknown code'
      : exchange.grantType !== 'authorization_code'
        ? 'wrong grant_type'
        : exchange.clientId !== CLIENT_ID || grant.clientId !== CLIENT_ID
          ? 'wrong client_id'
          : exchange.clientSecret !== CLIENT_SECRET
            ? 'wrong client_secret'
            : exchange.redirectUri !== grant.redirectUri
              ? 'redirect_uri differs from the authorization request'
              : !exchange.pkceMatches
                ? 'code_verifier does not match code_challenge'
                : undefined;
    if (refusal || !grant) {
      return sendJson(response, 400, { error: 'invalid_grant', error_description: refusal });
    }

    const { person } = grant;
    const issuedAt = Math.floor(now().getTime() / 1000);
    const idToken = await new SignJWT({
      email: person.email,
      email_verified: person.email_verified,
      given_name: person.given_name,
      family_name: person.family_name,
      nonce: behaviour.nonce ?? grant.nonce ?? undefined,
    })
      .setProtectedHeader({ alg: 'RS256', kid: KEY_ID })
      .setIssuer(behaviour.issuer ?? issuer)
      .setAudience(behaviour.audience ?? CLIENT_ID)
      .setSubject(person.sub)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + behaviour.lifetimeSeconds)
      .sign(behaviour.signWith === 'provider' ? providerKeys.privateKey : impostorKeys.privateKey);
    exchange.idTokenIssued = true;
    sendJson(response, 200, { access_token: 'unused', token_type: 'Bearer', id_token: idToken });
  }

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    const answer = async () => {
      if (request.method === 'GET' && path === '/.well-known/openid-configuration') {
        if (behaviour.discoveryStatus !== 200) {
          return sendJson(response, behaviour.discoveryStatus, { error: 'down' });
        }
        return sendJson(response, 200, {
          issuer: behaviour.discoveryIssuer ?? issuer,
          authorization_endpoint: `${issuer}/o/oauth2/v2/auth`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/oauth2/v3/certs`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
          code_challenge_methods_supported: ['S256'],
        });
      }
      if (request.method === 'GET' && path === '/oauth2/v3/certs') {
        return sendJson(response, 200, { keys: [publicJwk] });
      }
      if (request.method === 'POST' && path === '/token') return tokenEndpoint(request, response);
      sendJson(response, 404, { error: 'not_found' });
    };
    answer().catch((error: unknown) => sendJson(response, 500, { error: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    behaviour,
    exchanges,
    /**
     * The person consents at the authorization endpoint: returns the code the provider would
     * send back. `codeChallenge` lets a test hand out a code bound to some other challenge.
     */
    authorize(authorizationUrl: URL, person: Person, override: { codeChallenge?: string } = {}) {
      const query = authorizationUrl.searchParams;
      const code = `code-${randomBytes(12).toString('base64url')}`;
      grants.set(code, {
        person,
        clientId: query.get('client_id'),
        redirectUri: query.get('redirect_uri'),
        nonce: query.get('nonce'),
        codeChallenge: override.codeChallenge ?? query.get('code_challenge'),
        codeChallengeMethod: query.get('code_challenge_method'),
      });
      return code;
    },
    reset() {
      Object.assign(behaviour, defaultBehaviour());
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

type StandInProvider = Awaited<ReturnType<typeof startStandInProvider>>;

// ---------------------------------------------------------------------------------------------
// Browser steps against the API.
// ---------------------------------------------------------------------------------------------

let people = 0;
/** A Google account nobody has used yet in this file. */
function newPerson(overrides: Partial<Person> = {}): Person {
  people += 1;
  const tag = `${people}-${randomBytes(3).toString('hex')}`;
  return {
    sub: `10876543210${tag}`,
    email: `learner.${tag}@gmail.example`,
    email_verified: true,
    given_name: 'Lan',
    family_name: 'Nguyễn',
    ...overrides,
  };
}

/** GET /api/auth/google: expects the redirect and returns the authorization URL. */
async function startSignIn(t: TestApp): Promise<URL> {
  const response = await t.app.inject('/api/auth/google');
  expect(response.statusCode, response.body).toBe(302);
  return new URL(response.headers.location as string);
}

/** The provider sends the browser back; returns the fragment of the web app URL it lands on. */
async function callback(t: TestApp, query: Record<string, string>): Promise<URLSearchParams> {
  const response = await t.app.inject(`/api/auth/google/callback?${new URLSearchParams(query)}`);
  expect(response.statusCode, response.body).toBe(302);
  const location = response.headers.location as string;
  expect(location.startsWith(`${PUBLIC_URL}/signin#`), location).toBe(true);
  return new URLSearchParams(new URL(location).hash.slice(1));
}

/** The whole round trip: start, consent at the provider, come back. */
async function signIn(
  t: TestApp,
  provider: StandInProvider,
  person: Person,
  override: { codeChallenge?: string } = {},
) {
  const authorizationUrl = await startSignIn(t);
  const state = authorizationUrl.searchParams.get('state')!;
  const code = provider.authorize(authorizationUrl, person, override);
  const fragment = await callback(t, { code, state });
  return { fragment, authorizationUrl, state, code };
}

async function me(t: TestApp, accessToken: string) {
  const response = await t.app.inject({
    url: '/api/user/me',
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    id: number;
    is_guest: boolean;
    email: string | null;
    firstname: string | null;
    lastname: string | null;
  };
}

/** The failure landing: the error key and no token. */
function expectFailed(fragment: URLSearchParams): void {
  expect(fragment.get('error')).toBe(ErrorKey.socialFailed);
  expect(fragment.has('access_token')).toBe(false);
}

async function usersWithEmail(t: TestApp, email: string) {
  return t.database.db.select().from(users).where(eq(users.email, email.toLowerCase()));
}

const googleEnv = (issuer: string) => ({
  GOOGLE_CLIENT_ID: CLIENT_ID,
  GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
  GOOGLE_ISSUER: issuer,
  PUBLIC_URL,
});

// ---------------------------------------------------------------------------------------------

let provider: StandInProvider;
/** Google configured, pointing at the stand-in: most tests use this one. */
let t: TestApp;
/** Google not configured. */
let bare: TestApp;
/** Google configured too, but kept away from the provider until the discovery test runs. */
let fresh: TestApp;
let start: Date;

beforeAll(async () => {
  provider = await startStandInProvider(() => t.clock.now());
  // Each app opens its own database, which takes seconds: open the three side by side.
  [t, bare, fresh] = await Promise.all([
    createTestApp({ env: googleEnv(provider.issuer) }),
    createTestApp(),
    createTestApp({ env: googleEnv(provider.issuer) }),
  ]);
  start = t.clock.now();
}, 120_000); // three databases at once on a busy machine can exceed the default hook timeout
afterAll(async () => {
  await Promise.all([t?.close(), bare?.close(), fresh?.close()]);
  await provider?.close();
});
beforeEach(() => {
  // Tests move the clock and break the provider on purpose; each starts from a clean slate.
  provider.reset();
  t.clock.set(start);
});

describe('when Google is not configured', () => {
  it('says so in /api/auth/providers', async () => {
    expect((await bare.app.inject('/api/auth/providers')).json()).toEqual({
      google: false,
      turnstile_site_key: null,
    });
  });

  it('answers the start and the callback with 501 auth/social-not-available', async () => {
    for (const url of [
      '/api/auth/google',
      '/api/auth/google/callback',
      '/api/auth/google/callback?code=abc&state=def',
    ]) {
      const response = await bare.app.inject(url);
      expect(response.statusCode, url).toBe(501);
      expect(response.json().message, url).toBe(ErrorKey.socialNotAvailable);
    }
  });
});

describe('starting a sign-in', () => {
  it('advertises Google in /api/auth/providers', async () => {
    expect((await t.app.inject('/api/auth/providers')).json()).toMatchObject({ google: true });
  });

  it("redirects to the provider's authorization endpoint with state, nonce and an S256 challenge", async () => {
    const url = await startSignIn(t);
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.issuer}/o/oauth2/v2/auth`);
    const query = url.searchParams;
    expect(query.get('response_type')).toBe('code');
    expect(query.get('client_id')).toBe(CLIENT_ID);
    expect(query.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(query.get('scope')?.split(' ')).toEqual(
      expect.arrayContaining(['openid', 'email', 'profile']),
    );
    expect(query.get('code_challenge_method')).toBe('S256');
    // A SHA-256 in base64url is 43 characters.
    expect(query.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(query.get('state')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(query.get('nonce')).toMatch(/^[A-Za-z0-9_-]{20,}$/);

    // Every start is a fresh round trip.
    const again = (await startSignIn(t)).searchParams;
    expect(again.get('state')).not.toBe(query.get('state'));
    expect(again.get('nonce')).not.toBe(query.get('nonce'));
    expect(again.get('code_challenge')).not.toBe(query.get('code_challenge'));
  });
});

describe('linking Google accounts to users', () => {
  it('creates a new member from the ID token and signs them in', async () => {
    const person = newPerson({ given_name: 'Thảo', family_name: 'Phạm' });
    const { fragment } = await signIn(t, provider, person);
    expect(fragment.has('error')).toBe(false);
    const user = await me(t, fragment.get('access_token')!);
    expect(user).toMatchObject({
      is_guest: false,
      email: person.email,
      firstname: 'Thảo',
      lastname: 'Phạm',
    });
    const [row] = await usersWithEmail(t, person.email!);
    expect(row?.google_subject).toBe(person.sub);
    expect(row?.password_hash).toBeNull();
  });

  it('finds the same user again by subject, even after the Google email changed', async () => {
    const person = newPerson();
    const first = await me(t, (await signIn(t, provider, person)).fragment.get('access_token')!);
    const renamed = { ...person, email: `renamed.${person.email}` };
    const second = await me(t, (await signIn(t, provider, renamed)).fragment.get('access_token')!);
    expect(second.id).toBe(first.id);
    expect(await usersWithEmail(t, renamed.email)).toHaveLength(0); // no second account
  });

  it('links an existing password member with the same verified email', async () => {
    const member = await registerMember(t.app);
    // Google may spell the address with capitals; emails compare case-insensitively.
    const person = newPerson({ email: member.form.email.toUpperCase(), given_name: 'Other' });
    const { fragment } = await signIn(t, provider, person);
    const user = await me(t, fragment.get('access_token')!);
    expect(user.id).toBe(member.user.id);
    expect(user.firstname).toBe(member.form.firstname); // the member's own names are kept
    const [row] = await usersWithEmail(t, member.form.email);
    expect(row?.google_subject).toBe(person.sub);
    expect(row?.password_hash).not.toBeNull(); // the password still works alongside
  });

  it('refuses an unverified email when no user is linked to the subject', async () => {
    const person = newPerson({ email_verified: false });
    expectFailed((await signIn(t, provider, person)).fragment);
    expect(await usersWithEmail(t, person.email!)).toHaveLength(0);
  });

  it('does not link an existing member through an unverified email', async () => {
    // Otherwise anyone could claim a member's account by typing their address at Google.
    const member = await registerMember(t.app);
    const person = newPerson({ email: member.form.email, email_verified: false });
    expectFailed((await signIn(t, provider, person)).fragment);
    const [row] = await usersWithEmail(t, member.form.email);
    expect(row?.google_subject).toBeNull();
  });

  it('does not move a member linked to one Google account onto another with the same email', async () => {
    const first = newPerson();
    const linked = await me(t, (await signIn(t, provider, first)).fragment.get('access_token')!);
    const other = newPerson({ email: first.email });
    expectFailed((await signIn(t, provider, other)).fragment);
    const [row] = await usersWithEmail(t, first.email!);
    expect(row?.id).toBe(linked.id);
    expect(row?.google_subject).toBe(first.sub);
  });

  it('refuses an ID token without an email when the subject is unknown', async () => {
    expectFailed((await signIn(t, provider, newPerson({ email: undefined }))).fragment);
  });
});

describe('state: one use, ten minutes, only ours', () => {
  it('refuses a replayed callback, without asking the provider again', async () => {
    const { fragment, state, code } = await signIn(t, provider, newPerson());
    expect(fragment.has('access_token')).toBe(true);
    const exchangesBefore = provider.exchanges.length;
    expectFailed(await callback(t, { code, state }));
    expect(provider.exchanges.length).toBe(exchangesBefore);
  });

  it('refuses a state the API never gave out', async () => {
    const authorizationUrl = await startSignIn(t);
    const code = provider.authorize(authorizationUrl, newPerson());
    const exchangesBefore = provider.exchanges.length;
    expectFailed(await callback(t, { code, state: 'made-up-state-0123456789abcdef' }));
    expect(provider.exchanges.length).toBe(exchangesBefore);
  });

  it('refuses a state older than ten minutes', async () => {
    const authorizationUrl = await startSignIn(t);
    const code = provider.authorize(authorizationUrl, newPerson());
    t.clock.advance(11 * 60_000);
    const state = authorizationUrl.searchParams.get('state')!;
    expectFailed(await callback(t, { code, state }));
  });

  it('still accepts a state nine minutes old', async () => {
    const authorizationUrl = await startSignIn(t);
    const code = provider.authorize(authorizationUrl, newPerson());
    t.clock.advance(9 * 60_000);
    const state = authorizationUrl.searchParams.get('state')!;
    expect((await callback(t, { code, state })).has('access_token')).toBe(true);
  });

  it('lands on the error page when the person declines at the provider', async () => {
    const state = (await startSignIn(t)).searchParams.get('state')!;
    expectFailed(await callback(t, { error: 'access_denied', state }));
    expectFailed(await callback(t, { error: 'access_denied' }));
  });
});

describe('PKCE', () => {
  it('sends the token endpoint a verifier whose S256 hash is the challenge', async () => {
    const { fragment, authorizationUrl, code } = await signIn(t, provider, newPerson());
    expect(fragment.has('access_token')).toBe(true);
    const exchange = provider.exchanges.at(-1)!;
    expect(exchange).toMatchObject({
      code,
      grantType: 'authorization_code',
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      redirectUri: REDIRECT_URI,
      pkceMatches: true,
    });
    // RFC 7636: 43 to 128 characters of the unreserved set.
    expect(exchange.codeVerifier).toMatch(/^[A-Za-z0-9._~-]{43,128}$/);
    expect(s256(exchange.codeVerifier!)).toBe(authorizationUrl.searchParams.get('code_challenge'));
  });

  it('fails when the code was bound to another challenge (the provider refuses the verifier)', async () => {
    const { fragment } = await signIn(t, provider, newPerson(), { codeChallenge: s256('other') });
    expectFailed(fragment);
    expect(provider.exchanges.at(-1)?.pkceMatches).toBe(false);
  });
});

describe('ID token checks', () => {
  /** The provider did hand out an ID token, so the refusal is the API's own check. */
  async function expectTokenRefused() {
    expectFailed((await signIn(t, provider, newPerson())).fragment);
    expect(provider.exchanges.at(-1)?.idTokenIssued).toBe(true);
  }

  it('accepts a well-formed token (the baseline the cases below break one claim of)', async () => {
    expect((await signIn(t, provider, newPerson())).fragment.has('access_token')).toBe(true);
  });

  it('refuses a nonce that is not the one sent', async () => {
    provider.behaviour.nonce = 'a-nonce-from-another-round-trip';
    await expectTokenRefused();
  });

  it('refuses a token meant for another client', async () => {
    provider.behaviour.audience = 'someone-else.apps.example.com';
    await expectTokenRefused();
  });

  it('refuses a token from another issuer', async () => {
    provider.behaviour.issuer = 'https://evil.example';
    await expectTokenRefused();
  });

  it("refuses an expired token (by the app's clock)", async () => {
    provider.behaviour.lifetimeSeconds = -60;
    await expectTokenRefused();
  });

  it('refuses a token signed by a key the provider did not publish', async () => {
    provider.behaviour.signWith = 'impostor';
    await expectTokenRefused();
  });
});

// The browser is mid-navigation: whatever goes wrong at the provider, it must land on the web
// app's sign-in page with an error key, never on a bare JSON 500 from the API.
describe('when the provider misbehaves', () => {
  it('lands on the error page when the token endpoint answers 400', async () => {
    provider.behaviour.tokenStatus = 400;
    expectFailed((await signIn(t, provider, newPerson())).fragment);
  });

  it('lands on the error page when the token endpoint answers something that is not JSON', async () => {
    provider.behaviour.tokenFault = 'garbage';
    expectFailed((await signIn(t, provider, newPerson())).fragment);
  });

  it('lands on the error page when the token endpoint answers without an ID token', async () => {
    provider.behaviour.tokenFault = 'no-id-token';
    expectFailed((await signIn(t, provider, newPerson())).fragment);
  });

  it('lands on the error page when the token endpoint drops the connection', async () => {
    provider.behaviour.tokenFault = 'hang-up';
    expectFailed((await signIn(t, provider, newPerson())).fragment);
  });

  describe('discovery', () => {
    // On `fresh`: the main app has already fetched the discovery document and keeps it.
    it('answers 503 auth/social-failed while discovery is down, and retries once it is back', async () => {
      provider.behaviour.discoveryStatus = 500;
      const down = await fresh.app.inject('/api/auth/google');
      expect(down.statusCode).toBe(503);
      expect(down.json().message).toBe(ErrorKey.socialFailed);

      // A failed discovery is not remembered.
      provider.behaviour.discoveryStatus = 200;
      const up = await fresh.app.inject('/api/auth/google');
      expect(up.statusCode).toBe(302);
    });

    it('refuses a discovery document that speaks for another issuer (OIDC Discovery §4.3)', async () => {
      const local = await createTestApp({ env: googleEnv(provider.issuer) });
      try {
        provider.behaviour.discoveryIssuer = 'https://accounts.evil.example';
        expect((await local.app.inject('/api/auth/google')).statusCode).toBe(503);
      } finally {
        await local.close();
      }
    });
  });
});

import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { oauthStates } from '../db/schema';

/** What we keep from Google's ID token. */
export interface GoogleIdentity {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  givenName: string | undefined;
  familyName: string | undefined;
}

export interface GoogleSignIn {
  /** Starts a round trip: remembers state, nonce and PKCE verifier, returns where to send the browser. */
  authorizationUrl(now: Date): Promise<string>;
  /** Finishes it: checks the state, swaps the code (with the verifier) and verifies the ID token. */
  finish(code: string, state: string, now: Date): Promise<GoogleIdentity>;
}

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

const STATE_TTL_MS = 10 * 60 * 1000;
const FETCH_TIMEOUT_MS = 10_000;
const base64url = (bytes: Buffer) => bytes.toString('base64url');

export class GoogleSignInError extends Error {}

/** A provider that is unreachable or answers nonsense means a failed sign-in, not a 500. */
const failedSignIn =
  (step: string) =>
  (error: unknown): never => {
    if (error instanceof GoogleSignInError) throw error;
    throw new GoogleSignInError(`${step} failed: ${String(error)}`);
  };

/**
 * Google sign-in with OpenID Connect: authorization code flow with PKCE (S256), state and
 * nonce. Endpoints come from the issuer's discovery document, so a local stand-in provider
 * can take Google's place in tests.
 */
export function createGoogleSignIn(
  config: NonNullable<Config['google']>,
  db: Database,
): GoogleSignIn {
  let discovery: Promise<Discovery> | undefined;
  let jwks: ReturnType<typeof createRemoteJWKSet> | undefined;

  const discover = (): Promise<Discovery> => {
    discovery ??= (async () => {
      const response = await fetch(`${config.issuer}/.well-known/openid-configuration`, {
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
      if (!response.ok) throw new GoogleSignInError(`discovery answered ${response.status}`);
      const document = (await response.json()) as Discovery;
      // OpenID Connect Discovery §4.3: the document must speak for the issuer we trust.
      if (document.issuer?.replace(/\/$/, '') !== config.issuer) {
        throw new GoogleSignInError(`discovery names issuer ${document.issuer}`);
      }
      jwks = createRemoteJWKSet(new URL(document.jwks_uri));
      return document;
    })();
    // A failed discovery is retried on the next sign-in rather than remembered.
    discovery.catch(() => (discovery = undefined));
    return discovery;
  };

  return {
    async authorizationUrl(now) {
      const provider = await discover();
      const state = base64url(randomBytes(24));
      const nonce = base64url(randomBytes(24));
      const codeVerifier = base64url(randomBytes(48));
      const codeChallenge = base64url(createHash('sha256').update(codeVerifier).digest());
      await db.insert(oauthStates).values({
        state,
        nonce,
        code_verifier: codeVerifier,
        expires_at: new Date(now.getTime() + STATE_TTL_MS),
      });
      const url = new URL(provider.authorization_endpoint);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: config.clientId,
        redirect_uri: config.redirectUri,
        scope: 'openid email profile',
        state,
        nonce,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      }).toString();
      return url.toString();
    },

    async finish(code, state, now) {
      // One use only: the row is deleted as it is read.
      const [saved] = await db
        .delete(oauthStates)
        .where(and(eq(oauthStates.state, state), gt(oauthStates.expires_at, now)))
        .returning();
      if (!saved) throw new GoogleSignInError('unknown or expired state');
      const provider = await discover().catch(failedSignIn('discovery'));
      const response = await fetch(provider.token_endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: config.redirectUri,
          client_id: config.clientId,
          client_secret: config.clientSecret,
          code_verifier: saved.code_verifier,
        }),
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      }).catch(failedSignIn('token endpoint'));
      if (!response.ok) throw new GoogleSignInError(`token endpoint answered ${response.status}`);
      const tokens = (await response.json().catch(failedSignIn('token endpoint'))) as {
        id_token?: string;
      } | null;
      if (!tokens?.id_token) throw new GoogleSignInError('no id_token');
      const { payload } = await jwtVerify(tokens.id_token, jwks!, {
        issuer: provider.issuer,
        audience: config.clientId,
        currentDate: now,
      }).catch((error: unknown) => {
        throw new GoogleSignInError(`id_token rejected: ${String(error)}`);
      });
      if (payload.nonce !== saved.nonce) throw new GoogleSignInError('nonce mismatch');
      if (typeof payload.sub !== 'string') throw new GoogleSignInError('no subject');
      const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
      return {
        subject: payload.sub,
        email: text(payload.email),
        emailVerified: payload.email_verified === true,
        givenName: text(payload.given_name),
        familyName: text(payload.family_name),
      };
    },
  };
}

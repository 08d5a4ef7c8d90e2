import { webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

const ISSUER = 'lingualoop';
const AUDIENCE = 'lingualoop-web';

export interface AccessTokenClaims {
  userId: number;
  /** The user's token_version when signed; bumping it revokes every older token. */
  version: number;
}

export class TokenService {
  /**
   * Imported once: given raw bytes, jose would import the key again on every call, which was
   * a fifth of the cost of an authenticated request.
   */
  private readonly key: Promise<webcrypto.CryptoKey>;

  constructor(
    secret: string,
    private readonly expiresIn: string,
  ) {
    this.key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

  async sign(claims: AccessTokenClaims, now: Date): Promise<string> {
    return (
      new SignJWT({ ver: claims.version })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(Math.floor(now.getTime() / 1000))
        // Computed from the given clock, not jose's, so tests can move time.
        .setExpirationTime(this.expiresAt(now))
        .sign(await this.key)
    );
  }

  /** Returns the claims, or undefined for a missing, expired, tampered or foreign token. */
  async verify(token: string, now: Date): Promise<AccessTokenClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
        currentDate: now,
      });
      const userId = Number(payload.sub);
      const version = payload.ver;
      if (!Number.isSafeInteger(userId) || typeof version !== 'number') return undefined;
      return { userId, version };
    } catch {
      return undefined;
    }
  }

  private expiresAt(now: Date): number {
    const match = /^(\d+)([smhd])$/.exec(this.expiresIn);
    if (!match) throw new Error(`bad expiry ${this.expiresIn}`);
    const unit = { s: 1, m: 60, h: 3600, d: 86400 }[match[2] as 's' | 'm' | 'h' | 'd'];
    return Math.floor(now.getTime() / 1000) + Number(match[1]) * unit;
  }
}

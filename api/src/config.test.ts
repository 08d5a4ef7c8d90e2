import { describe, expect, it } from 'vitest';
import { ConfigError, TURNSTILE_TEST_SECRETS, loadConfig } from './config';

const tmp = { DATA_DIR: '/tmp/lingualoop-config-test' };

describe('loadConfig', () => {
  it('has working development defaults', () => {
    const config = loadConfig({ ...tmp });
    expect(config).toMatchObject({
      env: 'development',
      port: 8090,
      turnstileSecret: TURNSTILE_TEST_SECRETS.alwaysPass,
      startingCredits: 100,
      google: undefined,
    });
    // The development secret is kept, so a restart does not sign everybody out.
    expect(loadConfig({ ...tmp }).jwtSecret).toBe(config.jwtSecret);
  });

  it('lists every problem at once, readably', () => {
    let error: unknown;
    try {
      loadConfig({
        ...tmp,
        PORT: 'eighty',
        STARTING_CREDITS: '-1',
        DATABASE_URL: 'nope',
        JWT_SECRET: 'short',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toContain('PORT must be an integer from 0 to 65535 (got "eighty")');
    expect(message).toContain('STARTING_CREDITS');
    expect(message).toContain('DATABASE_URL must be a URL');
    expect(message).toContain('JWT_SECRET must be at least 32 characters');
  });

  it('refuses to start in production without the secrets', () => {
    expect(() => loadConfig({ ...tmp, NODE_ENV: 'production' })).toThrow(
      /JWT_SECRET is required in production[\s\S]*TURNSTILE_SECRET_KEY is required in production/,
    );
  });

  it('enables Google only with both client id and secret', () => {
    expect(() => loadConfig({ ...tmp, GOOGLE_CLIENT_ID: 'id' })).toThrow(/must be set together/);
    const config = loadConfig({
      ...tmp,
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      PUBLIC_URL: 'https://lingualoop.vn/',
    });
    expect(config.google?.redirectUri).toBe('https://lingualoop.vn/api/auth/google/callback');
  });
});

describe('Turnstile site key', () => {
  it('is served only when configured', () => {
    expect(loadConfig({ ...tmp }).turnstileSiteKey).toBeNull();
    expect(loadConfig({ ...tmp, TURNSTILE_SITE_KEY: '0x4AAAAAAA' }).turnstileSiteKey).toBe(
      '0x4AAAAAAA',
    );
  });
});

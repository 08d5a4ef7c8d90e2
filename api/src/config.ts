import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Cloudflare's documented Turnstile test secrets: the server applies their outcome itself. */
export const TURNSTILE_TEST_SECRETS = {
  alwaysPass: '1x0000000000000000000000000000000AA',
  alwaysFail: '2x0000000000000000000000000000000AA',
  tokenSpent: '3x0000000000000000000000000000000AA',
} as const;
/** The token Cloudflare's test site keys produce in the browser. */
export const TURNSTILE_DUMMY_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  logLevel: string;
  /** Where the embedded database, the outbox and the dev JWT secret live. */
  dataDir: string;
  /** A real PostgreSQL; when absent the embedded PGlite in `dataDir` is used. */
  databaseUrl: string | undefined;
  jwtSecret: string;
  jwtExpiresIn: string;
  /** Public address of the web app, for links in mails and social-login redirects. */
  publicUrl: string;
  startingCredits: number;
  turnstileSecret: string;
  /** Public; the web app renders the Turnstile widget with it. */
  turnstileSiteKey: string | null;
  turnstileVerifyUrl: string;
  /** Requests per minute per client address on login, register, guest, reset and contact. */
  sensitiveRateLimitPerMinute: number;
  trustProxy: string;
  corsOrigins: string[];
  mail: {
    transport: 'outbox' | 'smtp';
    smtpUrl: string | undefined;
    from: string;
    contactInbox: string;
  };
  google:
    { clientId: string; clientSecret: string; issuer: string; redirectUri: string } | undefined;
  passwordResetTtlMinutes: number;
}

/** The folder of this package (api/), found from this file both in src/ and bundled in dist/. */
export function packageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('api package.json not found');
    dir = parent;
  }
  return dir;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/**
 * Reads the configuration from the environment and checks it all at once, so a bad start
 * lists every problem in one readable message instead of failing on the first.
 */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const nodeEnv = env.NODE_ENV ?? 'development';
  if (!['development', 'production', 'test'].includes(nodeEnv)) {
    problems.push(`NODE_ENV must be development, production or test (got "${nodeEnv}")`);
  }
  const isProduction = nodeEnv === 'production';

  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be an integer from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };
  const url = (name: string, fallback: string | undefined): string | undefined => {
    const raw = env[name] || fallback;
    if (raw === undefined) return undefined;
    try {
      new URL(raw);
    } catch {
      problems.push(`${name} must be a URL (got "${raw}")`);
    }
    return raw;
  };

  const dataDir = path.resolve(env.DATA_DIR || path.join(packageRoot(), '..', '.data'));
  const port = int('PORT', 8090, 0, 65535);
  const publicUrl = url('PUBLIC_URL', 'http://localhost:8080') ?? 'http://localhost:8080';

  let jwtSecret = env.JWT_SECRET ?? '';
  if (jwtSecret && jwtSecret.length < 32) {
    problems.push('JWT_SECRET must be at least 32 characters');
  } else if (!jwtSecret) {
    if (isProduction) problems.push('JWT_SECRET is required in production');
    else jwtSecret = developmentJwtSecret(dataDir);
  }

  let turnstileSecret = env.TURNSTILE_SECRET_KEY ?? '';
  if (!turnstileSecret) {
    if (isProduction) problems.push('TURNSTILE_SECRET_KEY is required in production');
    else turnstileSecret = TURNSTILE_TEST_SECRETS.alwaysPass;
  }

  const transport = env.MAIL_TRANSPORT || (env.SMTP_URL ? 'smtp' : 'outbox');
  if (transport !== 'outbox' && transport !== 'smtp') {
    problems.push(`MAIL_TRANSPORT must be outbox or smtp (got "${transport}")`);
  }
  if (transport === 'smtp' && !env.SMTP_URL) problems.push('MAIL_TRANSPORT=smtp needs SMTP_URL');

  const googleId = env.GOOGLE_CLIENT_ID;
  const googleSecret = env.GOOGLE_CLIENT_SECRET;
  if (Boolean(googleId) !== Boolean(googleSecret)) {
    problems.push('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together');
  }
  const googleIssuer = url('GOOGLE_ISSUER', 'https://accounts.google.com')!;

  const config: Config = {
    env: nodeEnv as Config['env'],
    host: env.HOST || '127.0.0.1',
    port,
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    dataDir,
    databaseUrl: url('DATABASE_URL', undefined),
    jwtSecret,
    jwtExpiresIn: env.JWT_EXPIRES_IN || '30d',
    publicUrl: publicUrl.replace(/\/$/, ''),
    startingCredits: int('STARTING_CREDITS', 100, 0, 1_000_000),
    turnstileSecret,
    turnstileSiteKey: env.TURNSTILE_SITE_KEY || null,
    turnstileVerifyUrl:
      url('TURNSTILE_VERIFY_URL', 'https://challenges.cloudflare.com/turnstile/v0/siteverify') ??
      '',
    sensitiveRateLimitPerMinute: int('RATE_LIMIT_PER_MINUTE', 10, 1, 1_000_000),
    trustProxy: env.TRUST_PROXY || 'loopback',
    corsOrigins: (env.CORS_ORIGINS ?? defaultCorsOrigins())
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    mail: {
      transport: transport as 'outbox' | 'smtp',
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM || 'LinguaLoop <no-reply@lingualoop.vn>',
      contactInbox: env.CONTACT_INBOX || 'support@lingualoop.vn',
    },
    google:
      googleId && googleSecret
        ? {
            clientId: googleId,
            clientSecret: googleSecret,
            issuer: googleIssuer.replace(/\/$/, ''),
            redirectUri: `${publicUrl.replace(/\/$/, '')}/api/auth/google/callback`,
          }
        : undefined,
    passwordResetTtlMinutes: int('PASSWORD_RESET_TTL_MINUTES', 60, 5, 24 * 60),
  };
  if (!/^\d+[smhd]$/.test(config.jwtExpiresIn)) {
    problems.push(
      `JWT_EXPIRES_IN must look like 30d, 12h, 90m or 3600s (got "${config.jwtExpiresIn}")`,
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** The shell and every remote's own dev server (ARCHITECTURE §2 ports). */
function defaultCorsOrigins(): string {
  return [8080, 8081, 8082, 8083, 8084, 8085].map((p) => `http://localhost:${p}`).join(',');
}

/**
 * Outside production a secret is made once and kept in the data folder, so restarting the
 * server does not sign everybody out.
 */
function developmentJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'dev-jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

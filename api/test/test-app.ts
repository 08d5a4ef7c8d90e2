import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { seedCourses } from '../src/content/import';
import { seedReferenceData } from '../src/db/seed';

/** A clock the test moves by hand, to cross day boundaries and expire tokens. */
export class TestClock {
  constructor(private current: Date = new Date('2026-03-10T03:00:00Z')) {}
  now = (): Date => new Date(this.current);
  set(at: Date | string): void {
    this.current = new Date(at);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export interface TestApp {
  app: FastifyInstance;
  clock: TestClock;
  config: Config;
  database: DatabaseHandle;
  /** The mails the app has "sent" (the .eml files, bodies decoded), oldest first. */
  outbox(): string[];
  close(): Promise<void>;
}

/**
 * A throwaway database for one test file: an in-memory PGlite, or, when TEST_DATABASE_URL
 * points at a PostgreSQL server, a fresh database created on it (the same tests run on both).
 */
async function throwawayDatabase(): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    return { handle: await openDatabase({ pgliteDir: 'memory://' }), drop: async () => {} };
  }
  const name = `lingualoop_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    handle: await openDatabase({ databaseUrl: url.toString(), pgliteDir: '' }),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    clock?: TestClock;
    /** Import the repository's courses (api/content) too. */
    courses?: boolean;
    /** Runs before the app is ready, e.g. to add a route only a test needs. */
    beforeReady?: (app: FastifyInstance) => void;
  } & Pick<BuildAppOptions, 'turnstile' | 'mailer'> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lingualoop-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    RATE_LIMIT_PER_MINUTE: '100000',
    ...options.env,
  });
  const clock = options.clock ?? new TestClock();
  const { handle, drop } = await throwawayDatabase();
  await handle.migrate();
  await seedReferenceData(handle.db);
  if (options.courses) await seedCourses(handle.db);
  const app = await buildApp({
    config,
    database: handle,
    clock: clock.now,
    ...(options.turnstile ? { turnstile: options.turnstile } : {}),
    ...(options.mailer ? { mailer: options.mailer } : {}),
  });
  options.beforeReady?.(app);
  await app.ready();
  const outboxDir = path.join(dataDir, 'outbox');
  return {
    app,
    clock,
    config,
    database: handle,
    outbox() {
      if (!existsSync(outboxDir)) return [];
      return readdirSync(outboxDir)
        .sort()
        .map((f) => decodeQuotedPrintable(readFileSync(path.join(outboxDir, f), 'utf8')));
    },
    async close() {
      await app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
/** A unique, valid sign-up form. */
export function memberForm(overrides: Partial<Record<string, unknown>> = {}) {
  counter += 1;
  return {
    firstname: 'Minh',
    lastname: 'Trần',
    email: `learner${counter}-${randomBytes(3).toString('hex')}@example.com`,
    password: 'correct horse',
    ...overrides,
  };
}

/** Registers a member and returns the token and user. */
export async function registerMember(app: FastifyInstance, overrides = {}) {
  const form = memberForm(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: form });
  if (response.statusCode !== 200) throw new Error(`register failed: ${response.body}`);
  const body = response.json() as { access_token: string; user: { id: number } };
  return {
    form,
    token: body.access_token,
    user: body.user,
    auth: { authorization: `Bearer ${body.access_token}` },
  };
}

export const DUMMY_TURNSTILE_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';

/** Creates a guest with the always-pass test secret's dummy token. */
export async function createGuest(app: FastifyInstance) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/new-guest',
    payload: { turnstileToken: DUMMY_TURNSTILE_TOKEN },
  });
  if (response.statusCode !== 200) throw new Error(`new-guest failed: ${response.body}`);
  const body = response.json() as { access_token: string; guest_code: string };
  return { ...body, auth: { authorization: `Bearer ${body.access_token}` } };
}

/** Mails with Vietnamese text are quoted-printable; tests read them as plain text. */
function decodeQuotedPrintable(eml: string): string {
  const joined = eml.replace(/=\r?\n/g, '');
  const bytes = Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );
  return bytes.toString('utf8');
}

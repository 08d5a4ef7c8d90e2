/**
 * Requirement: no request body, however malformed (wrong types, huge strings, unknown
 * fields, invalid UTF-8, SQL meta-characters), produces a 5xx or changes data it should not.
 *
 * Every write call gets the same generic bad bodies plus per-field bad values derived from
 * its valid example body. Each must be refused with a clean 4xx error body and leave the
 * tables the calls write exactly as they were.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { asc, eq, sql } from 'drizzle-orm';
import { ErrorKey } from '@lingualoop/shared/contracts';
import { contactMessages, passwordResetTokens, users } from '../src/db/schema';
import {
  createGuest,
  createTestApp,
  DUMMY_TURNSTILE_TOKEN,
  memberForm,
  registerMember,
  type TestApp,
} from './test-app';

type Body = Record<string, unknown>;

interface BadCase {
  name: string;
  payload: string | Buffer;
  /** null sends no content-type header at all. */
  contentType?: string | null;
  /** The statuses that are right for this case; by default any "your request is wrong" 4xx. */
  statuses?: number[];
}

interface WriteCall {
  url: string;
  /**
   * A body the schema accepts; the bad cases are variations of it. Made afresh per case, so
   * a case that wrongly succeeds cannot make the later ones fail as "email taken" and hide.
   */
  valid: () => Body;
  /** Headers that get the request as far as validation; made per case for the same reason. */
  headers?: () => Promise<Record<string, string>>;
  /**
   * Fields where any printable text is valid, so SQL meta-characters in them are data, not
   * an attack: the literal-storage tests at the end cover them.
   */
  freeText?: string[];
  /** Call-specific bodies that are well-formed but must still be refused. */
  more?: () => BadCase[];
}

const MEMBER = { email: 'member@example.com', password: 'member password' };
const CONTACT = {
  firstname: 'Lan',
  lastname: 'Nguyễn',
  email: 'lan@example.com',
  subject: 'Câu hỏi',
  message: 'Xin chào!',
};

let t: TestApp;
/** Guests made only to call complete-signup: the one row count the bad bodies may change. */
let guestsMade = 0;

const calls: WriteCall[] = [
  { url: '/api/auth/login', valid: () => ({ ...MEMBER }) },
  {
    url: '/api/auth/register',
    valid: () => memberForm(),
    freeText: ['password'],
    more: () => [
      { name: 'the email of a member', payload: json(memberForm({ email: MEMBER.email })) },
      {
        name: 'the email of a member in upper case',
        payload: json(memberForm({ email: MEMBER.email.toUpperCase() })),
      },
    ],
  },
  { url: '/api/auth/new-guest', valid: () => ({ turnstileToken: DUMMY_TURNSTILE_TOKEN }) },
  { url: '/api/auth/forgot-password', valid: () => ({ email: MEMBER.email }) },
  {
    url: '/api/auth/reset-password',
    valid: () => ({ token: 'a-token-that-was-never-issued', password: 'brand new password' }),
  },
  {
    url: '/api/contact',
    valid: () => ({ ...CONTACT }),
    freeText: ['firstname', 'lastname', 'subject', 'message'],
  },
  {
    url: '/api/user/complete-signup/email',
    valid: () => memberForm(),
    headers: async () => {
      guestsMade += 1;
      return (await createGuest(t.app)).auth;
    },
    freeText: ['password'],
    more: () => [
      { name: 'the email of a member', payload: json(memberForm({ email: MEMBER.email })) },
    ],
  },
];

const BODY_LIMIT = 64 * 1024;
const NESTING = 10_000;
const SQL_META = [`' OR '1'='1' --`, `"; DROP TABLE users; --`, '\\', '%_'];
const ERROR_KEYS: string[] = Object.values(ErrorKey);

function json(value: unknown): string {
  return JSON.stringify(value);
}

/** The body as JSON with raw members appended: JSON.stringify cannot write an own `__proto__`. */
function jsonWithRawMembers(body: Body, members: string): string {
  return `${json(body).slice(0, -1)},${members}}`;
}

/** The body with raw bytes after the field's value, inside its string. */
function withRawBytes(body: Body, field: string, bytes: number[]): Buffer {
  const marker = '\u2603MARKER\u2603';
  const [before, after] = json({ ...body, [field]: marker }).split(marker) as [string, string];
  return Buffer.concat([
    Buffer.from(before + String(body[field])),
    Buffer.from(bytes),
    Buffer.from(after),
  ]);
}

function genericCases(valid: () => Body): BadCase[] {
  const [field] = Object.keys(valid());
  return [
    { name: 'empty body', payload: '' },
    { name: 'whitespace only', payload: '  \n ' },
    { name: 'not json', payload: 'not json' },
    { name: '"{"', payload: '{' },
    { name: 'truncated valid body', payload: json(valid()).slice(0, -1) },
    { name: 'garbage after the valid body', payload: `${json(valid())} x` },
    { name: 'empty object', payload: '{}' },
    { name: 'empty array', payload: '[]' },
    { name: 'the valid body inside an array', payload: json([valid()]) },
    { name: 'null', payload: 'null' },
    { name: '42', payload: '42' },
    { name: '"text"', payload: '"text"' },
    { name: 'true', payload: 'true' },
    { name: `${NESTING} unclosed "["`, payload: '['.repeat(NESTING) },
    { name: `${NESTING} nested arrays`, payload: '['.repeat(NESTING) + ']'.repeat(NESTING) },
    {
      name: `${NESTING} nested objects in a field`,
      payload: `{"${field}":${'{"a":'.repeat(NESTING)}1${'}'.repeat(NESTING)}}`,
    },
    {
      name: 'a duplicate key whose last value is an object',
      payload: jsonWithRawMembers(valid(), `"${field}":{"$gt":""}`),
    },
    {
      name: 'the valid body padded over the 64 KB limit',
      payload: json({ ...valid(), padding: 'x'.repeat(BODY_LIMIT) }),
      statuses: [413],
    },
    { name: 'bytes that are not UTF-8 at all', payload: Buffer.from([0xff, 0xfe, 0xfd, 0x00]) },
    {
      name: 'a __proto__ member',
      payload: jsonWithRawMembers(valid(), '"__proto__":{"admin":true}'),
    },
    {
      name: 'a constructor.prototype member',
      payload: jsonWithRawMembers(valid(), '"constructor":{"prototype":{"x":1}}'),
    },
    {
      name: 'the valid body as UTF-16',
      payload: Buffer.from(json(valid()), 'utf16le'),
      contentType: 'application/json; charset=utf-16',
    },
    { name: 'the valid JSON as text/plain', payload: json(valid()), contentType: 'text/plain' },
    {
      name: 'a url-encoded form',
      payload: new URLSearchParams(valid() as Record<string, string>).toString(),
      contentType: 'application/x-www-form-urlencoded',
      statuses: [415],
    },
    {
      name: 'multipart/form-data',
      payload: `--b\r\nContent-Disposition: form-data; name="${field}"\r\n\r\nx\r\n--b--\r\n`,
      contentType: 'multipart/form-data; boundary=b',
      statuses: [415],
    },
    { name: 'application/xml', payload: '<a/>', contentType: 'application/xml', statuses: [415] },
    { name: 'no content-type', payload: json(valid()), contentType: null, statuses: [415] },
  ];
}

function fieldCases(call: WriteCall, field: string): BadCase[] {
  const set = (value: unknown) => json({ ...call.valid(), [field]: value });
  const good = String(call.valid()[field]);
  const cases: BadCase[] = [
    { name: 'missing', payload: json({ ...call.valid(), [field]: undefined }) },
    { name: 'null', payload: set(null) },
    { name: 'a number', payload: set(42) },
    { name: 'a boolean', payload: set(true) },
    { name: 'an array', payload: set([good]) },
    { name: 'an object', payload: set({ $ne: null }) },
    { name: 'an empty string', payload: set('') },
    { name: '60,000 characters (under the body limit)', payload: set('a'.repeat(60_000)) },
    {
      name: '100,000 characters (over the body limit)',
      payload: set('a'.repeat(100_000)),
      statuses: [413],
    },
    { name: 'NUL at the end', payload: set(`${good}\u0000`) },
    { name: 'NUL inside', payload: set(`${good.slice(0, 1)}\u0000${good.slice(1)}`) },
    { name: 'control characters', payload: set(`${good}\u0001\u001b\u007f`) },
    { name: 'a lone high surrogate', payload: set(`${good}\ud800`) },
    { name: 'a lone low surrogate', payload: set(`\udc00${good}`) },
    {
      name: 'invalid UTF-8 bytes',
      payload: withRawBytes(call.valid(), field, [0xff, 0xfe, 0xc3]),
    },
    {
      name: 'a surrogate encoded as UTF-8',
      payload: withRawBytes(call.valid(), field, [0xed, 0xa0, 0x80]),
    },
  ];
  if (!call.freeText?.includes(field)) {
    for (const meta of SQL_META) {
      cases.push({ name: `${json(meta)} appended`, payload: set(good + meta) });
    }
  }
  return cases.map((c) => ({ ...c, name: `${field}: ${c.name}` }));
}

function casesFor(call: WriteCall): BadCase[] {
  return [
    ...genericCases(call.valid),
    ...Object.keys(call.valid()).flatMap((field) => fieldCases(call, field)),
    ...(call.more?.() ?? []),
  ];
}

function send(url: string, c: BadCase, headers: Record<string, string>) {
  if (c.contentType !== null) headers['content-type'] = c.contentType ?? 'application/json';
  return t.app.inject({ method: 'POST', url, headers, payload: c.payload });
}

/** A refusal the client can act on: a 4xx and the standard error body with a known key. */
function expectCleanRefusal(response: LightMyRequestResponse, statuses = [400, 401, 409]): void {
  const { statusCode } = response;
  expect(statusCode, response.body).toBeGreaterThanOrEqual(400);
  expect(statusCode, response.body).toBeLessThan(500);
  expect(statuses, response.body).toContain(statusCode);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json() as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['error', 'message', 'statusCode']);
  expect(body.statusCode).toBe(statusCode);
  expect(typeof body.error).toBe('string');
  expect(ERROR_KEYS).toContain(body.message);
  // Redundant while every message is a key, but it is the property that matters: no internals.
  expect(body.message).not.toMatch(/\bat |SELECT|INSERT|UPDATE|postgres|pglite|drizzle|Error/i);
}

/**
 * A digest of every row of every table the write calls can touch, in one query, so an update
 * shows as well as an insert and checking it after each of the many cases stays cheap.
 */
async function fingerprint(): Promise<unknown> {
  const digest = (table: string) =>
    sql.raw(`(SELECT md5(coalesce(string_agg(r::text, '|' ORDER BY r.id), '')) FROM ${table} r)`);
  const result = await t.database.db.execute(
    sql`SELECT ${digest('users')} AS users, ${digest('contact_messages')} AS contact_messages,
      ${digest('password_reset_tokens')} AS password_reset_tokens`,
  );
  return result.rows[0];
}

const countRows = async () => {
  const count = async (table: typeof users | typeof contactMessages | typeof passwordResetTokens) =>
    (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
  return {
    users: await count(users),
    contactMessages: await count(contactMessages),
    passwordResetTokens: await count(passwordResetTokens),
  };
};

const post = (url: string, payload: Body, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

beforeAll(async () => {
  t = await createTestApp();
  await registerMember(t.app, MEMBER);
});
afterAll(() => t?.close());

describe('bad request bodies on every write call', () => {
  let countsBefore: Awaited<ReturnType<typeof countRows>>;
  beforeAll(async () => {
    countsBefore = await countRows();
  });

  describe.each(calls)('POST $url', (call) => {
    it.each(casesFor(call))('refuses $name', async (c) => {
      // A fresh guest is a row of its own: make it before taking the fingerprint.
      const headers = (await call.headers?.()) ?? {};
      const rowsBefore = await fingerprint();
      expectCleanRefusal(await send(call.url, c, headers), c.statuses);
      expect(await fingerprint()).toEqual(rowsBefore);
    });
  });

  it('left the users, contact messages and reset tokens as they were', async () => {
    const after = await countRows();
    expect({ ...after, users: after.users - guestsMade }).toEqual(countsBefore);
  });
});

describe('unknown fields on an otherwise valid body', () => {
  // The validator strips them, so the call may succeed; none of them may take effect.
  const injected = {
    id: 1,
    user_id: 1,
    is_guest: true,
    credits: 999_999,
    transaction_count: 999_999,
    token_version: 99,
    password_hash: 'not-a-hash',
    guest_code: 'G-INJECTED',
    google_subject: 'injected-subject',
    role: 'admin',
  };
  const userById = async (id: number) =>
    (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;
  const member = async () =>
    (await t.database.db.select().from(users).where(eq(users.email, MEMBER.email)))[0]!;

  it('register: a plain member with the starting credits', async () => {
    const form = memberForm();
    const response = await post('/api/auth/register', { ...form, ...injected });
    expect(response.statusCode).toBe(200);
    const row = await userById(response.json().user.id);
    expect(row).toMatchObject({
      email: form.email,
      is_guest: false,
      credits: t.config.startingCredits,
      guest_code: null,
      google_subject: null,
      token_version: 0,
    });
    expect(row.id).not.toBe(injected.id);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('login: signs the member in without changing it', async () => {
    const before = await member();
    const response = await post('/api/auth/login', { ...MEMBER, ...injected });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: before.id, credits: before.credits });
    expect(await member()).toEqual(before);
  });

  it('new-guest: a guest with the starting credits and a code of its own', async () => {
    const response = await post('/api/auth/new-guest', {
      turnstileToken: DUMMY_TURNSTILE_TOKEN,
      ...injected,
    });
    expect(response.statusCode).toBe(200);
    const { guest_code } = response.json();
    expect(guest_code).not.toBe(injected.guest_code);
    const [row] = await t.database.db.select().from(users).where(eq(users.guest_code, guest_code));
    expect(row).toMatchObject({
      is_guest: true,
      credits: t.config.startingCredits,
      token_version: 0,
    });
  });

  it('forgot- and reset-password: only the member named by the token changes', async () => {
    const before = await member();
    const tokensBefore = (await countRows()).passwordResetTokens;
    const forgot = await post('/api/auth/forgot-password', { email: MEMBER.email, ...injected });
    expect(forgot.statusCode).toBe(200);
    const [token] = await t.database.db
      .select()
      .from(passwordResetTokens)
      .orderBy(asc(passwordResetTokens.id))
      .offset(tokensBefore);
    expect(token).toMatchObject({ user_id: before.id, used_at: null });

    const link = /reset-password\?token=([\w-]+)/.exec(t.outbox().at(-1)!)?.[1];
    expect(link).toBeDefined();
    const password = 'member password 2';
    const reset = await post('/api/auth/reset-password', { token: link!, password, ...injected });
    expect(reset.statusCode).toBe(200);
    const after = await member();
    expect(after).toMatchObject({
      id: before.id,
      is_guest: false,
      credits: before.credits,
      token_version: before.token_version + 1,
    });
    expect(after.password_hash).toMatch(/^\$argon2id\$/);
    expect((await post('/api/auth/login', { ...MEMBER, password })).statusCode).toBe(200);
  });

  it('contact: the message is stored without a user', async () => {
    const response = await post('/api/contact', { ...CONTACT, ...injected });
    expect(response.statusCode).toBe(200);
    const { id } = response.json();
    const [row] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ ...CONTACT, user_id: null });
  });

  it('complete-signup: the guest becomes a member and keeps its own credits', async () => {
    const guest = await createGuest(t.app);
    const form = memberForm();
    const response = await post(
      '/api/user/complete-signup/email',
      { ...form, ...injected },
      guest.auth,
    );
    expect(response.statusCode).toBe(200);
    const row = await userById(response.json().id);
    expect(row).toMatchObject({
      email: form.email,
      is_guest: false,
      credits: t.config.startingCredits,
      guest_code: null,
      google_subject: null,
    });
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('left no injected value in any row', async () => {
    for (const row of await t.database.db.select().from(users)) {
      expect(row.credits).not.toBe(injected.credits);
      expect(row.transaction_count).not.toBe(injected.transaction_count);
      expect(row.token_version).not.toBe(injected.token_version);
      expect(row.password_hash).not.toBe(injected.password_hash);
      expect(row.guest_code).not.toBe(injected.guest_code);
      expect(row.google_subject).not.toBe(injected.google_subject);
    }
  });
});

describe('SQL meta-characters where they are valid text', () => {
  it('are stored literally in a contact message', async () => {
    const sent = {
      firstname: `O'Brien`,
      lastname: `"; DELETE FROM users; --`,
      email: 'robert@example.com',
      subject: `'; DROP TABLE users; --`,
      message: `Robert'); DROP TABLE users; -- \\ %_ $1 \${x} /* */`,
    };
    const response = await post('/api/contact', sent);
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, response.json().id));
    expect(row).toMatchObject(sent);
    expect((await countRows()).users).toBeGreaterThan(0);
  });

  it('work as a password, and only that exact password signs in', async () => {
    const form = memberForm({ firstname: `O'Brien`, password: `' OR '1'='1' --` });
    expect((await post('/api/auth/register', form)).statusCode).toBe(200);
    const login = (password: string) => post('/api/auth/login', { email: form.email, password });
    expect((await login(form.password)).statusCode).toBe(200);
    expectCleanRefusal(await login(`' OR ''='`), [401]);
  });
});

it('no body polluted Object.prototype', () => {
  expect(({} as Record<string, unknown>).admin).toBeUndefined();
  expect(({} as Record<string, unknown>).x).toBeUndefined();
  expect(Object.prototype).not.toHaveProperty('admin');
});

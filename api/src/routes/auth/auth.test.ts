import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import { createTestApp, memberForm, registerMember, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

const userCount = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;

describe('POST /auth/register', () => {
  it('creates a member with the starting credits and the free daily quota', async () => {
    const form = memberForm({ firstname: '  Nguyễn  Văn ', email: 'Mixed.Case@Example.COM' });
    const response = await post('/api/auth/register', form);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.user).toMatchObject({
      is_guest: false,
      guest_code: null,
      firstname: 'Nguyễn Văn',
      lastname: 'Trần',
      email: 'mixed.case@example.com',
      credits: 100,
      transaction_count: 5,
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, body.user.id));
    expect(row!.password_hash).toMatch(/^\$argon2id\$/);
  });

  it.each([
    ['missing first name', { firstname: undefined }, 'signup/fistname-invalid'],
    ['empty first name', { firstname: '' }, 'signup/fistname-invalid'],
    ['first name of digits', { firstname: '123' }, 'signup/fistname-invalid'],
    ['missing last name', { lastname: undefined }, 'signup/lastname-invalid'],
    ['blank last name', { lastname: '   ' }, 'signup/lastname-invalid'],
    ['missing email', { email: undefined }, 'validation/email-invalid'],
    ['invalid email', { email: 'not-an-email' }, 'validation/email-invalid'],
    ['email without domain dot', { email: 'a@b' }, 'validation/email-invalid'],
    ['missing password', { password: undefined }, 'validation/password-invalid'],
    ['password of 5 characters', { password: '12345' }, 'validation/password-invalid'],
    ['password as a number', { password: 123456 }, 'validation/password-invalid'],
    ['password over 128 characters', { password: 'x'.repeat(129) }, 'validation/password-invalid'],
  ])('refuses %s', async (_name, change, key) => {
    const before = await userCount();
    const response = await post('/api/auth/register', memberForm(change));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: key });
    expect(await userCount()).toBe(before);
  });

  it('accepts a 6-character password, names in any script', async () => {
    const response = await post(
      '/api/auth/register',
      memberForm({ firstname: '小明', lastname: "O'Brien-Lê", password: '123456' }),
    );
    expect(response.statusCode).toBe(200);
  });

  it('refuses an email already used, whatever its case', async () => {
    const { form } = await registerMember(t.app);
    const response = await post(
      '/api/auth/register',
      memberForm({ email: form.email.toUpperCase() }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('signup/email-already-exists');
  });

  it('lets exactly one of two concurrent registrations with the same email succeed', async () => {
    const email = memberForm().email;
    const responses = await Promise.all([
      post('/api/auth/register', memberForm({ email })),
      post('/api/auth/register', memberForm({ email })),
    ]);
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const rows = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
  });
});

describe('POST /auth/login', () => {
  it('signs in with the right password, whatever the email case', async () => {
    const { form, user } = await registerMember(t.app);
    const response = await post('/api/auth/login', {
      email: form.email.toUpperCase(),
      password: form.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.id).toBe(user.id);
    const me = await t.app.inject({
      url: '/api/user/me',
      headers: { authorization: `Bearer ${response.json().access_token}` },
    });
    expect(me.json().email).toBe(form.email);
  });

  it('refuses a wrong password and an unknown email with the same answer', async () => {
    const { form } = await registerMember(t.app);
    const wrong = await post('/api/auth/login', { email: form.email, password: 'wrong password' });
    const unknown = await post('/api/auth/login', {
      email: 'nobody@example.com',
      password: form.password,
    });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'login/invalid-credentials',
      });
    }
  });

  it('validates the form', async () => {
    const noPassword = await post('/api/auth/login', { email: 'a@example.com' });
    expect(noPassword.json().message).toBe('validation/password-invalid');
    const badEmail = await post('/api/auth/login', { email: 'a', password: 'secret' });
    expect(badEmail.json().message).toBe('validation/email-invalid');
  });
});

describe('password reset', () => {
  const linkToken = (mail: string) => {
    const match = /reset-password\?token=([\w-]+)/.exec(mail);
    return match?.[1];
  };

  it('mails a one-time link that sets a new password and signs out old sessions', async () => {
    const { form, auth } = await registerMember(t.app);
    const mailsBefore = t.outbox().length;
    const forgot = await post('/api/auth/forgot-password', { email: form.email });
    expect(forgot.json()).toEqual({ ok: true });
    const mails = t.outbox();
    expect(mails).toHaveLength(mailsBefore + 1);
    const mail = mails.at(-1)!;
    expect(mail).toContain(`To: ${form.email}`);
    const token = linkToken(mail);
    expect(token).toBeDefined();

    const reset = await post('/api/auth/reset-password', { token, password: 'brand new pass' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().user.email).toBe(form.email);

    // The old token was signed before the reset: it no longer opens the account.
    expect((await t.app.inject({ url: '/api/user/me', headers: auth })).statusCode).toBe(401);
    const fresh = { authorization: `Bearer ${reset.json().access_token}` };
    expect((await t.app.inject({ url: '/api/user/me', headers: fresh })).statusCode).toBe(200);

    const oldLogin = await post('/api/auth/login', { email: form.email, password: form.password });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await post('/api/auth/login', {
      email: form.email,
      password: 'brand new pass',
    });
    expect(newLogin.statusCode).toBe(200);

    const again = await post('/api/auth/reset-password', { token, password: 'another pass' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('reset-password/invalid-token');
  });

  it('answers the same for an unknown email and mails nothing', async () => {
    const mailsBefore = t.outbox().length;
    const response = await post('/api/auth/forgot-password', { email: 'ghost@example.com' });
    expect(response.json()).toEqual({ ok: true });
    expect(t.outbox()).toHaveLength(mailsBefore);
  });

  it('refuses an expired link, an unknown token and a short new password', async () => {
    const { form } = await registerMember(t.app);
    await post('/api/auth/forgot-password', { email: form.email });
    const token = linkToken(t.outbox().at(-1)!);
    const short = await post('/api/auth/reset-password', { token, password: '123' });
    expect(short.json().message).toBe('validation/password-invalid');
    t.clock.advance(61 * 60 * 1000);
    const expired = await post('/api/auth/reset-password', { token, password: 'new password' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe('reset-password/invalid-token');
    const unknown = await post('/api/auth/reset-password', {
      token: 'nope',
      password: 'new password',
    });
    expect(unknown.json().message).toBe('reset-password/invalid-token');
  });
});

describe('rate limits', () => {
  it('limits login attempts per address and says so with a key', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'a@example.com', password: 'whatever' },
        });
      for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(401);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({
        statusCode: 429,
        error: 'Too Many Requests',
        message: 'request/too-many-requests',
      });
      expect(blocked.headers['retry-after']).toBeDefined();
      // Only the sensitive calls are limited.
      expect((await limited.app.inject('/api/language/list')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

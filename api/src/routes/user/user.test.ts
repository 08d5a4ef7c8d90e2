import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { pricingPlans, userPricingPlans, users } from '../../db/schema';
import {
  createGuest,
  createTestApp,
  memberForm,
  registerMember,
  type TestApp,
} from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('protected calls without a valid token', () => {
  const protectedCalls = [
    ['GET', '/api/user/me'],
    ['GET', '/api/user/alive'],
    ['GET', '/api/user/quota/check'],
    ['GET', '/api/user_pricing_plan/me'],
    ['POST', '/api/user/complete-signup/email'],
  ] as const;

  const sign = (secret: string, claims: { sub: string; ver?: number }, expiresAt?: number) => {
    const jwt = new SignJWT({ ver: claims.ver ?? 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuer('lingualoop')
      .setAudience('lingualoop-web')
      .setIssuedAt();
    if (expiresAt) jwt.setExpirationTime(expiresAt);
    return jwt.sign(new TextEncoder().encode(secret));
  };

  it.each(protectedCalls)('%s %s answers 401 with no token', async (method, url) => {
    const response = await t.app.inject({
      method,
      url,
      payload: method === 'POST' ? {} : undefined,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'auth/unauthorized',
    });
  });

  it('refuses malformed, tampered, foreign, unsigned and expired tokens', async () => {
    const { token, user } = await registerMember(t.app);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const otherUser = Buffer.from(JSON.stringify({ ...claims, sub: String(user.id + 1) })).toString(
      'base64url',
    );
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    const candidates = {
      'not a JWT': 'Bearer abc',
      'no scheme': token,
      'wrong scheme': `Basic ${token}`,
      'empty bearer': 'Bearer ',
      'payload swapped': `Bearer ${header}.${otherUser}.${signature}`,
      'signature flipped': `Bearer ${header}.${payload}.${signature!.slice(0, -2)}AA`,
      'alg none': `Bearer ${unsigned}`,
      'another secret': `Bearer ${await sign('another-secret-that-is-long-enough-0123456789', { sub: String(user.id) })}`,
    };
    for (const [name, authorization] of Object.entries(candidates)) {
      const response = await get('/api/user/me', { authorization });
      expect(response.statusCode, name).toBe(401);
    }
    expect((await get('/api/user/me', { authorization: `Bearer ${token}` })).statusCode).toBe(200);
  });

  it('refuses a token once it has expired (30 days by default)', async () => {
    const { auth } = await registerMember(t.app);
    t.clock.advance(29 * 86_400_000);
    expect((await get('/api/user/me', auth)).statusCode).toBe(200);
    t.clock.advance(86_400_000 + 1000);
    expect((await get('/api/user/me', auth)).statusCode).toBe(401);
  });

  it('refuses the token of a user that no longer exists', async () => {
    const { auth, user } = await registerMember(t.app);
    await t.database.db.delete(users).where(eq(users.id, user.id));
    expect((await get('/api/user/me', auth)).statusCode).toBe(401);
  });
});

describe('GET /user/me and /user/alive', () => {
  it('returns the signed-in member', async () => {
    const { auth, form, user } = await registerMember(t.app);
    const response = await get('/api/user/me', auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: user.id,
      is_guest: false,
      guest_code: null,
      firstname: form.firstname,
      lastname: form.lastname,
      email: form.email,
      credits: 100,
      transaction_count: 5,
      created_at: t.clock.now().toISOString(),
    });
  });

  it('returns a guest with no name or email', async () => {
    const guest = await createGuest(t.app);
    const me = (await get('/api/user/me', guest.auth)).json();
    expect(me).toMatchObject({
      is_guest: true,
      guest_code: guest.guest_code,
      firstname: null,
      lastname: null,
      email: null,
      credits: 100,
      transaction_count: 5,
    });
  });

  it('records when the user was last seen', async () => {
    const { auth, user } = await registerMember(t.app);
    t.clock.advance(30_000);
    const response = await get('/api/user/alive', auth);
    expect(response.json()).toEqual({ ok: true, last_seen_at: t.clock.now().toISOString() });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.last_seen_at?.toISOString()).toBe(t.clock.now().toISOString());
  });
});

describe('daily quota (Asia/Ho_Chi_Minh)', () => {
  // Each test starts its own member at its own moment on the shared app's clock.
  async function setup(start: string) {
    const { clock } = t;
    clock.set(start);
    const member = await registerMember(t.app);
    const check = async () =>
      (await t.app.inject({ url: '/api/user/quota/check', headers: member.auth })).json();
    const me = async () =>
      (await t.app.inject({ url: '/api/user/me', headers: member.auth })).json();
    const spend = (left: number) =>
      t.database.db
        .update(users)
        .set({ transaction_count: left })
        .where(eq(users.id, member.user.id));
    return { clock, member, check, me, spend };
  }

  it('resets the count at midnight in Vietnam, not at midnight UTC', async () => {
    // 23:59 in Hanoi on 10 March.
    const { clock, check, me, spend } = await setup('2026-03-10T16:59:00Z');
    expect(await check()).toEqual({ has_changed: false, reset_in_seconds: 60 });
    await spend(2);
    expect((await me()).transaction_count).toBe(2);

    clock.set('2026-03-10T16:59:59Z');
    expect((await me()).transaction_count).toBe(2);
    expect(await check()).toEqual({ has_changed: false, reset_in_seconds: 1 });

    // 00:01 in Hanoi on 11 March (still 10 March in UTC).
    clock.set('2026-03-10T17:01:00Z');
    expect(await check()).toEqual({ has_changed: true, reset_in_seconds: 86_340 });
    expect((await me()).transaction_count).toBe(5);
    expect(await check()).toEqual({ has_changed: false, reset_in_seconds: 86_340 });

    // Midnight UTC changes nothing.
    await spend(1);
    clock.set('2026-03-11T00:30:00Z');
    expect((await check()).has_changed).toBe(false);
    expect((await me()).transaction_count).toBe(1);
  });

  it('reports a reset that another call performed first', async () => {
    const { clock, check, me, spend } = await setup('2026-03-10T10:00:00Z');
    await check();
    await spend(0);
    clock.set('2026-03-11T10:00:00Z');
    // /user/me resets the count on the new day before any quota check runs.
    expect((await me()).transaction_count).toBe(5);
    expect((await check()).has_changed).toBe(true);
    expect((await check()).has_changed).toBe(false);
  });

  it('reports a plan change, and the plan running out', async () => {
    const { clock, member, check } = await setup('2026-03-10T10:00:00Z');
    expect((await check()).has_changed).toBe(false);
    const [pro] = await t.database.db
      .select()
      .from(pricingPlans)
      .where(eq(pricingPlans.code, 'pro'));
    const expiredAt = new Date('2026-03-12T10:00:00Z');
    await t.database.db.insert(userPricingPlans).values({
      user_id: member.user.id,
      pricing_plan_id: pro!.id,
      started_at: clock.now(),
      expired_at: expiredAt,
    });
    expect((await check()).has_changed).toBe(true);
    expect((await check()).has_changed).toBe(false);

    const plan = await t.app.inject({ url: '/api/user_pricing_plan/me', headers: member.auth });
    expect(plan.json()).toMatchObject({
      quota: { num_translations: 100 },
      pricingPlan: { code: 'pro', translationMap: { en: { title: 'Pro' } } },
      expired_at: expiredAt.toISOString(),
    });

    clock.set('2026-03-12T10:00:01Z');
    expect((await check()).has_changed).toBe(true);
    const after = await t.app.inject({ url: '/api/user_pricing_plan/me', headers: member.auth });
    expect(after.json().pricingPlan.code).toBe('free');
    expect(after.json().expired_at).toBeUndefined();
  });
});

describe('POST /user/complete-signup/email', () => {
  const complete = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/user/complete-signup/email', headers, payload });

  it('turns a guest into a member and keeps what the guest had', async () => {
    const guest = await createGuest(t.app);
    const before = (await get('/api/user/me', guest.auth)).json();
    // Stand-ins for what a guest does: spends credits and translations, buys a plan.
    await t.database.db
      .update(users)
      .set({ credits: 42, transaction_count: 3 })
      .where(eq(users.id, before.id));
    const [pro] = await t.database.db
      .select()
      .from(pricingPlans)
      .where(eq(pricingPlans.code, 'pro'));
    await t.database.db.insert(userPricingPlans).values({
      user_id: before.id,
      pricing_plan_id: pro!.id,
      started_at: t.clock.now(),
      expired_at: new Date(t.clock.now().getTime() + 86_400_000),
    });

    const form = memberForm();
    const response = await complete(guest.auth, form);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: before.id,
      is_guest: false,
      guest_code: null,
      email: form.email,
      firstname: form.firstname,
      credits: 42,
      transaction_count: 3,
      created_at: before.created_at,
    });
    // The guest's token keeps working, and the new credentials sign in to the same account.
    expect((await get('/api/user/me', guest.auth)).json().email).toBe(form.email);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: form.email, password: form.password },
    });
    expect(login.json().user.id).toBe(before.id);
    const plan = await get('/api/user_pricing_plan/me', guest.auth);
    expect(plan.json().pricingPlan.code).toBe('pro');
  });

  it('refuses a member, a taken email and invalid fields, leaving the guest as it was', async () => {
    const member = await registerMember(t.app);
    const asMember = await complete(member.auth, memberForm());
    expect(asMember.statusCode).toBe(409);
    expect(asMember.json().message).toBe('complete-signup/not-a-guest');

    const guest = await createGuest(t.app);
    const taken = await complete(guest.auth, memberForm({ email: member.form.email }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('signup/email-already-exists');

    const invalid = await complete(guest.auth, memberForm({ lastname: '' }));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('signup/lastname-invalid');

    expect((await get('/api/user/me', guest.auth)).json()).toMatchObject({
      is_guest: true,
      guest_code: guest.guest_code,
      email: null,
    });
  });
});

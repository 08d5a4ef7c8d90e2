import { Subject, throwError, VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api';
import type { AuthResponse, NewGuestResponse, User } from '../contracts';
import { StorageKey } from '../storage';
import { SessionBus, type SessionApi } from './session-bus';
import {
  aGuest,
  aMember,
  answers,
  fakeSessionApi,
  memoryStorage,
  type CallName,
} from './testing-fakes';

const signInForm = { email: 'an@example.com', password: 'secret' };
const signUpForm = { firstname: 'An', lastname: 'Nguyễn', ...signInForm };

/**
 * A bus whose background timers never fire (a virtual-time scheduler nobody flushes): these
 * tests are about state; the loops have their own marble tests.
 */
function setup(options: { api?: Partial<SessionApi>; stored?: Record<string, string> } = {}) {
  const api = fakeSessionApi(options.api);
  const { storage, data } = memoryStorage(options.stored);
  const reload = vi.fn();
  const bus = new SessionBus({ api, storage, reload, scheduler: new VirtualTimeScheduler() });
  const count = (name: CallName) => api.calls.filter((called) => called === name).length;
  return { bus, api, data, reload, count };
}

/** An answer the test gives later, to look at the state while a request is on its way. */
function pending<T>() {
  const answer = new Subject<T>();
  return {
    request: () => answer,
    succeed: (value: T) => answer.next(value),
    fail: (error: unknown) => answer.error(error),
  };
}

describe('SessionBus: initial state and start', () => {
  it('is not logged in without a stored token', () => {
    const { bus } = setup();
    expect(bus.auth).toEqual({
      user: null,
      loading: false,
      error: null,
      errorNewGuest: null,
      isLogged: false,
      completeSignupEmail: false,
      completeSignupEmailLoading: false,
      completeSignupEmailError: null,
    });
  });

  it('is logged in from the start when a token is stored, and loads the user on start', async () => {
    const { bus, count } = setup({ stored: { [StorageKey.accessToken]: 't' } });
    expect(bus.auth.isLogged).toBe(true);
    expect(count('me')).toBe(0);

    await bus.start();
    expect(bus.auth.user).toEqual(aMember);
    expect(count('me')).toBe(1);
    // The user has loaded: the loops began (the plan is fetched at once).
    expect(count('userPricingPlan')).toBe(1);

    await bus.start();
    expect(count('me')).toBe(1);
  });

  it('loads nothing on start without a token', async () => {
    const { bus, api } = setup();
    await bus.start();
    expect(api.calls).toEqual([]);
  });

  it('reads the token from localStorage by default', () => {
    localStorage.setItem(StorageKey.accessToken, 'stored');
    const bus = new SessionBus({ api: fakeSessionApi() });
    expect(bus.auth.isLogged).toBe(true);
  });
});

describe.each([
  ['signIn', 'login', (bus: SessionBus) => bus.signIn(signInForm), 'session/sign-in-failed'],
  ['signUp', 'register', (bus: SessionBus) => bus.signUp(signUpForm), 'session/sign-up-failed'],
] as const)('SessionBus.%s', (_command, call, send, fallbackKey) => {
  it('sets loading and clears the error, then stores the user and marks logged in', async () => {
    const answer = pending<AuthResponse>();
    const replies = [
      () => throwError(() => new ApiError(401, 'login/invalid-credentials')),
      answer.request,
    ];
    const { bus, data } = setup({
      api: { [call]: () => replies.shift()!() },
      stored: { [StorageKey.guestCode]: 'G-OLD' },
    });
    await send(bus);
    expect(bus.auth.error).toBe('login/invalid-credentials');

    const done = send(bus);
    expect(bus.auth).toMatchObject({ loading: true, error: null, isLogged: false });

    answer.succeed({ access_token: 'new-token', user: aMember });
    await done;
    expect(bus.auth).toMatchObject({ user: aMember, loading: false, isLogged: true, error: null });
    expect(data.get(StorageKey.accessToken)).toBe('new-token');
    expect(data.has(StorageKey.guestCode)).toBe(false);
  });

  it("stores the API's error key and stops loading, without throwing", async () => {
    const { bus, data } = setup({
      api: { [call]: answers(new ApiError(409, 'signup/email-already-exists')) },
    });
    await expect(send(bus)).resolves.toBeUndefined();
    expect(bus.auth).toMatchObject({
      loading: false,
      error: 'signup/email-already-exists',
      isLogged: false,
      user: null,
    });
    expect(data.has(StorageKey.accessToken)).toBe(false);
  });

  it('stores the fallback key when the failure has none', async () => {
    const { bus } = setup({ api: { [call]: () => throwError(() => new TypeError('x')) } });
    await send(bus);
    expect(bus.auth.error).toBe(fallbackKey);
  });

  it('takes a Promise-based API, as the real client is', async () => {
    const { bus } = setup({
      api: { [call]: () => Promise.resolve({ access_token: 't', user: aMember }) },
    });
    await send(bus);
    expect(bus.auth.user).toEqual(aMember);
  });
});

describe('SessionBus.newGuest', () => {
  it('clears the guest error, stores token and guest code, is logged in with no user, then loads it', async () => {
    const guest = pending<NewGuestResponse>();
    const me = pending<User>();
    const replies = [
      () => throwError(() => new ApiError(400, 'auth/guest-verification-failed')),
      guest.request,
    ];
    const { bus, data } = setup({ api: { newGuest: () => replies.shift()!(), me: me.request } });
    await bus.newGuest('bad-token');
    expect(bus.auth.errorNewGuest).toBe('auth/guest-verification-failed');

    const done = bus.newGuest('XXXX.DUMMY.TOKEN.XXXX');
    expect(bus.auth.errorNewGuest).toBeNull();

    guest.succeed({ access_token: 'guest-token', guest_code: 'G-ABCDEFGHJK' });
    expect(bus.auth).toMatchObject({ isLogged: true, user: null });
    expect(data.get(StorageKey.accessToken)).toBe('guest-token');
    expect(data.get(StorageKey.guestCode)).toBe('G-ABCDEFGHJK');

    me.succeed(aGuest);
    await done;
    expect(bus.auth).toMatchObject({ isLogged: true, user: aGuest });
  });

  it('sends the Turnstile token', async () => {
    const newGuest = vi.fn(answers({ access_token: 't', guest_code: 'G-1' }));
    const { bus } = setup({ api: { newGuest } });
    await bus.newGuest('XXXX.DUMMY.TOKEN.XXXX');
    expect(newGuest).toHaveBeenCalledWith({ turnstileToken: 'XXXX.DUMMY.TOKEN.XXXX' });
  });

  it('on failure stores the guest error, is not logged in, has no user', async () => {
    const { bus, data, count } = setup({
      api: { newGuest: () => throwError(() => new TypeError('x')) },
      stored: { [StorageKey.accessToken]: 'old' },
    });
    await bus.newGuest('t');
    expect(bus.auth).toMatchObject({
      errorNewGuest: 'session/create-guest-failed',
      isLogged: false,
      user: null,
    });
    expect(data.get(StorageKey.accessToken)).toBe('old');
    expect(count('me')).toBe(0);
  });
});

describe('SessionBus.loadMe', () => {
  it('stores the user and marks logged in', async () => {
    const { bus } = setup();
    await bus.loadMe();
    expect(bus.auth).toMatchObject({ user: aMember, isLogged: true });
  });

  it('on failure stores the error, is not logged in, has no user', async () => {
    const { bus } = setup({
      api: { me: answers<User>(aMember, new ApiError(0, 'network/unreachable')) },
    });
    await bus.loadMe();
    await bus.loadMe();
    expect(bus.auth).toMatchObject({
      error: 'network/unreachable',
      isLogged: false,
      user: null,
    });
  });

  it('stores the fallback key when the failure has none', async () => {
    const { bus } = setup({ api: { me: () => Promise.reject(new Error('x')) } });
    await bus.loadMe();
    expect(bus.auth.error).toBe('session/get-user-failed');
  });
});

describe('SessionBus.completeSignupEmail', () => {
  it('sets loading, then on success sets the flag, refreshes the user and forgets the guest code', async () => {
    const answer = pending<User>();
    const { bus, data } = setup({
      api: { completeSignupEmail: answer.request },
      stored: { [StorageKey.accessToken]: 't', [StorageKey.guestCode]: 'G-1' },
    });
    await bus.start();
    const done = bus.completeSignupEmail(signUpForm);
    expect(bus.auth).toMatchObject({
      completeSignupEmailLoading: true,
      completeSignupEmailError: null,
    });

    const member = { ...aMember, firstname: 'Bình' };
    answer.succeed(member);
    await done;
    expect(bus.auth).toMatchObject({
      user: member,
      completeSignupEmail: true,
      completeSignupEmailLoading: false,
    });
    expect(data.has(StorageKey.guestCode)).toBe(false);
    expect(data.get(StorageKey.accessToken)).toBe('t');
  });

  it('on failure sets the flag false and stores the error', async () => {
    const { bus } = setup({
      api: {
        completeSignupEmail: answers<User>(
          aMember,
          new ApiError(409, 'signup/email-already-exists'),
        ),
      },
    });
    await bus.completeSignupEmail(signUpForm);
    expect(bus.auth.completeSignupEmail).toBe(true);
    await bus.completeSignupEmail(signUpForm);
    expect(bus.auth).toMatchObject({
      completeSignupEmail: false,
      completeSignupEmailLoading: false,
      completeSignupEmailError: 'signup/email-already-exists',
    });
  });

  it('stores the fallback key when the failure has none', async () => {
    const { bus } = setup({
      api: { completeSignupEmail: () => throwError(() => new Error('x')) },
    });
    await bus.completeSignupEmail(signUpForm);
    expect(bus.auth.completeSignupEmailError).toBe('session/complete-signup-failed');
  });
});

describe('SessionBus: sign out, logout', () => {
  it('signOut clears the user and the error only', async () => {
    const { bus, data } = setup({ stored: { [StorageKey.accessToken]: 't' } });
    await bus.start();
    await bus.completeSignupEmail(signUpForm);
    bus.signOut();
    expect(bus.auth).toMatchObject({ user: null, error: null, isLogged: true });
    expect(data.get(StorageKey.accessToken)).toBe('t');
  });

  it('logout forgets token and guest code, clears user and plan, and reloads', async () => {
    const { bus, data, reload } = setup({
      stored: { [StorageKey.accessToken]: 't', [StorageKey.guestCode]: 'G-1' },
    });
    await bus.start();
    expect(bus.plan).not.toBeNull();

    bus.logout();
    expect(data.has(StorageKey.accessToken)).toBe(false);
    expect(data.has(StorageKey.guestCode)).toBe(false);
    expect(bus.auth).toMatchObject({ user: null, isLogged: false });
    expect(bus.plan).toBeNull();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('ends a command on its way: its late answer changes nothing', async () => {
    const me = pending<User>();
    const { bus } = setup({ api: { me: me.request }, stored: { [StorageKey.accessToken]: 't' } });
    const started = bus.start();
    bus.logout();
    await expect(started).resolves.toBeUndefined();
    me.succeed(aMember);
    expect(bus.auth).toMatchObject({ user: null, isLogged: false });
  });

  it('reloads at / by default', () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    try {
      new SessionBus({ api: fakeSessionApi() }).logout();
      expect(assign).toHaveBeenCalledWith('/');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('SessionBus.decreaseTransactionCount', () => {
  it('lowers a positive count by one, and leaves zero and no user alone', async () => {
    const { bus } = setup({ api: { me: answers({ ...aMember, transaction_count: 1 }) } });
    bus.decreaseTransactionCount();
    expect(bus.auth.user).toBeNull();

    await bus.loadMe();
    bus.decreaseTransactionCount();
    expect(bus.auth.user?.transaction_count).toBe(0);
    const before = bus.auth;
    bus.decreaseTransactionCount();
    expect(bus.auth).toBe(before);
  });
});

describe('SessionBus: check-alive and check-quota triggers', () => {
  it('call the API and change no state', async () => {
    const { bus, count } = setup();
    const before = bus.auth;
    await bus.checkAlive();
    await bus.checkQuota();
    expect(count('alive')).toBe(1);
    expect(count('quotaCheck')).toBe(1);
    expect(bus.auth).toBe(before);
  });

  it('check-quota reloads the user and plan when the quota changed', async () => {
    const { bus, count } = setup({
      api: {
        quotaCheck: answers(
          { has_changed: true, reset_in_seconds: 10 },
          { has_changed: false, reset_in_seconds: 10 },
        ),
      },
    });
    await bus.checkQuota();
    expect(count('me')).toBe(1);
    expect(bus.auth.user).toEqual(aMember);
  });

  it('swallow failures', async () => {
    const { bus } = setup({
      api: {
        alive: answers<never>(new ApiError(0, 'network/unreachable')),
        quotaCheck: answers<never>(new ApiError(0, 'network/unreachable')),
      },
    });
    await expect(bus.checkAlive()).resolves.toBeUndefined();
    await expect(bus.checkQuota()).resolves.toBeUndefined();
    expect(bus.auth.error).toBeNull();
  });
});

describe('SessionBus: theme', () => {
  it('starts light, or as stored', () => {
    expect(setup().bus.theme).toBe('light');
    expect(setup({ stored: { [StorageKey.theme]: 'dark' } }).bus.theme).toBe('dark');
    expect(setup({ stored: { [StorageKey.theme]: 'purple' } }).bus.theme).toBe('light');
  });

  it('toggle flips and stores the theme', () => {
    const { bus, data } = setup();
    const seen: string[] = [];
    bus.theme$.subscribe((theme) => seen.push(theme));
    bus.toggleTheme();
    expect([bus.theme, data.get(StorageKey.theme)]).toEqual(['dark', 'dark']);
    bus.toggleTheme();
    expect([bus.theme, data.get(StorageKey.theme)]).toEqual(['light', 'light']);
    expect(seen).toEqual(['light', 'dark', 'light']);
  });

  it('setTheme only sets the value', () => {
    const { bus, data } = setup();
    bus.setTheme('dark');
    expect(bus.theme).toBe('dark');
    expect(data.has(StorageKey.theme)).toBe(false);
  });

  it('keeps the body class in step until unsubscribed', () => {
    const { bus } = setup({ stored: { [StorageKey.theme]: 'dark' } });
    const body = document.createElement('body');
    const stop = bus.applyThemeToBody(body);
    expect(body.className).toBe('dark');
    bus.toggleTheme();
    expect(body.className).toBe('light');
    stop();
    bus.toggleTheme();
    expect(body.className).toBe('light');
  });
});

describe('SessionBus: language', () => {
  it.each([
    [undefined, 'vi'],
    ['en', 'en'],
    ['zh', 'zh'],
    ['cn', 'zh'],
    ['fr', 'vi'],
  ])('starts from the stored %s as %s', (stored, expected) => {
    const { bus } = setup({ stored: stored ? { [StorageKey.language]: stored } : {} });
    expect(bus.language).toBe(expected);
  });

  it('setLanguage reads cn as zh, stores and emits it', () => {
    const { bus, data } = setup();
    const seen: string[] = [];
    bus.language$.subscribe((language) => seen.push(language));
    bus.setLanguage('cn');
    expect([bus.language, data.get(StorageKey.language)]).toEqual(['zh', 'zh']);
    bus.setLanguage('en-US');
    bus.setLanguage('en');
    expect(seen).toEqual(['vi', 'zh', 'en']);
  });

  it('uses the real localStorage by default', () => {
    const bus = new SessionBus({ api: fakeSessionApi() });
    bus.setLanguage('cn');
    bus.toggleTheme();
    expect(localStorage.getItem(StorageKey.language)).toBe('zh');
    expect(localStorage.getItem(StorageKey.theme)).toBe('dark');
  });
});

// Test doubles for the session bus's tests (not exported from the package).
import { of, throwError, type ObservableInput } from 'rxjs';
import { ApiError } from '../api';
import type { User, UserPricingPlanResponse } from '../contracts';
import type { KeyValueStorage, SessionApi } from './session-bus';

export const aMember: User = {
  id: 1,
  is_guest: false,
  guest_code: null,
  firstname: 'An',
  lastname: 'Nguyễn',
  email: 'an@example.com',
  credits: 100,
  transaction_count: 5,
  created_at: '2025-01-01T00:00:00.000Z',
};

export const aGuest: User = {
  ...aMember,
  id: 2,
  is_guest: true,
  guest_code: 'G-ABCDEFGHJK',
  firstname: null,
  lastname: null,
  email: null,
};

export const aPlan: UserPricingPlanResponse = {
  quota: { num_translations: 5 },
  pricingPlan: { id: 1, code: 'free', translationMap: { en: { title: 'Free' } } },
  seats: 1,
};

export function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const storage: KeyValueStorage = {
    get: (key) => data.get(key) ?? null,
    set: (key, value) => void data.set(key, value),
    remove: (key) => void data.delete(key),
  };
  return { storage, data };
}

/** An answer the fake gives: a value, or an `ApiError` to fail with. */
export type Answer<T> = T | ApiError;

/** Answers in turn, the last one again for every later call. */
export function answers<T>(...list: [Answer<T>, ...Answer<T>[]]) {
  let index = 0;
  return (): ObservableInput<T> => {
    const answer = list[Math.min(index++, list.length - 1)]!;
    return answer instanceof ApiError ? throwError(() => answer) : of(answer);
  };
}

export type CallName = keyof SessionApi;

/**
 * An API that answers at once (synchronous Observables, so virtual time is all there is),
 * and reports each call. Override any method to script its answers.
 */
export function fakeSessionApi(
  overrides: Partial<SessionApi> = {},
  onCall: (name: CallName) => void = () => {},
): SessionApi & { calls: CallName[] } {
  const calls: CallName[] = [];
  const base: SessionApi = {
    login: answers({ access_token: 'member-token', user: aMember }),
    register: answers({ access_token: 'member-token', user: aMember }),
    newGuest: answers({ access_token: 'guest-token', guest_code: 'G-ABCDEFGHJK' }),
    me: answers(aMember),
    alive: answers({ ok: true, last_seen_at: '2025-01-01T00:00:00.000Z' }),
    quotaCheck: answers({ has_changed: false, reset_in_seconds: 3600 }),
    completeSignupEmail: answers(aMember),
    userPricingPlan: answers(aPlan),
    ...overrides,
  };
  const recorded = { calls } as SessionApi & { calls: CallName[] };
  for (const name of Object.keys(base) as CallName[]) {
    const method = base[name] as (...args: unknown[]) => ObservableInput<unknown>;
    (recorded as unknown as Record<CallName, typeof method>)[name] = (...args) => {
      calls.push(name);
      onCall(name);
      return method(...args);
    };
  }
  return recorded;
}

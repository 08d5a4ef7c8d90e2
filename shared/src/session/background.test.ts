/**
 * Marble tests of the background loops (spec §4, §9), in TestScheduler's virtual time.
 *
 * How time is controlled: the fake API answers with synchronous Observables (`of`,
 * `throwError`), never Promises, so nothing waits on the microtask queue; the bus's timers
 * run on the TestScheduler given to it. Calls are pushed into a Subject whose marble is
 * checked. The bus is started by an action scheduled after `expectObservable` (which
 * subscribes in frame 0), and every scenario ends with a logout or `dispose()`, since the
 * loops never end on their own and `run()` flushes until nothing is scheduled.
 */
import { filter, map, Subject, throwError, type Observable } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api';
import type { QuotaCheckResponse, UserPricingPlanResponse } from '../contracts';
import { StorageKey } from '../storage';
import { nextPlanPollDelay, PLAN_POLL_MAX_MS, PLAN_POLL_RETRY_MS } from './background';
import { SessionBus, type SessionApi } from './session-bus';
import {
  aMember,
  aPlan,
  answers,
  fakeSessionApi,
  memoryStorage,
  type CallName,
} from './testing-fakes';

const busy = () => new ApiError(503, 'server/busy');
const quota = (reset_in_seconds: number, has_changed = false): QuotaCheckResponse => ({
  has_changed,
  reset_in_seconds,
});
const planUntil = (ms: number): UserPricingPlanResponse => ({
  ...aPlan,
  pricingPlan: { ...aPlan.pricingPlan, code: 'pro' },
  expired_at: new Date(ms).toISOString(),
});

function marbles(test: (helpers: ReturnType<typeof scenario>) => void) {
  const scheduler = new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
  scheduler.run(() => test(scenario(scheduler)));
}

function scenario(scheduler: TestScheduler) {
  const calls$ = new Subject<CallName>();
  let bus: SessionBus | undefined;
  const reloads: number[] = [];

  return {
    scheduler,
    /** The calls to one API method, each drawn as `x`. */
    callsTo(name: CallName): Observable<'x'> {
      return calls$.pipe(
        filter((called) => called === name),
        map(() => 'x' as const),
      );
    },
    /** Creates the bus with a stored token and starts it in frame 0. */
    signedIn(overrides: Partial<SessionApi> = {}): SessionBus {
      const api = fakeSessionApi(overrides, (name) => calls$.next(name));
      const { storage } = memoryStorage({ [StorageKey.accessToken]: 'member-token' });
      const created = new SessionBus({
        api,
        scheduler,
        storage,
        reload: () => reloads.push(scheduler.now()),
      });
      bus = created;
      scheduler.schedule(() => void created.start());
      return created;
    },
    at(ms: number, work: () => void) {
      scheduler.schedule(work, ms);
    },
    logoutAt(ms: number) {
      scheduler.schedule(() => bus?.logout(), ms);
    },
    reloads,
  };
}

describe('keep-alive', () => {
  it('calls alive now and every 30 s', () => {
    marbles(({ scheduler, callsTo, signedIn, logoutAt }) => {
      scheduler.expectObservable(callsTo('alive')).toBe('x 29999ms x 29999ms x 29999ms x');
      signedIn();
      logoutAt(100_000);
    });
  });

  it('goes on after a failed call', () => {
    marbles(({ scheduler, callsTo, signedIn, logoutAt }) => {
      scheduler.expectObservable(callsTo('alive')).toBe('x 29999ms x 29999ms x');
      signedIn({ alive: answers<never>(busy()) });
      logoutAt(70_000);
    });
  });
});

describe('quota check', () => {
  it('runs again after reset_in_seconds', () => {
    marbles(({ scheduler, callsTo, signedIn, logoutAt }) => {
      scheduler.expectObservable(callsTo('quotaCheck')).toBe('x 119999ms x 119999ms x');
      signedIn({ quotaCheck: answers(quota(120)) });
      logoutAt(300_000);
    });
  });

  it('runs again after 60 s when reset_in_seconds is 0', () => {
    marbles(({ scheduler, callsTo, signedIn, logoutAt }) => {
      scheduler.expectObservable(callsTo('quotaCheck')).toBe('x 59999ms x 59999ms x');
      signedIn({ quotaCheck: answers(quota(0)) });
      logoutAt(150_000);
    });
  });

  it('retries 60 s after a failure', () => {
    marbles(({ scheduler, callsTo, signedIn, logoutAt }) => {
      scheduler.expectObservable(callsTo('quotaCheck')).toBe('x 59999ms x 299999ms x');
      signedIn({ quotaCheck: answers<QuotaCheckResponse>(busy(), quota(300)) });
      logoutAt(400_000);
    });
  });

  it('reloads the user and the plan when has_changed', () => {
    marbles(({ scheduler, callsTo, signedIn, logoutAt }) => {
      // Changed at 0 and at 240 s, not at 120 s. The first load of each comes at start.
      scheduler.expectObservable(callsTo('me')).toBe('(xx) 239996ms x');
      scheduler.expectObservable(callsTo('userPricingPlan')).toBe('(xx) 239996ms x');
      signedIn({ quotaCheck: answers(quota(120, true), quota(120), quota(120, true)) });
      logoutAt(300_000);
    });
  });

  it('stores the reloaded user, and starts the loops only once', () => {
    marbles(({ scheduler, callsTo, signedIn, at, logoutAt }) => {
      scheduler.expectObservable(callsTo('alive')).toBe('x 29999ms x 29999ms x');
      scheduler.expectObservable(callsTo('quotaCheck')).toBe('x 59999ms x');
      const bus = signedIn({
        quotaCheck: answers(quota(60, true)),
        me: answers(aMember, { ...aMember, transaction_count: 4 }),
      });
      at(1, () => expect(bus.auth.user?.transaction_count).toBe(4));
      logoutAt(61_000);
    });
  });
});

describe('plan polling', () => {
  it('polls now and every 10 minutes when the plan has no expiry', () => {
    marbles(({ scheduler, callsTo, signedIn, logoutAt }) => {
      scheduler.expectObservable(callsTo('userPricingPlan')).toBe('x 599999ms x 599999ms x');
      signedIn();
      logoutAt(1_500_000);
    });
  });

  it('polls when the plan expires, if that is sooner than 10 minutes', () => {
    marbles(({ scheduler, callsTo, signedIn, logoutAt }) => {
      // Expires at 3 min: next poll then; the plan after it has no expiry: 10 min later.
      scheduler.expectObservable(callsTo('userPricingPlan')).toBe('x 179999ms x 599999ms x');
      signedIn({ userPricingPlan: answers(planUntil(180_000), aPlan) });
      logoutAt(1_000_000);
    });
  });

  it('waits 10 minutes when the expiry is further away', () => {
    marbles(({ scheduler, callsTo, signedIn, logoutAt }) => {
      scheduler.expectObservable(callsTo('userPricingPlan')).toBe('x 599999ms x');
      signedIn({ userPricingPlan: answers(planUntil(30 * 24 * 3_600_000)) });
      logoutAt(700_000);
    });
  });

  it('retries 60 s after a failure, keeping the error key until a success', () => {
    marbles(({ scheduler, callsTo, signedIn, at, logoutAt }) => {
      scheduler.expectObservable(callsTo('userPricingPlan')).toBe('x 59999ms x 599999ms x');
      const bus = signedIn({
        userPricingPlan: answers<UserPricingPlanResponse>(busy(), aPlan),
      });
      at(1, () => expect([bus.plan, bus.planError]).toEqual([null, 'server/busy']));
      at(60_001, () => expect([bus.plan, bus.planError]).toEqual([aPlan, null]));
      logoutAt(700_000);
    });
  });

  it("stores 'error/unknown' for a failure without a key", () => {
    marbles(({ signedIn, at, logoutAt }) => {
      const bus = signedIn({ userPricingPlan: () => throwError(() => new TypeError('x')) });
      at(1, () => expect(bus.planError).toBe('error/unknown'));
      logoutAt(2);
    });
  });
});

describe('logout', () => {
  it('stops every loop: no call after it in virtual time', () => {
    marbles(({ scheduler, callsTo, signedIn, logoutAt, reloads }) => {
      scheduler.expectObservable(callsTo('alive')).toBe('x 29999ms x 29999ms x');
      scheduler.expectObservable(callsTo('quotaCheck')).toBe('x 59999ms x');
      scheduler.expectObservable(callsTo('userPricingPlan')).toBe('x 59999ms x');
      scheduler.expectObservable(callsTo('me')).toBe('x 59999ms x');
      // A change at 60 s, so that the user reload and the plan refresh are stopped too.
      signedIn({ quotaCheck: answers(quota(60), quota(60, true)) });
      logoutAt(75_000);
      // Far past every loop's next run: the flush proves nothing is scheduled any more.
      scheduler.schedule(() => expect(reloads).toEqual([75_000]), 10_000_000);
    });
  });

  it('also holds for a dispose without logout', () => {
    marbles(({ scheduler, callsTo, signedIn, at }) => {
      scheduler.expectObservable(callsTo('alive')).toBe('x 29999ms x');
      const bus = signedIn();
      at(45_000, () => bus.dispose());
      scheduler.schedule(() => expect(bus.auth.isLogged).toBe(true), 5_000_000);
    });
  });

  it('starts the loops again for the next session', () => {
    marbles(({ scheduler, callsTo, signedIn, at, logoutAt }) => {
      scheduler.expectObservable(callsTo('alive')).toBe('x 29999ms x 9999ms x 29999ms x');
      const bus = signedIn();
      logoutAt(40_000);
      at(40_000, () => {
        void bus.signIn({ email: aMember.email!, password: 'secret' });
      });
      at(71_000, () => bus.dispose());
    });
  });
});

describe('nextPlanPollDelay', () => {
  it('is 10 minutes, or the time to an expiry that is sooner, or 60 s for one past', () => {
    const now = Date.parse('2025-06-01T00:00:00.000Z');
    const expiring = (iso: string) => ({ ...aPlan, expired_at: iso });
    expect(nextPlanPollDelay(aPlan, now)).toBe(PLAN_POLL_MAX_MS);
    expect(nextPlanPollDelay(expiring('2025-06-01T00:02:00.000Z'), now)).toBe(120_000);
    expect(nextPlanPollDelay(expiring('2025-07-01T00:00:00.000Z'), now)).toBe(PLAN_POLL_MAX_MS);
    expect(nextPlanPollDelay(expiring('2025-05-31T23:59:00.000Z'), now)).toBe(PLAN_POLL_RETRY_MS);
    expect(nextPlanPollDelay(expiring('not a date'), now)).toBe(PLAN_POLL_RETRY_MS);
  });
});

import {
  catchError,
  defer,
  EMPTY,
  exhaustMap,
  expand,
  ignoreElements,
  map,
  of,
  switchMap,
  take,
  tap,
  timer,
  type Observable,
  type ObservableInput,
  type SchedulerLike,
} from 'rxjs';
import type { QuotaCheckResponse, UserPricingPlanResponse } from '../contracts';

// Spec §9.
export const KEEP_ALIVE_INTERVAL_MS = 30_000;
export const QUOTA_CHECK_DEFAULT_MS = 60_000;
export const QUOTA_CHECK_RETRY_MS = 60_000;
export const PLAN_POLL_MAX_MS = 10 * 60_000;
export const PLAN_POLL_RETRY_MS = 60_000;

/**
 * One API call as an Observable. The bus takes Promises (the real client) or Observables
 * (test doubles that answer in virtual time), and calls nothing until subscribed.
 */
export function call<T>(request: () => ObservableInput<T>): Observable<T> {
  return defer(request).pipe(take(1));
}

/** Runs `once$` now, then again after each delay (ms) it emits, until unsubscribed. */
function repeatAfterDelay(once$: Observable<number>, scheduler: SchedulerLike): Observable<never> {
  return once$.pipe(
    expand((delay) => timer(delay, scheduler).pipe(switchMap(() => once$))),
    ignoreElements(),
  );
}

/** Keep-alive: now, then every 30 s. A slow answer delays the next call instead of piling up. */
export function keepAlive$(
  alive: () => ObservableInput<unknown>,
  scheduler: SchedulerLike,
): Observable<never> {
  return timer(0, KEEP_ALIVE_INTERVAL_MS, scheduler).pipe(
    exhaustMap(() => call(alive).pipe(catchError(() => EMPTY))),
    ignoreElements(),
  );
}

/** Quota check: again when the quota resets (`reset_in_seconds`, default 60 s), 60 s after a failure. */
export function quotaCheck$(
  check: () => ObservableInput<QuotaCheckResponse>,
  scheduler: SchedulerLike,
  onChanged: () => void,
): Observable<never> {
  const once$ = call(check).pipe(
    tap((answer) => {
      if (answer.has_changed) onChanged();
    }),
    map((answer) =>
      answer.reset_in_seconds > 0 ? answer.reset_in_seconds * 1000 : QUOTA_CHECK_DEFAULT_MS,
    ),
    catchError(() => of(QUOTA_CHECK_RETRY_MS)),
  );
  return repeatAfterDelay(once$, scheduler);
}

/**
 * The wait before the next plan poll: 10 minutes, or less when the plan expires sooner, so
 * the header shows the plan that follows right away. An expiry already past by this
 * browser's clock (clocks differ) waits as after a failure, rather than polling in a loop.
 */
export function nextPlanPollDelay(plan: UserPricingPlanResponse, now: number): number {
  if (!plan.expired_at) return PLAN_POLL_MAX_MS;
  const untilExpiry = Date.parse(plan.expired_at) - now;
  if (!(untilExpiry > 0)) return PLAN_POLL_RETRY_MS;
  return Math.min(PLAN_POLL_MAX_MS, untilExpiry);
}

/** Plan polling: now, then after `nextPlanPollDelay`, 60 s after a failure. */
export function planPolling$(
  fetchPlan: () => ObservableInput<UserPricingPlanResponse>,
  scheduler: SchedulerLike,
  onPlan: (plan: UserPricingPlanResponse) => void,
  onError: (error: unknown) => void,
): Observable<never> {
  const once$ = call(fetchPlan).pipe(
    tap(onPlan),
    map((plan) => nextPlanPollDelay(plan, scheduler.now())),
    catchError((error: unknown) => {
      onError(error);
      return of(PLAN_POLL_RETRY_MS);
    }),
  );
  return repeatAfterDelay(once$, scheduler);
}

import { and, eq, ne } from 'drizzle-orm';
import type { QuotaCheckResponse } from '@lingualoop/shared/contracts';
import type { Executor } from '../db/client';
import { users, type UserRow } from '../db/schema';
import { findActivePlan, type ActivePlan } from '../routes/pricing/repository';
import { secondsUntilVietnamMidnight, vietnamDay } from './vietnam-time';

/**
 * What a quota check compares with the previous one: the Vietnam day the count belongs to
 * and the plan in force (a new subscription, an extension or an expiry all change it).
 */
export function quotaState(day: string, active: ActivePlan): string {
  const subscription = active.subscription
    ? `#${active.subscription.id}@${active.subscription.expired_at.toISOString()}x${active.subscription.seats}`
    : '';
  return `${day}|${active.plan.code}${subscription}`;
}

/** The starting quota fields of a new user, on the free plan. */
export function initialQuota(active: ActivePlan, now: Date) {
  const day = vietnamDay(now);
  return {
    transaction_count: active.plan.daily_translations,
    quota_day: day,
    quota_state: quotaState(day, active),
  };
}

/**
 * On the first use after midnight (Vietnam) the count of translations left is set back to
 * the plan's daily quota. The reset is lazy, done by whichever call sees the new day first.
 */
export async function refreshDailyQuota(db: Executor, user: UserRow, now: Date): Promise<UserRow> {
  const today = vietnamDay(now);
  if (user.quota_day === today) return user;
  const active = await findActivePlan(db, user.id, now);
  const [updated] = await db
    .update(users)
    .set({ transaction_count: active.plan.daily_translations, quota_day: today })
    .where(and(eq(users.id, user.id), ne(users.quota_day, today)))
    .returning();
  // No row: a concurrent call reset it first; read what it wrote.
  if (updated) return updated;
  const [current] = await db.select().from(users).where(eq(users.id, user.id));
  return current ?? user;
}

/**
 * `has_changed` is true when the quota was reset or the plan changed since this user's
 * previous check, so the client knows to reload the user.
 */
export async function checkQuota(
  db: Executor,
  user: UserRow,
  now: Date,
): Promise<QuotaCheckResponse> {
  const fresh = await refreshDailyQuota(db, user, now);
  const active = await findActivePlan(db, fresh.id, now);
  const state = quotaState(fresh.quota_day, active);
  const hasChanged = state !== fresh.quota_state;
  if (hasChanged) {
    await db.update(users).set({ quota_state: state }).where(eq(users.id, fresh.id));
  }
  return { has_changed: hasChanged, reset_in_seconds: secondsUntilVietnamMidnight(now) };
}

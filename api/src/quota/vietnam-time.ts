/**
 * Day boundaries of the product are Vietnam's (Asia/Ho_Chi_Minh). Vietnam has kept UTC+7
 * without daylight saving since 1975, so midnight there is always 17:00 UTC the day before.
 */
const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day in Vietnam at `at`, as YYYY-MM-DD. */
export function vietnamDay(at: Date): string {
  return new Date(at.getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 10);
}

/** The next midnight in Vietnam strictly after `at`. */
export function nextVietnamMidnight(at: Date): Date {
  const shifted = at.getTime() + VIETNAM_OFFSET_MS;
  return new Date(Math.floor(shifted / DAY_MS + 1) * DAY_MS - VIETNAM_OFFSET_MS);
}

/** Whole seconds until the next Vietnamese midnight, at least 1. */
export function secondsUntilVietnamMidnight(at: Date): number {
  return Math.max(1, Math.ceil((nextVietnamMidnight(at).getTime() - at.getTime()) / 1000));
}

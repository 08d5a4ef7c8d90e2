import type { Config } from '../config';

/**
 * The limit on calls that are worth abusing (guessing passwords, creating accounts, sending
 * mail): per client address, per minute. Registered with `global: false`, so only routes
 * that carry it are limited.
 */
export function sensitiveRateLimit(config: Config) {
  return { max: config.sensitiveRateLimitPerMinute, timeWindow: 60_000 };
}

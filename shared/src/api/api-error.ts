import { ErrorKey } from '../contracts/error-keys';

/**
 * Keys the client produces itself, beside the API's own (`ErrorKey` in contracts). They are
 * translated in the same `errors` namespace as the API's keys (see `errorText`).
 */
export const ClientErrorKey = {
  /** fetch failed: offline, DNS, CORS, connection refused. */
  networkUnreachable: 'network/unreachable',
  /** A 5xx, or any answer that is not the JSON the API promises. */
  serverBusy: ErrorKey.serverBusy,
  /** A failure with nothing better to say (spec §8 "Unknown error", e.g. plan polling). */
  unknown: 'error/unknown',
  // Session fallbacks (spec §8 "Session").
  signInFailed: 'session/sign-in-failed',
  signUpFailed: 'session/sign-up-failed',
  newGuestFailed: 'session/create-guest-failed',
  getUserFailed: 'session/get-user-failed',
  completeSignupFailed: 'session/complete-signup-failed',
} as const;

/** A failed API call. `key` is always a translatable key, never free text. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status; 0 when no answer came back. */
    readonly status: number,
    readonly key: string,
    message: string = key,
  ) {
    super(message);
  }
}

/**
 * The key to store for a failure: the API's key, a key already stored in state (a string),
 * or the caller's fallback for anything else (a plain Error's message is not a key).
 */
export function errorKey(error: unknown, fallbackKey: string): string {
  if (error instanceof ApiError) return error.key;
  if (typeof error === 'string' && error !== '') return error;
  return fallbackKey;
}

/** The i18next namespace holding one text per error key (API keys and client keys alike). */
export const ERRORS_NAMESPACE = 'errors';

/** The part of i18next's `t` that `errorText` uses, so it needs no i18next instance. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The text to show for a failure (an ApiError, a stored error key, or anything thrown).
 *
 * Translations live in the `errors` namespace, keyed by the raw keys
 * (`login/invalid-credentials`, `network/unreachable`, `session/sign-in-failed`, …). Keys
 * are looked up with `ns` instead of an `errors.` prefix because they contain `/` and `-`,
 * never `.` or `:`, so i18next's separators leave them whole. A key without a translation
 * (a newer server, a typo) shows the fallback key's text, as spec §8 asks.
 */
export function errorText(error: unknown, t: Translate, fallbackKey: string): string {
  const key = errorKey(error, fallbackKey);
  const fallback = t(fallbackKey, { ns: ERRORS_NAMESPACE });
  if (key === fallbackKey) return fallback;
  return t(key, { ns: ERRORS_NAMESPACE, defaultValue: fallback });
}

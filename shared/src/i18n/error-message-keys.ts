import { ClientErrorKey } from '../api/api-error';
import { ErrorKey, type ErrorKeyValue } from '../contracts/error-keys';

/**
 * Keys of the `errors` namespace beyond the API's own (`ErrorKey`) and the API client's
 * (`ClientErrorKey`). Code uses these constants and never spells a key by hand.
 */

/** Spec §8: the server keys and the "other texts" the screens show. */
export const CatalogueErrorKey = {
  notEnoughTranslateCount: 'not_enough_translate_count',
  coursePurchaseFailed: 'course/purchase-failed',
  lessonLoadFailed: 'lesson/load-failed',
  lessonNoPrompt: 'lesson/no-prompt',
  /** Spec §5: the answer's language must differ from the prompt's. */
  lessonSameLanguage: 'lesson/same-language',
  paymentNotCompleted: 'order/payment-not-completed',
  paymentExpired: 'order/payment-expired',
} as const;

/** Failures the client meets on its own. */
export const AppErrorKey = {
  /** A remote's code could not be loaded or threw while rendering (its error boundary). */
  remoteUnavailable: 'remote/unavailable',
} as const;

/**
 * Spec §8 fallbacks: what a failure says when the error carries no known key. The session
 * ones and "Unknown error" are the API client's keys (one key per text); the rest are ours.
 */
export const FallbackKey = {
  // Session
  signIn: ClientErrorKey.signInFailed,
  signUp: ClientErrorKey.signUpFailed,
  createGuest: ClientErrorKey.newGuestFailed,
  getUser: ClientErrorKey.getUserFailed,
  completeSignup: ClientErrorKey.completeSignupFailed,
  // Data
  fetchLevels: 'fallback/fetch-levels',
  fetchLanguages: 'fallback/fetch-languages',
  fetchCourseDetail: 'fallback/fetch-course-detail',
  buyCourse: 'fallback/buy-course',
  viewCourse: 'fallback/view-course',
  fetchLessonCourse: 'fallback/fetch-lesson-course',
  filterCourses: 'fallback/filter-courses',
  fetchFeaturedCourse: 'fallback/fetch-featured-course',
  fetchLessonDetail: 'fallback/fetch-lesson-detail',
  startLesson: 'fallback/start-lesson',
  cancelLesson: 'fallback/cancel-lesson',
  completeLesson: 'fallback/complete-lesson',
  getAnswerFeedback: 'fallback/get-answer-feedback',
  submitAnswer: 'fallback/submit-answer',
  fetchReport: 'fallback/fetch-report',
  fetchPromptDetail: 'fallback/fetch-prompt-detail',
  fetchPromptScoreStat: 'fallback/fetch-prompt-score-stat',
  addCourseRecent: 'fallback/add-course-recent',
  fetchPricingPlans: 'fallback/fetch-pricing-plans',
  // Orders
  orderCreate: 'fallback/order-create',
  orderDetail: 'fallback/order-detail',
  orderCheckComplete: 'fallback/order-check-complete',
  orderCancel: 'fallback/order-cancel',
  // Forms the spec does not list but the API serves
  sendContact: 'fallback/send-contact',
  forgotPassword: 'fallback/forgot-password',
  resetPassword: 'fallback/reset-password',
  // Plan polling, and a translate stream error without text
  unknown: ClientErrorKey.unknown,
  internal: 'fallback/internal',
} as const;

type ValueOf<T> = T[keyof T];

/** Every key the `errors` namespace must translate, in every language. */
export type ErrorMessageKey =
  | ErrorKeyValue
  | ValueOf<typeof ClientErrorKey>
  | ValueOf<typeof CatalogueErrorKey>
  | ValueOf<typeof AppErrorKey>
  | ValueOf<typeof FallbackKey>;

export type FallbackKeyValue = ValueOf<typeof FallbackKey>;

export const ERROR_MESSAGE_KEYS: readonly ErrorMessageKey[] = [
  ...new Set<ErrorMessageKey>([
    ...Object.values(ErrorKey),
    ...Object.values(ClientErrorKey),
    ...Object.values(CatalogueErrorKey),
    ...Object.values(AppErrorKey),
    ...Object.values(FallbackKey),
  ]),
];

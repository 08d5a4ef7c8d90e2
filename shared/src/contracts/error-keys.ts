/**
 * Stable error keys the API puts in `message` of every 4xx/5xx body. The client translates
 * them (spec §8); the keys spelled as in the spec stay as they are, typo included
 * (`signup/fistname-invalid`), because existing translations are keyed on them.
 */
export const ErrorKey = {
  invalidCredentials: 'login/invalid-credentials',
  emailAlreadyExists: 'signup/email-already-exists',
  firstnameInvalid: 'signup/fistname-invalid',
  lastnameInvalid: 'signup/lastname-invalid',
  emailInvalid: 'validation/email-invalid',
  passwordInvalid: 'validation/password-invalid',
  requestInvalid: 'validation/request-invalid',
  unauthorized: 'auth/unauthorized',
  guestVerificationFailed: 'auth/guest-verification-failed',
  guestVerificationUnavailable: 'auth/guest-verification-unavailable',
  socialNotAvailable: 'auth/social-not-available',
  socialFailed: 'auth/social-failed',
  resetTokenInvalid: 'reset-password/invalid-token',
  notAGuest: 'complete-signup/not-a-guest',
  contactSubjectInvalid: 'contact/subject-invalid',
  contactMessageInvalid: 'contact/message-invalid',
  notFound: 'request/not-found',
  tooManyRequests: 'request/too-many-requests',
  bodyTooLarge: 'request/body-too-large',
  unsupportedMediaType: 'request/unsupported-media-type',
  serverBusy: 'server/busy',
  // Courses (spec §8 spells the first two)
  notEnoughCredits: 'not-enough-credits',
  courseAlreadyPurchased: 'course/already-purchased',
  courseNotFound: 'course/not-found',
  courseNotEnrolled: 'course/not-enrolled',
  commentInvalid: 'comment/invalid',
  commentNotFound: 'comment/not-found',
  ratingInvalid: 'rating/invalid',
} as const;

export type ErrorKeyValue = (typeof ErrorKey)[keyof typeof ErrorKey];

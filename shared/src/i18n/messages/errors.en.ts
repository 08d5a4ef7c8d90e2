import type { ErrorMessageKey } from '../error-message-keys';

/** One text per error key; a key missing here, or in another language, is a type error. */
export type ErrorMessages = Record<ErrorMessageKey, string>;

/** Where spec §8 gives a text, it is used as written. */
export const errorsEn: ErrorMessages = {
  // API keys
  'login/invalid-credentials': 'Email or password is incorrect',
  'signup/email-already-exists': 'Email already exists',
  'signup/fistname-invalid': 'First name is invalid',
  'signup/lastname-invalid': 'Last name is invalid',
  'validation/email-invalid': 'Email is invalid',
  'validation/password-invalid': 'Password must be {{passwordMin}} to {{passwordMax}} characters',
  'validation/request-invalid':
    'Some of the information sent is invalid. Please check it and try again.',
  'auth/unauthorized': 'Your session has expired. Please sign in again.',
  'auth/guest-verification-failed': 'We could not verify that you are human. Please try again.',
  'auth/guest-verification-unavailable':
    'Verification is unavailable right now. Please try again later.',
  'auth/social-not-available': 'This sign-in method is not available.',
  'auth/social-failed': 'Signing in with your social account failed. Please try again.',
  'reset-password/invalid-token': 'This password reset link is invalid or has expired.',
  'complete-signup/not-a-guest': 'This account has already completed signup.',
  'contact/subject-invalid': 'Subject is required and must be at most {{subjectMax}} characters.',
  'contact/message-invalid': 'Message is required and must be at most {{messageMax}} characters.',
  'request/not-found': 'What you are looking for could not be found.',
  'request/too-many-requests': 'Too many requests. Please wait a moment and try again.',
  'request/body-too-large': 'What you sent is too large.',
  'request/unsupported-media-type': 'This request format is not supported.',
  'server/busy': 'The server is busy, please try again later.',
  'course/not-found': 'This course does not exist or is no longer available.',
  'course/not-enrolled': 'Join this course first to comment on it or rate it.',
  'comment/invalid': 'Write a comment of up to 1,000 characters.',
  'comment/not-found': 'This comment no longer exists.',
  'rating/invalid': 'Choose a rating from 1 to 5 stars.',
  // Client keys
  'network/unreachable': 'Cannot reach the server. Check your connection and try again.',
  'remote/unavailable': 'This part of LinguaLoop is unavailable right now. Please try again later.',
  // Spec §8 keys and other texts
  not_enough_translate_count: 'Not enough translation count',
  'not-enough-credits': 'You do not have enough credits to purchase this course.',
  'course/purchase-failed': 'Failed to purchase course. Please try again.',
  'course/already-purchased': 'You have already purchased this course!',
  'lesson/load-failed': 'Failed to load lesson.',
  'lesson/no-prompt': 'No prompt available.',
  'lesson/same-language':
    'Please select a language other than the prompt language in the header bar.',
  'order/payment-not-completed': 'Payment not completed yet. Please try again in 5 seconds.',
  'order/payment-expired': 'Payment expired',
  // Fallbacks: session
  'session/sign-in-failed': 'Sign in failed',
  'session/sign-up-failed': 'Sign up failed',
  'session/create-guest-failed': 'Create guest user failed',
  'session/get-user-failed': 'Get user info failed',
  'session/complete-signup-failed': 'Complete signup failed',
  // Fallbacks: data
  'fallback/fetch-levels': 'Failed to fetch levels',
  'fallback/fetch-languages': 'Failed to fetch languages',
  'fallback/fetch-course-detail': 'Failed to fetch course detail',
  'fallback/buy-course': 'Failed to buy course',
  'fallback/view-course': 'Failed to view course',
  'fallback/fetch-lesson-course': 'Failed to fetch lesson course',
  'fallback/filter-courses': 'Failed to filter courses',
  'fallback/fetch-featured-course': 'Failed to fetch featured course',
  'fallback/fetch-lesson-detail': 'Failed to fetch lesson detail',
  'fallback/start-lesson': 'Failed to start lesson',
  'fallback/cancel-lesson': 'Failed to cancel lesson',
  'fallback/complete-lesson': 'Failed to complete lesson',
  'fallback/get-answer-feedback': 'Failed to get answer feedback',
  'fallback/submit-answer': 'Failed to submit answer',
  'fallback/fetch-report': 'Failed to fetch report',
  'fallback/fetch-prompt-detail': 'Failed to fetch prompt detail',
  'fallback/fetch-prompt-score-stat': 'Failed to fetch prompt score stat',
  'fallback/add-course-recent': 'Failed to add course recent',
  'fallback/fetch-pricing-plans': 'Failed to fetch pricing plans',
  // Fallbacks: orders
  'fallback/order-create': 'Order create failed',
  'fallback/order-detail': 'Order detail failed',
  'fallback/order-check-complete': 'Order check complete failed',
  'fallback/order-cancel': 'Order cancel failed',
  // Fallbacks: forms
  'fallback/send-contact': 'Failed to send your message',
  'fallback/forgot-password': 'Failed to send the password reset link',
  'fallback/reset-password': 'Failed to reset password',
  // Fallbacks: last resort
  'error/unknown': 'Unknown error',
  'fallback/internal': 'Internal error',
};

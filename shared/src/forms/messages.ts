import type { CommonKey } from '../i18n';

/**
 * The i18n keys (namespace `common`) a schema gives as its error messages. A form shows
 * `t(key)`: limits such as the minimum password length are filled in by i18n's default
 * variables, so no options are needed.
 */
export const ValidationMessage = {
  emailRequired: 'validation.email.required',
  emailInvalid: 'validation.email.invalid',
  passwordRequired: 'validation.password.required',
  passwordTooShort: 'validation.password.tooShort',
  passwordTooLong: 'validation.password.tooLong',
  confirmPasswordRequired: 'validation.confirmPassword.required',
  confirmPasswordMismatch: 'validation.confirmPassword.mismatch',
  firstnameRequired: 'validation.firstname.required',
  firstnameInvalid: 'validation.firstname.invalid',
  firstnameTooLong: 'validation.firstname.tooLong',
  lastnameRequired: 'validation.lastname.required',
  lastnameInvalid: 'validation.lastname.invalid',
  lastnameTooLong: 'validation.lastname.tooLong',
  subjectRequired: 'validation.subject.required',
  subjectTooLong: 'validation.subject.tooLong',
  messageRequired: 'validation.message.required',
  messageTooLong: 'validation.message.tooLong',
} as const satisfies Record<string, CommonKey>;

export type ValidationMessageKey = (typeof ValidationMessage)[keyof typeof ValidationMessage];

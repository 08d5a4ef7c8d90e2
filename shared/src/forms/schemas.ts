import { object, string, type InferType } from 'yup';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  isValidEmail,
  isValidName,
} from '../contracts/validation-rules';
import { ValidationMessage as M } from './messages';

/*
 * The client checks what the API checks (the rules live in the contracts), so a form the
 * client accepts is not refused by the server. Values are cleaned the way the API stores
 * them; submit the schema's output (see `validateForm`), not the raw input.
 */

/** As the API stores names: trimmed, inner runs of white space made one space. */
const collapseSpaces = (value: unknown) =>
  typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : value;

const hasText = (value: string | undefined) => !value || /\S/.test(value);

const email = () =>
  string()
    .trim()
    .required(M.emailRequired)
    .test('email', M.emailInvalid, (value) => !value || isValidEmail(value));

/** Signing in checks presence only: an old, shorter password must still get its answer. */
const existingPassword = () =>
  string().required(M.passwordRequired).max(PASSWORD_MAX_LENGTH, M.passwordTooLong);

/** Passwords are never trimmed: spaces are characters like any other. */
const newPassword = () =>
  string()
    .required(M.passwordRequired)
    .min(PASSWORD_MIN_LENGTH, M.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, M.passwordTooLong);

const memberName = (messages: { required: string; invalid: string; tooLong: string }) =>
  string()
    .transform(collapseSpaces)
    .required(messages.required)
    .max(NAME_MAX_LENGTH, messages.tooLong)
    .test('name', messages.invalid, (value) => !value || isValidName(value));

/** The contact form takes any name (the API only asks for text), trimmed. */
const contactName = (messages: { required: string; tooLong: string }) =>
  string().trim().required(messages.required).max(NAME_MAX_LENGTH, messages.tooLong);

export const signInSchema = object({
  email: email(),
  password: existingPassword(),
});

export const signUpSchema = object({
  firstname: memberName({
    required: M.firstnameRequired,
    invalid: M.firstnameInvalid,
    tooLong: M.firstnameTooLong,
  }),
  lastname: memberName({
    required: M.lastnameRequired,
    invalid: M.lastnameInvalid,
    tooLong: M.lastnameTooLong,
  }),
  email: email(),
  password: newPassword(),
});

/** A guest completing signup gives what sign-up asks (the API uses the same schema). */
export const completeSignupSchema = signUpSchema;

export const contactSchema = object({
  firstname: contactName({ required: M.firstnameRequired, tooLong: M.firstnameTooLong }),
  lastname: contactName({ required: M.lastnameRequired, tooLong: M.lastnameTooLong }),
  email: email(),
  subject: string()
    .trim()
    .required(M.subjectRequired)
    .max(CONTACT_SUBJECT_MAX_LENGTH, M.subjectTooLong),
  // Kept as typed (line breaks and indentation matter), but spaces alone are not a message.
  message: string()
    .required(M.messageRequired)
    .test('has-text', M.messageRequired, hasText)
    .max(CONTACT_MESSAGE_MAX_LENGTH, M.messageTooLong),
});

export const forgotPasswordSchema = object({
  email: email(),
});

/** The reset token comes from the link, not the form; only the new password is typed. */
export const resetPasswordSchema = object({
  password: newPassword(),
  // A test rather than oneOf(ref), which yup checks before `required` and so would report
  // an empty confirmation as a mismatch.
  confirmPassword: string()
    .required(M.confirmPasswordRequired)
    .test(
      'matches',
      M.confirmPasswordMismatch,
      (value, context) => !value || value === (context.parent as { password?: unknown }).password,
    ),
});

export type SignInValues = InferType<typeof signInSchema>;
export type SignUpValues = InferType<typeof signUpSchema>;
export type CompleteSignupValues = InferType<typeof completeSignupSchema>;
export type ContactValues = InferType<typeof contactSchema>;
export type ForgotPasswordValues = InferType<typeof forgotPasswordSchema>;
export type ResetPasswordValues = InferType<typeof resetPasswordSchema>;

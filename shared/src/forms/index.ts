export { ValidationMessage, type ValidationMessageKey } from './messages';
export {
  completeSignupSchema,
  contactSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  type CompleteSignupValues,
  type ContactValues,
  type ForgotPasswordValues,
  type ResetPasswordValues,
  type SignInValues,
  type SignUpValues,
} from './schemas';
export { validateForm, validationErrors, type FieldErrors, type FormResult } from './validate';

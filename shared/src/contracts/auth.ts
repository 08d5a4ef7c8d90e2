import { Type, type Static } from 'typebox';
import { RequiredTextSchema, TextSchema } from './common';
import { ErrorKey } from './error-keys';
import { UserSchema } from './user';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  NAME_MAX_LENGTH,
  NAME_PATTERN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './validation-rules';

export const EmailSchema = Type.String({
  maxLength: EMAIL_MAX_LENGTH,
  pattern: EMAIL_PATTERN,
  'x-error-key': ErrorKey.emailInvalid,
});

export const PasswordSchema = TextSchema(PASSWORD_MAX_LENGTH, {
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: PASSWORD_MAX_LENGTH,
  'x-error-key': ErrorKey.passwordInvalid,
});

const FirstnameSchema = Type.String({
  minLength: 1,
  maxLength: NAME_MAX_LENGTH,
  pattern: NAME_PATTERN,
  'x-error-key': ErrorKey.firstnameInvalid,
});

const LastnameSchema = Type.String({
  minLength: 1,
  maxLength: NAME_MAX_LENGTH,
  pattern: NAME_PATTERN,
  'x-error-key': ErrorKey.lastnameInvalid,
});

export const LoginRequestSchema = Type.Object(
  {
    email: EmailSchema,
    // Login does not re-check the length rule: an old password must still get the
    // "incorrect" answer, not a validation error.
    password: Type.String({
      minLength: 1,
      maxLength: PASSWORD_MAX_LENGTH,
      'x-error-key': ErrorKey.passwordInvalid,
    }),
  },
  { additionalProperties: false },
);
export type LoginRequest = Static<typeof LoginRequestSchema>;

export const RegisterRequestSchema = Type.Object(
  {
    firstname: FirstnameSchema,
    lastname: LastnameSchema,
    email: EmailSchema,
    password: PasswordSchema,
  },
  { additionalProperties: false },
);
export type RegisterRequest = Static<typeof RegisterRequestSchema>;

/** A guest becomes a member with the same fields as sign-up; everything else is kept. */
export const CompleteSignupEmailRequestSchema = RegisterRequestSchema;
export type CompleteSignupEmailRequest = RegisterRequest;

export const AuthResponseSchema = Type.Object({
  access_token: Type.String(),
  user: UserSchema,
});
export type AuthResponse = Static<typeof AuthResponseSchema>;

export const NewGuestRequestSchema = Type.Object(
  {
    turnstileToken: RequiredTextSchema(2048, { 'x-error-key': ErrorKey.guestVerificationFailed }),
  },
  { additionalProperties: false },
);
export type NewGuestRequest = Static<typeof NewGuestRequestSchema>;

export const NewGuestResponseSchema = Type.Object({
  access_token: Type.String(),
  guest_code: Type.String(),
});
export type NewGuestResponse = Static<typeof NewGuestResponseSchema>;

export const ForgotPasswordRequestSchema = Type.Object(
  { email: EmailSchema },
  { additionalProperties: false },
);
export type ForgotPasswordRequest = Static<typeof ForgotPasswordRequestSchema>;

export const ResetPasswordRequestSchema = Type.Object(
  {
    token: RequiredTextSchema(200, { 'x-error-key': ErrorKey.resetTokenInvalid }),
    password: PasswordSchema,
  },
  { additionalProperties: false },
);
export type ResetPasswordRequest = Static<typeof ResetPasswordRequestSchema>;

/** Which sign-in methods this server offers, so the sign-in screen shows only working ones. */
export const AuthProvidersResponseSchema = Type.Object({
  google: Type.Boolean(),
  /**
   * The public Turnstile site key for the guest check, or null: then the server runs with
   * a Cloudflare test secret and the client shows its development check instead of the widget.
   */
  turnstile_site_key: Type.Union([Type.String(), Type.Null()]),
});
export type AuthProvidersResponse = Static<typeof AuthProvidersResponseSchema>;

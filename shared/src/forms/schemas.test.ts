import { describe, expect, it } from 'vitest';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
  isValidEmail,
  isValidName,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../contracts';
import { createI18n } from '../i18n';
import { ValidationMessage } from './messages';
import {
  completeSignupSchema,
  contactSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from './schemas';
import { validateForm, validationErrors } from './validate';

const member = { firstname: 'An', lastname: 'Nguyễn', email: 'an@example.com', password: 'secret' };
const contact = {
  firstname: 'An',
  lastname: 'Nguyễn',
  email: 'an@example.com',
  subject: 'Question',
  message: 'Hello',
};

const emails = [
  'an@example.com',
  'first.last+tag@mail.example.vn',
  '',
  'an',
  'an@',
  '@example.com',
  'an@example',
  'an @example.com',
  'an@-x.com',
  'ạn@example.com',
  `${'a'.repeat(250)}@x.vn`,
];

const names = [
  'Nguyễn',
  'Thị Minh Khai',
  "O'Brien",
  'Jean-Luc',
  '王小明',
  '123',
  '-An',
  'An<script>',
  'A'.repeat(NAME_MAX_LENGTH + 1),
  'An\u0000',
];

describe('signInSchema', () => {
  it('accepts an email and any password', () => {
    expect(validationErrors(signInSchema, { email: 'an@example.com', password: '1' })).toEqual({});
  });

  it('asks for both fields', () => {
    expect(validationErrors(signInSchema, {})).toEqual({
      email: ValidationMessage.emailRequired,
      password: ValidationMessage.passwordRequired,
    });
    expect(validationErrors(signInSchema, { email: '   ', password: '' })).toEqual({
      email: ValidationMessage.emailRequired,
      password: ValidationMessage.passwordRequired,
    });
  });

  it.each(emails.filter(Boolean))('agrees with isValidEmail on %j', (email) => {
    const errors = validationErrors(signInSchema, { email, password: 'x' });
    expect(errors.email === undefined).toBe(isValidEmail(email));
    if (errors.email) expect(errors.email).toBe(ValidationMessage.emailInvalid);
  });

  it('trims the email', () => {
    const result = validateForm(signInSchema, { email: '  an@example.com ', password: ' p ' });
    expect(result.values).toEqual({ email: 'an@example.com', password: ' p ' });
  });
});

describe('signUpSchema', () => {
  it('accepts a complete form', () => {
    expect(validationErrors(signUpSchema, member)).toEqual({});
  });

  it('asks for every field', () => {
    expect(
      validationErrors(signUpSchema, { firstname: ' ', lastname: '', email: '', password: '' }),
    ).toEqual({
      firstname: ValidationMessage.firstnameRequired,
      lastname: ValidationMessage.lastnameRequired,
      email: ValidationMessage.emailRequired,
      password: ValidationMessage.passwordRequired,
    });
  });

  it.each(names)('agrees with isValidName on %j', (name) => {
    const errors = validationErrors(signUpSchema, { ...member, firstname: name, lastname: name });
    expect(errors.firstname === undefined).toBe(isValidName(name));
    expect(errors.lastname === undefined).toBe(isValidName(name));
  });

  it('says which name is invalid, and when it is too long', () => {
    expect(
      validationErrors(signUpSchema, { ...member, firstname: '123', lastname: '-An' }),
    ).toEqual({
      firstname: ValidationMessage.firstnameInvalid,
      lastname: ValidationMessage.lastnameInvalid,
    });
    const long = 'A'.repeat(NAME_MAX_LENGTH + 1);
    expect(validationErrors(signUpSchema, { ...member, firstname: long, lastname: long })).toEqual({
      firstname: ValidationMessage.firstnameTooLong,
      lastname: ValidationMessage.lastnameTooLong,
    });
  });

  it('enforces the password length limits', () => {
    const short = 'x'.repeat(PASSWORD_MIN_LENGTH - 1);
    const long = 'x'.repeat(PASSWORD_MAX_LENGTH + 1);
    expect(validationErrors(signUpSchema, { ...member, password: short })).toEqual({
      password: ValidationMessage.passwordTooShort,
    });
    expect(validationErrors(signUpSchema, { ...member, password: long })).toEqual({
      password: ValidationMessage.passwordTooLong,
    });
    expect(
      validationErrors(signUpSchema, { ...member, password: 'x'.repeat(PASSWORD_MIN_LENGTH) }),
    ).toEqual({});
    expect(
      validationErrors(signUpSchema, { ...member, password: 'x'.repeat(PASSWORD_MAX_LENGTH) }),
    ).toEqual({});
  });

  it('cleans names and email as the API stores them, and drops unknown fields', () => {
    const result = validateForm(signUpSchema, {
      firstname: '  Thị   Minh ',
      lastname: ' Nguyễn ',
      email: ' an@example.com ',
      password: ' secret ',
      admin: true,
    });
    expect(result).toEqual({
      valid: true,
      errors: {},
      values: {
        firstname: 'Thị Minh',
        lastname: 'Nguyễn',
        email: 'an@example.com',
        password: ' secret ',
      },
    });
  });

  it('is the complete-signup schema too', () => {
    expect(completeSignupSchema).toBe(signUpSchema);
  });
});

describe('contactSchema', () => {
  it('accepts a complete message', () => {
    expect(validationErrors(contactSchema, contact)).toEqual({});
  });

  it('refuses blank fields', () => {
    const blank = { firstname: ' ', lastname: '\t', email: ' ', subject: '  ', message: ' \n ' };
    expect(validationErrors(contactSchema, blank)).toEqual({
      firstname: ValidationMessage.firstnameRequired,
      lastname: ValidationMessage.lastnameRequired,
      email: ValidationMessage.emailRequired,
      subject: ValidationMessage.subjectRequired,
      message: ValidationMessage.messageRequired,
    });
  });

  it('limits the subject and the message', () => {
    expect(
      validationErrors(contactSchema, {
        ...contact,
        subject: 's'.repeat(CONTACT_SUBJECT_MAX_LENGTH + 1),
        message: 'm'.repeat(CONTACT_MESSAGE_MAX_LENGTH + 1),
      }),
    ).toEqual({
      subject: ValidationMessage.subjectTooLong,
      message: ValidationMessage.messageTooLong,
    });
    expect(
      validationErrors(contactSchema, {
        ...contact,
        subject: 's'.repeat(CONTACT_SUBJECT_MAX_LENGTH),
        message: 'm'.repeat(CONTACT_MESSAGE_MAX_LENGTH),
      }),
    ).toEqual({});
  });

  it('takes any name, as the API does, but not too long', () => {
    expect(validationErrors(contactSchema, { ...contact, firstname: 'Dr. 3M' })).toEqual({});
    expect(
      validationErrors(contactSchema, { ...contact, lastname: 'x'.repeat(NAME_MAX_LENGTH + 1) }),
    ).toEqual({
      lastname: ValidationMessage.lastnameTooLong,
    });
  });

  it('trims names and subject but keeps the message as typed', () => {
    const result = validateForm(contactSchema, {
      ...contact,
      subject: ' Hi ',
      message: '  Line 1\n  Line 2\n',
    });
    expect(result.values).toMatchObject({ subject: 'Hi', message: '  Line 1\n  Line 2\n' });
  });
});

describe('forgotPasswordSchema', () => {
  it('asks for a valid email', () => {
    expect(validationErrors(forgotPasswordSchema, { email: '' })).toEqual({
      email: ValidationMessage.emailRequired,
    });
    expect(validationErrors(forgotPasswordSchema, { email: 'an@' })).toEqual({
      email: ValidationMessage.emailInvalid,
    });
    expect(validationErrors(forgotPasswordSchema, { email: 'an@example.com' })).toEqual({});
  });
});

describe('resetPasswordSchema', () => {
  it('wants a new password and the same again', () => {
    expect(
      validationErrors(resetPasswordSchema, { password: 'secret', confirmPassword: 'secret' }),
    ).toEqual({});
    expect(
      validationErrors(resetPasswordSchema, { password: 'secret', confirmPassword: 'secreT' }),
    ).toEqual({
      confirmPassword: ValidationMessage.confirmPasswordMismatch,
    });
    expect(validationErrors(resetPasswordSchema, { password: '123', confirmPassword: '' })).toEqual(
      {
        password: ValidationMessage.passwordTooShort,
        confirmPassword: ValidationMessage.confirmPasswordRequired,
      },
    );
  });
});

describe('validation messages', () => {
  it.each(['vi', 'en', 'zh'])('are all translated in %s, limits filled in', (language) => {
    const i18n = createI18n({ language });
    for (const key of Object.values(ValidationMessage)) {
      expect(i18n.exists(key), `${language} ${key}`).toBe(true);
      expect(i18n.t(key), `${language} ${key}`).not.toMatch(/{{/);
    }
    expect(i18n.t(ValidationMessage.passwordTooShort)).toContain(String(PASSWORD_MIN_LENGTH));
  });
});

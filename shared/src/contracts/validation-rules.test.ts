import { describe, expect, it } from 'vitest';
import { Compile } from 'typebox/compile';
import { RegisterRequestSchema } from './auth';
import { isValidEmail, isValidName } from './validation-rules';

describe('form rules shared by client and server', () => {
  it.each(['an@example.com', 'first.last+tag@mail.example.vn', 'A_B-c%d@x-y.io'])(
    'accepts the email %s',
    (email) => expect(isValidEmail(email)).toBe(true),
  );

  it.each([
    '',
    'an',
    'an@',
    '@example.com',
    'an@example',
    'an @example.com',
    'an@-x.com',
    'ạn@example.com',
  ])('refuses the email %j', (email) => expect(isValidEmail(email)).toBe(false));

  it.each(['Nguyễn', 'Thị Minh Khai', "O'Brien", 'Jean-Luc', '王小明', '  An  '])(
    'accepts the name %j',
    (name) => expect(isValidName(name)).toBe(true),
  );

  it.each(['', '   ', '123', '-An', 'An<script>', 'A'.repeat(51), 'An\u0000'])(
    'refuses the name %j',
    (name) => expect(isValidName(name)).toBe(false),
  );

  it('gives the request schema the same answers as the helpers', () => {
    const check = Compile(RegisterRequestSchema);
    const form = {
      firstname: 'Nguyễn',
      lastname: 'An',
      email: 'an@example.com',
      password: 'secret',
    };
    expect(check.Check(form)).toBe(true);
    expect(check.Check({ ...form, password: '12345' })).toBe(false);
    expect(check.Check({ ...form, email: 'an@example' })).toBe(false);
    expect(check.Check({ ...form, firstname: '123' })).toBe(false);
  });
});

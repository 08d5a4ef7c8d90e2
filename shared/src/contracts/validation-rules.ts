/**
 * Form rules shared by the API's schemas and the client's forms (spec §5), so both sides
 * accept exactly the same input.
 */
export const PASSWORD_MIN_LENGTH = 6;
/** argon2 hashes any length, but an unbounded password is a cheap way to burn CPU. */
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 50;
export const EMAIL_MAX_LENGTH = 254;
export const CONTACT_SUBJECT_MAX_LENGTH = 150;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

/** A pragmatic address check: local part, @, dotted domain of letters, digits and hyphens. */
export const EMAIL_PATTERN =
  '^[A-Za-z0-9._%+\\-]+@[A-Za-z0-9](?:[A-Za-z0-9\\-]*[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9\\-]*[A-Za-z0-9])?)+$';

/**
 * A name starts with a letter (any script, with its combining marks, so "Nguyễn" and "王"
 * pass) and goes on with letters, spaces, apostrophes, dots and hyphens. Surrounding spaces
 * are allowed here and trimmed when stored.
 */
export const NAME_PATTERN = "^\\s*[\\p{L}\\p{M}][\\p{L}\\p{M}' .\\-]*$";

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && new RegExp(EMAIL_PATTERN).test(value);
}

export function isValidName(value: string): boolean {
  return value.length <= NAME_MAX_LENGTH && new RegExp(NAME_PATTERN, 'u').test(value);
}

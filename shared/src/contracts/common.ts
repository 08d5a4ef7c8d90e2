import { Type, type Static, type TSchemaOptions } from 'typebox';

import { LANGUAGE_CODES } from './languages';

export const LanguageCodeSchema = Type.Union(LANGUAGE_CODES.map((code) => Type.Literal(code)));

/**
 * The body of every error response. `message` is a stable key from `ErrorKey`.
 */
export const ErrorResponseSchema = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String(),
    message: Type.String(),
  },
  { $id: 'ErrorResponse', description: 'message is a stable key the client translates' },
);
export type ErrorResponse = Static<typeof ErrorResponseSchema>;

/**
 * Characters no text field accepts: C0 controls other than tab and newlines, and DEL.
 * PostgreSQL cannot store U+0000, and none of these belong in user text. Nor lone surrogates
 * (UTF-8 cannot encode them: the database would store U+FFFD instead) or U+FFFD itself (what
 * invalid UTF-8 in a request body decodes to). Surrogate pairs pass with or without the u flag.
 */
const TEXT_CHARACTERS =
  '(?:[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F\\uD800-\\uDFFF\\uFFFD]|[\\uD800-\\uDBFF][\\uDC00-\\uDFFF])*';

/**
 * A bounded text field. `x-error-key` names the key the API answers with when the field is
 * missing or invalid; the API's validator reads it (see api/src/http/validation.ts).
 */
export function TextSchema(maxLength: number, options: TSchemaOptions = {}) {
  return Type.String({ maxLength, pattern: `^${TEXT_CHARACTERS}$`, ...options });
}

/** A text field that must say something: spaces alone do not count. */
export function RequiredTextSchema(maxLength: number, options: TSchemaOptions = {}) {
  return TextSchema(maxLength, {
    minLength: 1,
    pattern: `^(?=[\\s\\S]*\\S)${TEXT_CHARACTERS}$`,
    ...options,
  });
}

export const TimestampSchema = Type.String({ format: 'date-time' });

/** A title (and optional description) per interface language. */
export const LocalizedTextSchema = Type.Object({
  title: Type.String(),
  description: Type.Optional(Type.String()),
  features: Type.Optional(Type.Array(Type.String())),
});
export type LocalizedText = Static<typeof LocalizedTextSchema>;

export const TranslationMapSchema = Type.Record(Type.String(), LocalizedTextSchema);
export type TranslationMap = Record<string, LocalizedText>;

export const OkResponseSchema = Type.Object({ ok: Type.Boolean() });
export type OkResponse = Static<typeof OkResponseSchema>;

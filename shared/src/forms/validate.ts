import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import type { ValidationMessageKey } from './messages';

/** One message key per invalid field: the first rule it breaks. */
export type FieldErrors<Values> = Partial<Record<keyof Values & string, ValidationMessageKey>>;

export type FormResult<Values> =
  | { valid: true; values: Values; errors: FieldErrors<Values> }
  | { valid: false; values: undefined; errors: FieldErrors<Values> };

function collectErrors<Values>(error: ValidationError): FieldErrors<Values> {
  const errors: Record<string, string> = {};
  for (const issue of error.inner.length > 0 ? error.inner : [error]) {
    if (issue.path && !(issue.path in errors)) errors[issue.path] = String(issue.message);
  }
  return errors as FieldErrors<Values>;
}

/**
 * Checks `values` against `schema` and gives back the cleaned values to send (trimmed,
 * fields the schema does not know dropped) or the errors to show.
 */
export function validateForm<Schema extends AnyObjectSchema>(
  schema: Schema,
  values: unknown,
): FormResult<InferType<Schema>> {
  try {
    const cleaned = schema.validateSync(values, { abortEarly: false, stripUnknown: true });
    return { valid: true, values: cleaned as InferType<Schema>, errors: {} };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return { valid: false, values: undefined, errors: collectErrors(error) };
  }
}

/** Only the errors: `{ email: 'validation.email.invalid' }`, or `{}` when all is well. */
export function validationErrors<Schema extends AnyObjectSchema>(
  schema: Schema,
  values: unknown,
): FieldErrors<InferType<Schema>> {
  return validateForm(schema, values).errors;
}

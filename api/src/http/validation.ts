import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { Ajv, type Options } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { ErrorKey } from '@lingualoop/shared/contracts';

// ajv-formats is CommonJS with a default export; under ESM interop it arrives wrapped.
const addFormats =
  (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule;

function makeAjv(options: Options): Ajv {
  const ajv = new Ajv({
    removeAdditional: true,
    useDefaults: true,
    allErrors: false,
    // `parentSchema` on errors lets us read the field's own error key.
    verbose: true,
    ...options,
  });
  addFormats(ajv);
  // Metadata: the stable key the API answers with when this field is invalid.
  ajv.addKeyword({ keyword: 'x-error-key', schemaType: ['string'] });
  return ajv;
}

/**
 * JSON bodies are validated as sent: `{"password": 123456}` is a wrong type, not a password.
 * Query strings and path parameters arrive as text, so they are coerced to the schema's type.
 */
export function registerValidation(app: FastifyInstance): void {
  const strict = makeAjv({ coerceTypes: false });
  const coercing = makeAjv({ coerceTypes: 'array' });
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? strict : coercing).compile(schema),
  );
}

type AjvError = FastifySchemaValidationError & {
  parentSchema?: Record<string, unknown> & { properties?: Record<string, Record<string, unknown>> };
};

/** The key of the first failing field, or a generic validation key. */
export function validationErrorKey(errors: FastifySchemaValidationError[]): string {
  const error = errors[0] as AjvError | undefined;
  if (!error) return ErrorKey.requestInvalid;
  let fieldSchema = error.parentSchema;
  if (error.keyword === 'required') {
    const missing = (error.params as { missingProperty?: string }).missingProperty;
    fieldSchema = missing ? error.parentSchema?.properties?.[missing] : undefined;
  }
  const key = fieldSchema?.['x-error-key'];
  return typeof key === 'string' ? key : ErrorKey.requestInvalid;
}

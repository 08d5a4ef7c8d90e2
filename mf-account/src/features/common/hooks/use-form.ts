import {
  useCallback,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type RefCallback,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyObjectSchema, InferType } from 'yup';
import { COMMON_NAMESPACE } from '@lingualoop/shared';
import { validateForm, type FieldErrors } from '@lingualoop/shared/forms';

type FieldElement = HTMLInputElement | HTMLTextAreaElement;

export interface FieldProps {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<FieldElement>) => void;
  onBlur: () => void;
  /** Translated, or undefined while the field has nothing to say. */
  error: string | undefined;
  ref: RefCallback<HTMLInputElement>;
}

export interface UseFormResult<Values extends Record<string, string>, Clean> {
  values: Values;
  setValue: (name: keyof Values & string, value: string) => void;
  /** Props for a `TextField` (or any input): value, change, blur, translated error, ref. */
  field: (name: keyof Values & string) => FieldProps;
  /**
   * A submit handler: checks every field, shows all errors and focuses the first invalid
   * field; when all is well, calls `onValid` with the schema's cleaned values.
   */
  handleSubmit: (
    onValid: (values: Clean) => void | Promise<void>,
  ) => (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * A small form state for the account screens (spec §5). The schema is one of shared's yup
 * schemas, whose messages are keys in the `common` namespace.
 *
 * A field shows its error once it has been left with something typed in it (leaving an
 * empty field you merely tabbed through says nothing yet), or after a submit; from then on
 * the message follows what is typed, so it goes away as soon as the value is right.
 * Fields are focused in the order of `initial`'s keys.
 */
export function useForm<Schema extends AnyObjectSchema, Values extends Record<string, string>>(
  schema: Schema,
  initial: Values,
): UseFormResult<Values, InferType<Schema>> {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const [values, setValues] = useState<Values>(initial);
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set());
  const elements = useRef(new Map<string, HTMLInputElement>());
  const order = useRef(Object.keys(initial));

  const errors = useMemo(
    () => validateForm(schema, values).errors as FieldErrors<Record<string, string>>,
    [schema, values],
  );

  const setValue = useCallback((name: keyof Values & string, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
  }, []);

  const field = (name: keyof Values & string): FieldProps => {
    const key = shown.has(name) ? errors[name] : undefined;
    return {
      name,
      value: values[name] ?? '',
      onChange: (event) => setValue(name, event.target.value),
      onBlur: () => {
        if (values[name] !== '') setShown((previous) => new Set(previous).add(name));
      },
      error: key ? t(key) : undefined,
      ref: (element) => {
        if (element) elements.current.set(name, element);
        else elements.current.delete(name);
      },
    };
  };

  const handleSubmit =
    (onValid: (values: InferType<Schema>) => void | Promise<void>) =>
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const result = validateForm(schema, values);
      setShown(new Set(order.current));
      if (!result.valid) {
        const invalid = result.errors as Record<string, unknown>;
        const first = order.current.find((name) => invalid[name] !== undefined);
        if (first) elements.current.get(first)?.focus();
        return;
      }
      void onValid(result.values);
    };

  return { values, setValue, field, handleSubmit };
}

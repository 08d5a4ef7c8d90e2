import { useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE, TextField, type InputFieldProps } from '@lingualoop/shared';

export type EmailFieldProps = Omit<InputFieldProps, 'label' | 'type'>;

/**
 * The email field of every form here: the keyboard, autofill and no auto-capitalising or
 * spell-checking that an address needs, with the shared label and placeholder.
 */
export function EmailField(props: EmailFieldProps) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  return (
    <TextField
      label={t('fields.email')}
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      placeholder={t('fields.emailPlaceholder')}
      required
      {...props}
    />
  );
}

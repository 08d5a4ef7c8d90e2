import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, COMMON_NAMESPACE, FallbackKey, TextField, errorText } from '@lingualoop/shared';
import { type CompleteSignupValues } from '@lingualoop/shared/forms';
import { NAMESPACE } from '../../../i18n/namespace';
import { FieldRow, Form } from '../../common/components/layout';
import { FormAlert } from '../../common/components/messages';
import { EmailField } from '../../common/components/email-field';
import { PasswordField } from '../../common/components/password-field';
import type { UseFormResult } from '../../common/hooks/use-form';

export type CompleteSignupFields = Record<keyof CompleteSignupValues, string>;

export interface CompleteSignupFormProps {
  form: UseFormResult<CompleteSignupFields, CompleteSignupValues>;
  /** Step by step: one field per row, each saying why it is asked. Otherwise compact. */
  guided: boolean;
  submitting: boolean;
  /** The error key of the last try. */
  failure: string | null;
  onComplete: (values: CompleteSignupValues) => Promise<void>;
}

/**
 * The four fields the API needs (first and last name, email, password), in two
 * presentations: compact, leaning on the browser's autofill, or guided. The values live
 * in the page, so switching between them keeps what was typed.
 */
export function CompleteSignupForm({
  form,
  guided,
  submitting,
  failure,
  onComplete,
}: CompleteSignupFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation(COMMON_NAMESPACE);
  const hint = (text: string) => (guided ? text : undefined);

  const firstname = (
    <TextField
      {...form.field('firstname')}
      label={tc('fields.firstname')}
      autoComplete="given-name"
      hint={hint(t('complete.hints.firstname'))}
      required
    />
  );
  const lastname = (
    <TextField
      {...form.field('lastname')}
      label={tc('fields.lastname')}
      autoComplete="family-name"
      hint={hint(t('complete.hints.lastname'))}
      required
    />
  );

  return (
    <Form noValidate onSubmit={form.handleSubmit(onComplete)}>
      <Intro>{guided ? t('complete.guidedIntro') : t('complete.quickIntro')}</Intro>
      {guided ? (
        <>
          {firstname}
          {lastname}
        </>
      ) : (
        <FieldRow>
          {firstname}
          {lastname}
        </FieldRow>
      )}
      <EmailField {...form.field('email')} hint={hint(t('complete.hints.email'))} />
      <PasswordField
        {...form.field('password')}
        label={tc('fields.password')}
        autoComplete="new-password"
        hint={guided ? t('complete.hints.password') : t('session.signUp.passwordHint')}
        required
      />
      {guided && <Intro>{t('complete.keepNote')}</Intro>}
      {failure && (
        <FormAlert>
          <p>{errorText(failure, tc, FallbackKey.completeSignup)}</p>
        </FormAlert>
      )}
      <Button type="submit" size="lg" fullWidth loading={submitting}>
        {t('complete.submit')}
      </Button>
    </Form>
  );
}

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

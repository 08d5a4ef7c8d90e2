import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  COMMON_NAMESPACE,
  ErrorKey,
  FallbackKey,
  TextField,
  errorText,
  useSessionBus,
} from '@lingualoop/shared';
import { signUpSchema } from '@lingualoop/shared/forms';
import { NAMESPACE } from '../../../i18n/namespace';
import { FieldRow, Form, LinkButton } from '../../common/components/layout';
import { FormAlert } from '../../common/components/messages';
import { EmailField } from '../../common/components/email-field';
import { PasswordField } from '../../common/components/password-field';
import { useEnterApp } from '../../common/hooks/use-enter-app';
import { useFailure } from '../../common/hooks/use-failure';
import { useForm } from '../../common/hooks/use-form';

export interface SignUpFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  /** "Sign in instead", offered when the email already has an account. */
  onSignIn: () => void;
}

export function SignUpForm({ email, onEmailChange, onSignIn }: SignUpFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation(COMMON_NAMESPACE);
  const bus = useSessionBus();
  const enter = useEnterApp();
  const form = useForm(signUpSchema, { firstname: '', lastname: '', email, password: '' });
  const [submitting, setSubmitting] = useState(false);
  const { failure, fail, clear } = useFailure(FallbackKey.signUp);

  const typedEmail = form.values.email;
  useEffect(() => onEmailChange(typedEmail), [typedEmail, onEmailChange]);

  const onSubmit = form.handleSubmit(async (values) => {
    clear();
    setSubmitting(true);
    if (await enter(() => bus.signUp(values))) return;
    setSubmitting(false);
    fail(bus.auth.error);
  });

  return (
    <Form noValidate onSubmit={onSubmit}>
      <FieldRow>
        <TextField
          {...form.field('firstname')}
          label={tc('fields.firstname')}
          autoComplete="given-name"
          required
        />
        <TextField
          {...form.field('lastname')}
          label={tc('fields.lastname')}
          autoComplete="family-name"
          required
        />
      </FieldRow>
      <EmailField {...form.field('email')} />
      <PasswordField
        {...form.field('password')}
        label={tc('fields.password')}
        autoComplete="new-password"
        hint={t('session.signUp.passwordHint')}
        required
      />
      {failure && (
        <FormAlert>
          <p>{errorText(failure, tc, FallbackKey.signUp)}</p>
          {failure === ErrorKey.emailAlreadyExists && (
            <p>
              <LinkButton type="button" onClick={onSignIn}>
                {t('session.signUp.signInInstead')}
              </LinkButton>
            </p>
          )}
        </FormAlert>
      )}
      <Button type="submit" size="lg" fullWidth loading={submitting}>
        {t('session.signUp.submit')}
      </Button>
    </Form>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Button,
  COMMON_NAMESPACE,
  FallbackKey,
  errorText,
  useSessionBus,
} from '@lingualoop/shared';
import { signInSchema } from '@lingualoop/shared/forms';
import { NAMESPACE } from '../../../i18n/namespace';
import { Form, LinkButton } from '../../common/components/layout';
import { FormAlert } from '../../common/components/messages';
import { EmailField } from '../../common/components/email-field';
import { PasswordField } from '../../common/components/password-field';
import { useEnterApp } from '../../common/hooks/use-enter-app';
import { useFailure } from '../../common/hooks/use-failure';
import { useForm } from '../../common/hooks/use-form';

export interface SignInFormProps {
  /** The email typed on either tab, so switching tabs does not lose it. */
  email: string;
  onEmailChange: (email: string) => void;
  onForgotPassword: () => void;
}

export function SignInForm({ email, onEmailChange, onForgotPassword }: SignInFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation(COMMON_NAMESPACE);
  const bus = useSessionBus();
  const enter = useEnterApp();
  const form = useForm(signInSchema, { email, password: '' });
  const [submitting, setSubmitting] = useState(false);
  const { failure, fail, clear } = useFailure(FallbackKey.signIn);

  const typedEmail = form.values.email;
  useEffect(() => onEmailChange(typedEmail), [typedEmail, onEmailChange]);

  const onSubmit = form.handleSubmit(async (values) => {
    clear();
    setSubmitting(true);
    if (await enter(() => bus.signIn(values))) return;
    setSubmitting(false);
    fail(bus.auth.error);
  });

  return (
    <Form noValidate onSubmit={onSubmit}>
      <EmailField {...form.field('email')} />
      <div>
        <PasswordField
          {...form.field('password')}
          label={tc('fields.password')}
          autoComplete="current-password"
          required
        />
        <ForgotRow>
          <LinkButton type="button" onClick={onForgotPassword}>
            {t('session.signIn.forgot')}
          </LinkButton>
        </ForgotRow>
      </div>
      {failure && (
        <FormAlert>
          <p>{errorText(failure, tc, FallbackKey.signIn)}</p>
        </FormAlert>
      )}
      <Button type="submit" size="lg" fullWidth loading={submitting}>
        {t('session.signIn.submit')}
      </Button>
    </Form>
  );
}

const ForgotRow = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

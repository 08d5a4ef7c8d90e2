import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  COMMON_NAMESPACE,
  errorKey,
  ErrorKey,
  errorText,
  FallbackKey,
  Link,
  notifyError,
  notifySuccess,
  storage,
  StorageKey,
  useApi,
  useSearchParams,
  useSessionBus,
} from '@lingualoop/shared';
import { resetPasswordSchema } from '@lingualoop/shared/forms';
import { NAMESPACE } from '../../i18n/namespace';
import { Form, Heading, Lead, PageCard, PageIntro } from '../common/components/layout';
import { FormAlert } from '../common/components/messages';
import { PasswordField } from '../common/components/password-field';
import { StandalonePage } from '../common/components/standalone-page';
import { useDocumentTitle } from '../common/hooks/use-document-title';
import { useEnterApp } from '../common/hooks/use-enter-app';
import { useForm } from '../common/hooks/use-form';
import { REQUEST_NEW_LINK_PATH } from '../common/paths';

/**
 * `/reset-password?token=…`, the link the API mails. A new password signs the member in
 * (the API answers with a token, and ends every other session).
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation(COMMON_NAMESPACE);
  const api = useApi();
  const bus = useSessionBus();
  const enter = useEnterApp();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const form = useForm(resetPasswordSchema, { password: '', confirmPassword: '' });
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [tokenRefused, setTokenRefused] = useState(false);
  useDocumentTitle(t('reset.documentTitle'));

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    setSubmitting(true);
    let accessToken: string;
    try {
      ({ access_token: accessToken } = await api.resetPassword({ token, password }));
    } catch (error) {
      const key = errorKey(error, FallbackKey.resetPassword);
      setSubmitting(false);
      if (key === ErrorKey.resetTokenInvalid) {
        setTokenRefused(true);
        return;
      }
      setFailure(key);
      notifyError(errorText(key, tc, FallbackKey.resetPassword));
      return;
    }
    storage.set(StorageKey.accessToken, accessToken);
    storage.remove(StorageKey.guestCode);
    notifySuccess(t('reset.success'));
    if (await enter(() => bus.loadMe())) return;
    // The password is changed either way; only loading the profile failed.
    setSubmitting(false);
    notifyError(errorText(bus.auth.error, tc, FallbackKey.getUser));
  });

  if (token === '' || tokenRefused) {
    return (
      <StandalonePage>
        <PageCard>
          <PageIntro>
            <Heading>{t('reset.invalidHeading')}</Heading>
          </PageIntro>
          <FormAlert>
            <p>{t('reset.invalidText')}</p>
          </FormAlert>
          <Button as={Link} to={REQUEST_NEW_LINK_PATH} size="lg" fullWidth>
            {t('reset.requestNew')}
          </Button>
        </PageCard>
      </StandalonePage>
    );
  }

  return (
    <StandalonePage>
      <PageCard>
        <PageIntro>
          <Heading>{t('reset.heading')}</Heading>
          <Lead>{t('reset.intro')}</Lead>
        </PageIntro>
        <Form noValidate onSubmit={onSubmit}>
          <PasswordField
            {...form.field('password')}
            label={t('reset.newPassword')}
            autoComplete="new-password"
            hint={t('reset.passwordHint')}
            required
          />
          <PasswordField
            {...form.field('confirmPassword')}
            label={t('reset.confirmPassword')}
            autoComplete="new-password"
            required
          />
          {failure && (
            <FormAlert>
              <p>{errorText(failure, tc, FallbackKey.resetPassword)}</p>
            </FormAlert>
          )}
          <Button type="submit" size="lg" fullWidth loading={submitting}>
            {t('reset.submit')}
          </Button>
        </Form>
      </PageCard>
    </StandalonePage>
  );
}

import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  COMMON_NAMESPACE,
  Dialog,
  FallbackKey,
  errorText,
  notifyError,
  useApi,
  useDataArea,
} from '@lingualoop/shared';
import { forgotPasswordSchema } from '@lingualoop/shared/forms';
import { NAMESPACE } from '../../../i18n/namespace';
import { EmailField } from '../../common/components/email-field';
import { Form } from '../../common/components/layout';
import { FormAlert, FormNotice } from '../../common/components/messages';
import { useForm } from '../../common/hooks/use-form';

export interface ForgotPasswordDialogProps {
  /** What the sign-in form holds, so it need not be typed again. */
  email: string;
  onClose: () => void;
}

/**
 * Asks for a password reset link. The answer is the same whether or not the email has an
 * account (the API's too), so the form cannot be used to find out who is a member.
 * Render it only while open: each opening starts afresh.
 */
export function ForgotPasswordDialog({ email, onClose }: ForgotPasswordDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation(COMMON_NAMESPACE);
  const api = useApi();
  const request = useDataArea(api.forgotPassword, FallbackKey.forgotPassword);
  const form = useForm(forgotPasswordSchema, { email });
  const [sent, setSent] = useState(false);
  const emailInput = useRef<HTMLInputElement | null>(null);
  const doneButton = useRef<HTMLButtonElement | null>(null);
  const emailField = form.field('email');

  const onSubmit = form.handleSubmit(async (values) => {
    const outcome = await request.run(values);
    if (outcome.ok) {
      setSent(true);
      // The form is gone: keep the keyboard inside the dialog, on its way out.
      requestAnimationFrame(() => doneButton.current?.focus());
    } else {
      notifyError(errorText(outcome.error, tc, FallbackKey.forgotPassword));
    }
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('session.forgot.title')}
      description={sent ? undefined : t('session.forgot.description')}
      closeLabel={tc('general.close')}
      initialFocusRef={emailInput}
    >
      {sent ? (
        <Form as="div">
          <FormNotice>
            <p>{t('session.forgot.sent')}</p>
            <p>{t('session.forgot.linkValidity')}</p>
          </FormNotice>
          <Button ref={doneButton} fullWidth onClick={onClose}>
            {t('session.forgot.done')}
          </Button>
        </Form>
      ) : (
        <Form noValidate onSubmit={onSubmit}>
          <EmailField
            {...emailField}
            ref={(element) => {
              emailField.ref(element);
              emailInput.current = element;
            }}
          />
          {request.error && (
            <FormAlert>
              <p>{errorText(request.error, tc, FallbackKey.forgotPassword)}</p>
            </FormAlert>
          )}
          <Button type="submit" fullWidth loading={request.loading}>
            {t('session.forgot.submit')}
          </Button>
        </Form>
      )}
    </Dialog>
  );
}

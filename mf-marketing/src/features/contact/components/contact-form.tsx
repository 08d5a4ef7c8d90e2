import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Button,
  COMMON_NAMESPACE,
  errorText,
  FallbackKey,
  notifyError,
  TextField,
  useApi,
  useDataArea,
  type ContactRequest,
} from '@lingualoop/shared';
import { contactSchema, validateForm, type FieldErrors } from '@lingualoop/shared/forms';
import { NAMESPACE } from '../../../i18n/namespace';
import { SectionTitle } from '../../page/page-layout';
import {
  CONTACT_FIELDS,
  EMPTY_CONTACT,
  fieldForErrorKey,
  type ContactField,
} from '../contact-fields';

type Elements = Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement | null>>;

/**
 * The contact form (spec §2 "Contact"): checked with the shared schema before it is sent,
 * busy while sending, then a confirmation. A failure keeps every value, says why in a toast
 * and in the form, and points at the field the server refused, if it names one.
 */
export function ContactForm() {
  const { t } = useTranslation(NAMESPACE);
  const api = useApi();
  const send = useDataArea((form: ContactRequest) => api.contact(form), FallbackKey.sendContact);
  const [values, setValues] = useState<ContactRequest>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<FieldErrors<ContactRequest>>({});
  /** After a refused submit, fields are checked again as they change. */
  const [checkAsTyped, setCheckAsTyped] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const fields = useRef<Elements>({});
  const sentHeading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const sent = sentTo !== null;
  const wasSent = useRef(false);

  // Focus follows the switch: to the confirmation when sent, back to the first field after.
  useEffect(() => {
    if (sent) sentHeading.current?.focus();
    else if (wasSent.current) fields.current.firstname?.focus();
    wasSent.current = sent;
  }, [sent]);

  const serverField = fieldForErrorKey(send.error);
  const failure = send.error ? errorText(send.error, t, FallbackKey.sendContact) : null;

  function fieldError(field: ContactField): string | null {
    const key = errors[field];
    if (key) return t(key, { ns: COMMON_NAMESPACE });
    return field === serverField ? failure : null;
  }

  function change(field: ContactField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (checkAsTyped) setErrors(validateForm(contactSchema, next).errors);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (send.loading) return;
    const checked = validateForm(contactSchema, values);
    setErrors(checked.errors);
    if (!checked.valid) {
      setCheckAsTyped(true);
      const first = CONTACT_FIELDS.find((field) => checked.errors[field]);
      if (first) fields.current[first]?.focus();
      return;
    }
    const outcome = await send.run(checked.values);
    if (outcome.ok) {
      setSentTo(checked.values.email);
      return;
    }
    notifyError(errorText(outcome.error, t, FallbackKey.sendContact));
    const field = fieldForErrorKey(outcome.error);
    if (field) fields.current[field]?.focus();
  }

  function startOver() {
    setValues(EMPTY_CONTACT);
    setErrors({});
    setCheckAsTyped(false);
    send.reset();
    setSentTo(null);
  }

  if (sent) {
    return (
      <Panel aria-labelledby={titleId}>
        <SentTitle id={titleId} ref={sentHeading} tabIndex={-1}>
          {t('contact.sent.title')}
        </SentTitle>
        <p>{t('contact.sent.text', { email: sentTo })}</p>
        <div>
          <Button variant="secondary" onClick={startOver}>
            {t('contact.sent.again')}
          </Button>
        </div>
      </Panel>
    );
  }

  const field = (name: ContactField) => ({
    name,
    value: values[name],
    required: true,
    readOnly: send.loading,
    error: fieldError(name),
    label: t(`fields.${name}`, { ns: COMMON_NAMESPACE }),
    ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
      fields.current[name] = element;
    },
  });

  // The form is the landmark here, named by the heading; the panel around it is only a box.
  return (
    <Panel as="div">
      <SectionTitle id={titleId}>{t('contact.form.title')}</SectionTitle>
      <Hint>{t('contact.form.requiredNote')}</Hint>
      <Form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={titleId}>
        <Names>
          <TextField
            {...field('firstname')}
            autoComplete="given-name"
            onChange={(event) => change('firstname', event.target.value)}
          />
          <TextField
            {...field('lastname')}
            autoComplete="family-name"
            onChange={(event) => change('lastname', event.target.value)}
          />
        </Names>
        <TextField
          {...field('email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('fields.emailPlaceholder', { ns: COMMON_NAMESPACE })}
          onChange={(event) => change('email', event.target.value)}
        />
        <TextField
          {...field('subject')}
          onChange={(event) => change('subject', event.target.value)}
        />
        <TextField
          {...field('message')}
          multiline
          rows={6}
          onChange={(event) => change('message', event.target.value)}
        />
        {failure && (
          <Failure>
            <strong>{t('contact.form.notSent')}</strong>
            <span>{failure}</span>
            <span>{t('contact.form.kept')}</span>
          </Failure>
        )}
        <div>
          <Button type="submit" size="lg" loading={send.loading}>
            {t(send.loading ? 'general.sending' : 'general.send', { ns: COMMON_NAMESPACE })}
          </Button>
        </div>
      </Form>
    </Panel>
  );
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  p {
    margin: 0;
    line-height: ${({ theme }) => theme.font.lineHeight.relaxed};
  }

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const SentTitle = styled(SectionTitle)`
  color: ${({ theme }) => theme.colors.success};

  &:focus {
    outline: none;
  }
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Names = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Failure = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.text};
`;

import { Trans, useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE, Link } from '@lingualoop/shared';
import { NAMESPACE } from '../../i18n/namespace';

/** The support address, written once in the shared texts (the footer shows it too). */
export function useSupportEmail(): string {
  const { t } = useTranslation(COMMON_NAMESPACE);
  return t('footer.email');
}

/**
 * A translated sentence with links in it. The texts mark them with tags, so each language
 * puts the link where its grammar wants it: `<email>{{email}}</email>`, `<contact>…</contact>`,
 * `<privacy>…</privacy>`; `<strong>` marks the lead-in of a list item. `{{email}}` is the
 * support address.
 */
export function RichText({
  i18nKey,
  values,
}: {
  i18nKey: string;
  values?: Record<string, unknown>;
}) {
  const { t } = useTranslation(NAMESPACE);
  const email = useSupportEmail();
  return (
    <Trans
      t={t}
      i18nKey={i18nKey}
      values={{ email, ...values }}
      components={{
        email: <a href={`mailto:${email}`} />,
        contact: <Link to="/contact" />,
        privacy: <Link to="/privacy-policy" />,
        strong: <strong />,
      }}
    />
  );
}

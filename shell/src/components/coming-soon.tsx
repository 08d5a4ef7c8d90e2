import { useTranslation } from 'react-i18next';
import { Button, Link } from '@lingualoop/shared';
import { PageMessage } from './page-message';

export function ComingSoon() {
  const { t } = useTranslation();
  return (
    <PageMessage
      title={t('pages.comingSoon.title')}
      actions={
        <Button as={Link} to="/" variant="secondary">
          {t('pages.comingSoon.backHome')}
        </Button>
      }
    >
      {t('pages.comingSoon.text')}
    </PageMessage>
  );
}

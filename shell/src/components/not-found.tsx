import { useTranslation } from 'react-i18next';
import { Button, Link } from '@lingualoop/shared';
import { PageMessage } from './page-message';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <PageMessage
      title={t('pages.notFound.title')}
      actions={
        <Button as={Link} to="/">
          {t('pages.notFound.backHome')}
        </Button>
      }
    >
      {t('pages.notFound.text')}
    </PageMessage>
  );
}

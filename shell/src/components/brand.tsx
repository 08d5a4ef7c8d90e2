import { useTranslation } from 'react-i18next';
import { Brand as BrandMark } from '@lingualoop/shared';

export function Brand() {
  const { t } = useTranslation();
  return <BrandMark name={t('app.name')} />;
}

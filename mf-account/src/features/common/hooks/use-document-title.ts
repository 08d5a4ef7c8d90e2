import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/namespace';

/** Sets the tab's title to "<page> · LinguaLoop", in the current language. */
export function useDocumentTitle(page: string): void {
  const { t } = useTranslation(NAMESPACE);
  const title = t('page.title', { page });
  useEffect(() => {
    document.title = title;
  }, [title]);
}

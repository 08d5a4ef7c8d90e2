import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n/namespace';

/** Names the browser tab "<page> · LinguaLoop" in the current language, while the page is shown. */
export function useDocumentTitle(page: string): void {
  const { t } = useTranslation(NAMESPACE);
  const title = t('page.title', { page });
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

import { useTranslation } from 'react-i18next';
import { Button, type RemoteName } from '@lingualoop/shared';
import { PageMessage } from './page-message';

/** What a remote's area shows when the remote cannot be loaded or fails while rendering. */
export function RemoteFallback({ remote, onRetry }: { remote: RemoteName; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div data-remote-fallback={remote}>
      <PageMessage
        role="alert"
        title={t('remote.failed')}
        actions={<Button onClick={onRetry}>{t('remote.retry')}</Button>}
      />
    </div>
  );
}

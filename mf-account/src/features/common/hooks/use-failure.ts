import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE, errorKey, errorText, notifyError } from '@lingualoop/shared';

/**
 * A form's last failure, as spec §8 wants it shown: the error key is kept for the inline
 * message, and the translated text goes to a toast. `fail` takes an error or a key.
 */
export function useFailure(fallbackKey: string) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const [failure, setFailure] = useState<string | null>(null);
  const fail = useCallback(
    (error: unknown) => {
      const key = errorKey(error, fallbackKey);
      setFailure(key);
      notifyError(errorText(key, t, fallbackKey));
      return key;
    },
    [fallbackKey, t],
  );
  const clear = useCallback(() => setFailure(null), []);
  return { failure, fail, clear };
}

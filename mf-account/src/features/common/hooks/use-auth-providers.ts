import { useEffect } from 'react';
import { FallbackKey, useApi, useDataArea } from '@lingualoop/shared';

/** Which sign-in methods and which human check this server offers (GET /auth/providers). */
export function useAuthProviders() {
  const api = useApi();
  const providers = useDataArea(() => api.authProviders(), FallbackKey.unknown);
  const { run } = providers;
  useEffect(() => {
    void run();
  }, [run]);
  return providers;
}

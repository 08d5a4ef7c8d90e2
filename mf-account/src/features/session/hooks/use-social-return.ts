import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COMMON_NAMESPACE,
  errorKey,
  errorText,
  FallbackKey,
  notifyError,
  storage,
  StorageKey,
  useLocation,
  useNavigate,
  useSessionBus,
} from '@lingualoop/shared';
import { useEnterApp } from '../../common/hooks/use-enter-app';

export interface SocialReturn {
  /** A token came back and the profile is loading. */
  signingIn: boolean;
  /** The error key the provider came back with (or the profile load failed with). */
  errorKey: string | null;
}

/**
 * Google sign-in ends with a full page load of `/signin#access_token=…` or
 * `/signin#error=<key>` (the API's callback). A token is stored and the profile loaded,
 * then the app opens at `/`; an error is shown. Either way the fragment is removed at once:
 * a token must not stay in the address bar, the history or a bookmark.
 */
export function useSocialReturn(): SocialReturn {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const location = useLocation();
  const navigate = useNavigate();
  const bus = useSessionBus();
  const enter = useEnterApp();
  const [signingIn, setSigningIn] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The fragment already acted on: effects may run twice (StrictMode), a sign-in must not.
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const { hash, pathname, search, state } = location;
    if (hash === '' || handled.current === hash) return;
    const params = new URLSearchParams(hash.slice(1));
    const token = params.get('access_token');
    const error = params.get('error');
    if (!token && !error) return;
    handled.current = hash;
    void navigate({ pathname, search }, { replace: true, state });

    const report = (key: string) => {
      setFailure(key);
      notifyError(errorText(key, t, FallbackKey.signIn));
    };

    if (!token) {
      report(error!);
      return;
    }
    storage.set(StorageKey.accessToken, token);
    // A member's token replaces any guest session this browser had (as the bus does).
    storage.remove(StorageKey.guestCode);
    setFailure(null);
    setSigningIn(true);
    void enter(() => bus.loadMe()).then((loggedIn) => {
      if (loggedIn) return;
      setSigningIn(false);
      report(errorKey(bus.auth.error, FallbackKey.signIn));
    });
  }, [location, navigate, bus, enter, t]);

  return { signingIn, errorKey: failure };
}

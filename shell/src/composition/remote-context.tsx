import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import type { RemoteName } from '@lingualoop/shared';
import type { RemoteLoader, RemoteState } from './remote-loader';

const RemoteLoaderContext = createContext<RemoteLoader | null>(null);

export function RemoteLoaderProvider({
  loader,
  children,
}: {
  loader: RemoteLoader;
  children: ReactNode;
}) {
  return <RemoteLoaderContext.Provider value={loader}>{children}</RemoteLoaderContext.Provider>;
}

export function useRemoteLoader(): RemoteLoader {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('useRemoteLoader outside RemoteLoaderProvider');
  return loader;
}

/**
 * The live state of one remote (idle, loading, ready, failed, absent). Changes render as a
 * transition (not useSyncExternalStore, whose updates are synchronous): a remote's first
 * screen is then rendered in slices that leave the main thread free between them.
 */
export function useRemoteState(name: RemoteName): RemoteState {
  const loader = useRemoteLoader();
  const [state, setState] = useState(() => loader.state(name));
  useEffect(() => {
    const subscription = loader.states$.subscribe(() =>
      startTransition(() => setState(loader.state(name))),
    );
    return () => subscription.unsubscribe();
  }, [loader, name]);
  return state;
}

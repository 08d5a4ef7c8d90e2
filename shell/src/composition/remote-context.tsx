import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
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

/** The live state of one remote (idle, loading, ready, failed, absent). */
export function useRemoteState(name: RemoteName): RemoteState {
  const loader = useRemoteLoader();
  return useSyncExternalStore(
    (onChange) => {
      const subscription = loader.states$.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    () => loader.state(name),
  );
}

import { Component, Suspense, useEffect, type ErrorInfo, type ReactNode } from 'react';
import type { MountName, RemoteName, RouteObject } from '@lingualoop/shared';
import { AreaSkeleton } from '../components/area-skeleton';
import { ComingSoon } from '../components/coming-soon';
import { NotFound } from '../components/not-found';
import { RemoteFallback } from '../components/remote-fallback';
import { useRemoteLoader, useRemoteState } from './remote-context';
import { useRoutes } from '@lingualoop/shared';

/**
 * One remote's part of the page. Whatever the remote does — not deployed here, down, slow,
 * throwing while it renders — only this area shows it; the header, the language switcher and
 * the other remotes go on working.
 */
export function RemoteArea({ remote, mount }: { remote: RemoteName; mount: MountName }) {
  const loader = useRemoteLoader();
  const state = useRemoteState(remote);

  useEffect(() => {
    if (state.status === 'idle') loader.load(remote).catch(() => {});
  }, [loader, remote, state.status]);

  const retry = () => {
    loader.retry(remote).catch(() => {});
  };

  const settled = state.status === 'absent' || state.status === 'failed';
  useEffect(() => {
    if (settled) loader.screenShown();
  }, [loader, settled]);

  if (state.status === 'absent') return <ComingSoon />;
  if (state.status === 'failed') return <RemoteFallback remote={remote} onRetry={retry} />;
  if (state.status !== 'ready' || !state.module) return <AreaSkeleton />;
  return (
    <RemoteErrorBoundary remote={remote} onRetry={retry}>
      <Suspense fallback={<AreaSkeleton />}>
        {/* A remote that does not fill this mount point yet (an older build) has nothing here. */}
        {state.module.mounts[mount] ? (
          <MountRoutes routes={state.module.mounts[mount]} />
        ) : (
          <ComingSoon />
        )}
      </Suspense>
    </RemoteErrorBoundary>
  );
}

function MountRoutes({ routes }: { routes: RouteObject[] }) {
  const loader = useRemoteLoader();
  // Runs once the remote's screen is committed (a lazy screen included: until it arrives,
  // this part of the tree is not committed at all).
  useEffect(() => loader.screenShown(), [loader]);
  return useRoutes([...routes, { path: '*', element: <NotFound /> }]);
}

interface BoundaryProps {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[${this.props.remote}] failed while rendering`, error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <RemoteFallback
        remote={this.props.remote}
        onRetry={() => {
          this.setState({ failed: false });
          this.props.onRetry();
        }}
      />
    );
  }
}

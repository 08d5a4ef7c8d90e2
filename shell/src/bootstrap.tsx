import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders, createAppServices, loadToastify, whenIdle } from '@lingualoop/shared';
import { fetchRegistry, RemoteLoader, RemoteLoaderProvider, type Registry } from './composition';
import { exposeForInspection } from './composition/inspect';
import { AppRoutes } from './routing/app-routes';
import { remotesOf } from './routing/route-table';

async function bootstrap(): Promise<void> {
  const services = createAppServices();
  const { bus, i18n } = services;

  let registry: Registry = new Map();
  let registryError: string | undefined;
  try {
    registry = await fetchRegistry();
  } catch (error) {
    // Every remote's area will say it could not be loaded; the shell itself still works.
    registryError = error instanceof Error ? error.message : String(error);
    console.error('[shell]', registryError);
  }
  const loader = new RemoteLoader(registry, i18n, () => bus.language, registryError);
  bus.language$.subscribe((language) => void loader.loadMessages(language));
  exposeForInspection(loader);

  // A transition renders in slices that yield to the browser, so the first render is not one
  // long task that holds the main thread (and taps) while the page starts.
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <AppProviders {...services}>
        <RemoteLoaderProvider loader={loader}>
          <AppRoutes />
        </RemoteLoaderProvider>
      </AppProviders>,
    ),
  );

  // Once a first remote is on screen, fetch what this visitor is likely to need next (the
  // remotes they may open, the toasts); earlier, it would compete with the first screen for
  // the network and the CPU.
  void loader.firstScreen.then(() => {
    // The server's first paint of this page (scripts/serve.mjs, first-paint.tsx), if any, has
    // been on screen until now; the app's own screen takes its place before the next frame.
    document.getElementById('first-paint')?.remove();
    whenIdle(() => void loadToastify());
    bus.auth$.subscribe(({ isLogged }) =>
      loader.preloadWhenIdle(remotesOf(isLogged ? 'member' : 'visitor')),
    );
  });
}

void bootstrap();

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { BehaviorSubject } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import {
  createI18n,
  MemoryRouter,
  type RemoteModule,
  type RemoteName,
  ThemeRoot,
} from '@lingualoop/shared';
import { RemoteArea } from './remote-area';
import { RemoteLoaderProvider } from './remote-context';
import type { RemoteLoader, RemoteState } from './remote-loader';

/** A loader double: the test sets each remote's state by hand. */
function fakeLoader(initial: RemoteState) {
  const states$ = new BehaviorSubject<ReadonlyMap<RemoteName, RemoteState>>(
    new Map([[initial.name, initial]]),
  );
  const set = (state: RemoteState) => states$.next(new Map([[state.name, state]]));
  const loader = {
    states$,
    state: (name: RemoteName) => states$.value.get(name) ?? { name, status: 'absent' as const },
    load: vi.fn(async () => undefined),
    retry: vi.fn(async () => undefined),
    screenShown: vi.fn(),
  };
  return { loader: loader as unknown as RemoteLoader, set, spies: loader };
}

function renderArea(loader: RemoteLoader, path = '/') {
  const i18n = createI18n({ language: 'en' });
  return render(
    <I18nextProvider i18n={i18n}>
      <ThemeRoot mode="light">
        <RemoteLoaderProvider loader={loader}>
          <MemoryRouter initialEntries={[path]}>
            <RemoteArea remote="mf_marketing" mount="public" />
          </MemoryRouter>
        </RemoteLoaderProvider>
      </ThemeRoot>
    </I18nextProvider>,
  );
}

const moduleWith = (element: React.ReactNode): RemoteModule => ({
  meta: { name: 'mf_marketing', version: '1.2.3' },
  i18n: { namespace: 'marketing', load: async () => ({}) },
  mounts: { public: [{ index: true, element }] },
});

function Boom(): never {
  throw new Error('remote bug');
}

describe('RemoteArea', () => {
  it('starts loading an idle remote and holds its place meanwhile', () => {
    const { loader, spies } = fakeLoader({ name: 'mf_marketing', status: 'idle' });
    renderArea(loader);
    expect(spies.load).toHaveBeenCalledWith('mf_marketing');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    // A skeleton is not the first screen: preloading waits for the real one.
    expect(spies.screenShown).not.toHaveBeenCalled();
  });

  it('shows a remote that is not deployed here as coming soon', () => {
    const { loader, spies } = fakeLoader({ name: 'mf_marketing', status: 'absent' });
    renderArea(loader);
    expect(screen.getByRole('heading', { name: 'Coming soon' })).toBeInTheDocument();
    expect(spies.screenShown).toHaveBeenCalled();
  });

  it('shows the translated fallback when the remote failed, and retries on request', async () => {
    const { loader, spies } = fakeLoader({ name: 'mf_marketing', status: 'failed', error: 'down' });
    renderArea(loader);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This part of LinguaLoop could not be loaded.',
    );
    expect(spies.screenShown).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(spies.retry).toHaveBeenCalledWith('mf_marketing');
  });

  it("renders the remote's routes for its mount point, and Not Found for the rest", async () => {
    const { loader, spies } = fakeLoader({
      name: 'mf_marketing',
      status: 'ready',
      module: moduleWith(<h1>Remote home</h1>),
    });
    renderArea(loader);
    expect(await screen.findByRole('heading', { name: 'Remote home' })).toBeInTheDocument();
    expect(spies.screenShown).toHaveBeenCalled();
    const other = fakeLoader({ name: 'mf_marketing', status: 'ready', module: moduleWith(<p />) });
    renderArea(other.loader, '/nowhere');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it("says coming soon for a mount point the remote's build does not fill yet", () => {
    const module = { ...moduleWith(<p />), mounts: {} };
    const { loader } = fakeLoader({ name: 'mf_marketing', status: 'ready', module });
    renderArea(loader);
    expect(screen.getByRole('heading', { name: 'Coming soon' })).toBeInTheDocument();
  });

  it('contains a remote that throws while rendering', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { loader, spies } = fakeLoader({
      name: 'mf_marketing',
      status: 'ready',
      module: moduleWith(<Boom />),
    });
    renderArea(loader);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(spies.retry).toHaveBeenCalled();
  });
});

// Test helpers for the remotes' screen tests (never bundled: only test files import this entry).
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { VirtualTimeScheduler } from 'rxjs';
import { vi } from 'vitest';
import {
  type ApiClient,
  ApiProvider,
  createI18n,
  type LanguageCode,
  MemoryRouter,
  Route,
  Routes,
  SessionBus,
  SessionProvider,
  type ThemeMode,
  ThemeRoot,
  Toasts,
  useLocation,
} from '..';
import { createApiClient } from '../api/client';
import { aGuest, aMember } from '../session/testing-fakes';

export { aGuest, aMember };

type Methods = {
  [K in keyof ApiClient]: ApiClient[K] extends (...args: infer A) => Promise<infer R>
    ? (...args: A) => Promise<R>
    : never;
};

export type FakeApi = { [K in keyof Methods]: ReturnType<typeof vi.fn<Methods[K]>> };

/** An API client whose every call is a `vi.fn` answering at once with a sensible success. */
export function fakeApi(overrides: Partial<Methods> = {}): FakeApi {
  const defaults: Partial<Methods> = {
    login: async () => ({ access_token: 'member-token', user: aMember }),
    register: async () => ({ access_token: 'member-token', user: aMember }),
    newGuest: async () => ({ access_token: 'guest-token', guest_code: 'G-ABCDEFGHJK' }),
    forgotPassword: async () => ({ ok: true }),
    resetPassword: async () => ({ access_token: 'reset-token', user: aMember }),
    authProviders: async () => ({ google: false, turnstile_site_key: null }),
    me: async () => aMember,
    alive: async () => ({ ok: true, last_seen_at: '2025-01-01T00:00:00.000Z' }),
    quotaCheck: async () => ({ has_changed: false, reset_in_seconds: 3600 }),
    completeSignupEmail: async () => aMember,
    userPricingPlan: async () => ({
      quota: { num_translations: 5 },
      pricingPlan: { id: 1, code: 'free', translationMap: { en: { title: 'Free' } } },
      seats: 1,
    }),
  };
  const merged = { ...defaults, ...overrides } as Record<string, (...args: unknown[]) => unknown>;
  // Every call of the real client: one not answered above rejects, so a test sees it.
  const names = Object.keys(createApiClient());
  return Object.fromEntries(
    names.map((name) => [
      name,
      vi.fn(merged[name] ?? (() => Promise.reject(new Error(`fakeApi: ${name} not expected`)))),
    ]),
  ) as unknown as FakeApi;
}

/** Where the router is: path, query and fragment. */
function LocationProbe() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="location">{`${pathname}${search}${hash}`}</output>;
}

export interface RenderAppOptions {
  /** The screens under test, by path. */
  routes: { path: string; element: ReactElement }[];
  /** Where the router starts. */
  at: string;
  api?: Partial<Methods>;
  language?: LanguageCode;
  mode?: ThemeMode;
  /** The remote under test: its namespace and its messages in the three languages. */
  remote: { namespace: string; messages: Record<LanguageCode, object> };
}

/**
 * Renders screens as the shell does: theme, i18n (common, errors and this remote's
 * namespace in all three languages), the API client (a fake), a real session bus on that
 * fake (its background timers never fire), toasts, and a router whose home page
 * ("Signed-in home") and any other path show where navigation led.
 */
export function renderApp({
  routes,
  at,
  api: overrides,
  language = 'en',
  mode = 'light',
  remote,
}: RenderAppOptions) {
  const api = fakeApi(overrides);
  const bus = new SessionBus({
    api: api as unknown as ApiClient,
    scheduler: new VirtualTimeScheduler(),
    reload: vi.fn(),
  });
  bus.setLanguage(language);
  const i18n = createI18n({ language });
  for (const [code, messages] of Object.entries(remote.messages)) {
    i18n.addResourceBundle(code, remote.namespace, messages);
  }
  bus.language$.subscribe((code) => {
    if (i18n.language !== code) void i18n.changeLanguage(code);
  });

  const user = userEvent.setup();
  const result = render(
    <ApiProvider client={api as unknown as ApiClient}>
      <SessionProvider bus={bus}>
        <I18nextProvider i18n={i18n}>
          <ThemeRoot mode={mode}>
            <MemoryRouter initialEntries={[at]}>
              <Routes>
                {routes.map(({ path, element }) => (
                  <Route key={path} path={path} element={element} />
                ))}
                {!routes.some(({ path }) => path === '/') && (
                  <Route path="/" element={<h1>Signed-in home</h1>} />
                )}
                <Route path="*" element={<h1>Elsewhere</h1>} />
              </Routes>
              <LocationProbe />
            </MemoryRouter>
            <Toasts theme={mode} />
          </ThemeRoot>
        </I18nextProvider>
      </SessionProvider>
    </ApiProvider>,
  );
  return { ...result, api, bus, i18n, user };
}

/** The router's current path, query and fragment. */
export function currentLocation(): string {
  return screen.getByTestId('location').textContent ?? '';
}

/** The toast notifications region (top right); it mounts when the first toast is asked for. */
export function findToastRegion(): Promise<HTMLElement> {
  return screen.findByRole('region', { name: 'Notifications (Alt+T)' });
}

/** The one alert on the page itself (not a toast), once it is there. */
export function findInlineAlert(): Promise<HTMLElement> {
  return waitFor(() => {
    const toasts = screen.queryByRole('region', { name: 'Notifications (Alt+T)' });
    const alerts = screen.getAllByRole('alert').filter((alert) => !toasts?.contains(alert));
    if (alerts.length !== 1) throw new Error(`expected one inline alert, found ${alerts.length}`);
    return alerts[0]!;
  });
}

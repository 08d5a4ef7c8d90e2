import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import {
  type ApiClient,
  ApiError,
  ApiProvider,
  createI18n,
  type KeyValueStorage,
  type LanguageCode,
  MemoryRouter,
  type SessionApi,
  SessionBus,
  SessionProvider,
  StorageKey,
  type ThemeMode,
  ThemeRoot,
  Toasts,
} from '@lingualoop/shared';
import en from './i18n/en';
import { NAMESPACE } from './i18n/namespace';
import viMessages from './i18n/vi';
import zh from './i18n/zh';

export const MESSAGES = { vi: viMessages, en, zh } as const;

/** The calls the marketing screens make; each test scripts the ones it needs. */
export type FakeApi = Pick<ApiClient, 'pricingPlans' | 'contact'>;

/** Any call nobody scripted fails loudly, as a server that is not there would. */
function unscripted(name: string) {
  return vi.fn(() => Promise.reject(new Error(`unscripted API call: ${name}`)));
}

export function fakeApi(overrides: Partial<FakeApi> = {}): FakeApi {
  return {
    pricingPlans: unscripted('pricingPlans'),
    contact: unscripted('contact'),
    ...overrides,
  };
}

/** A session bus for a visitor: nothing stored but the language, and an API that never answers. */
function visitorBus(language: LanguageCode): SessionBus {
  const data = new Map<string, string>([[StorageKey.language, language]]);
  const storage: KeyValueStorage = {
    get: (key) => data.get(key) ?? null,
    set: (key, value) => void data.set(key, value),
    remove: (key) => void data.delete(key),
  };
  const refuse = () => Promise.reject(new ApiError(401, 'auth/unauthorized'));
  const api: SessionApi = {
    login: refuse,
    register: refuse,
    newGuest: refuse,
    me: refuse,
    alive: refuse,
    quotaCheck: refuse,
    completeSignupEmail: refuse,
    userPricingPlan: refuse,
  };
  return new SessionBus({ api, storage, reload: () => {} });
}

export interface RenderPageOptions {
  language?: LanguageCode;
  api?: FakeApi;
  theme?: ThemeMode;
  route?: string;
}

/**
 * Renders a screen as the shell would: API client, session, i18n (the shared namespaces plus
 * this remote's, in one language only, so a missing key shows up), theme, router and toasts.
 */
export function renderPage(
  ui: ReactElement,
  { language = 'en', api = fakeApi(), theme = 'light', route = '/' }: RenderPageOptions = {},
): RenderResult {
  const i18n = createI18n({ language });
  i18n.addResourceBundle(language, NAMESPACE, MESSAGES[language]);
  const bus = visitorBus(language);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiProvider client={api as ApiClient}>
      <SessionProvider bus={bus}>
        <I18nextProvider i18n={i18n}>
          <ThemeRoot mode={theme}>
            <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
            <Toasts theme={theme} />
          </ThemeRoot>
        </I18nextProvider>
      </SessionProvider>
    </ApiProvider>
  );
  return render(ui, { wrapper });
}

/** A promise the test settles by hand, to look at the screen while a call is on its way. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

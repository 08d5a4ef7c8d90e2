import type { i18n as I18n } from 'i18next';
import { createApiClient, type ApiClient } from '../api';
import { createI18n } from '../i18n';
import { SessionBus } from '../session';

export interface AppServices {
  api: ApiClient;
  bus: SessionBus;
  i18n: I18n;
}

/**
 * The page's single API client, session bus and i18next instance, wired together: the
 * language the bus holds is the one i18next shows, and the theme sets the body class.
 */
export function createAppServices(): AppServices {
  const api = createApiClient();
  const bus = new SessionBus({ api });
  const i18n = createI18n({ language: bus.language });
  bus.language$.subscribe((language) => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
  });
  bus.applyThemeToBody(document.body);
  void bus.start();
  return { api, bus, i18n };
}

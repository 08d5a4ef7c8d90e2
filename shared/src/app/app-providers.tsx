import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from '../router';
import { ApiProvider, type ApiClient } from '../api';
import { SessionProvider, useTheme, type SessionBus } from '../session';
import { ThemeRoot } from '../theme';
import { Toasts } from '../toast';

/**
 * Everything a screen expects around it: the API client, the session bus, translations,
 * the theme, toasts and the router. The shell and the dev harness both render this, so a
 * remote run alone sees exactly what it sees inside the shell.
 */
export function AppProviders({
  api,
  bus,
  i18n,
  children,
}: {
  api: ApiClient;
  bus: SessionBus;
  i18n: I18n;
  children: ReactNode;
}) {
  return (
    <ApiProvider client={api}>
      <SessionProvider bus={bus}>
        <I18nextProvider i18n={i18n}>
          <Themed>
            <BrowserRouter>{children}</BrowserRouter>
          </Themed>
        </I18nextProvider>
      </SessionProvider>
    </ApiProvider>
  );
}

function Themed({ children }: { children: ReactNode }) {
  const mode = useTheme();
  return (
    <ThemeRoot mode={mode}>
      {children}
      <Toasts theme={mode} />
    </ThemeRoot>
  );
}

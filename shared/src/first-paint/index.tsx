// Build-time only (Node): renders a screen to static HTML for the page's first paint, before
// any JavaScript has run. Never imported by browser code: react-dom/server stays out of it.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { ServerStyleSheet } from 'styled-components';
import { ApiProvider, createApiClient } from '../api';
import { DEFAULT_LANGUAGE, createI18n } from '../i18n';
import type { RemoteModule } from '../remote';
import { MemoryRouter, useRoutes, type RouteObject } from '../router';
import { SessionBus, SessionProvider } from '../session';
import { DEFAULT_THEME_MODE, ThemeRoot } from '../theme';

/**
 * What a first visit looks like: no session, the default language and theme. The page only
 * shows a first paint to a browser in that state (the shell's index.html checks).
 */
export const FIRST_PAINT_STATE = { language: DEFAULT_LANGUAGE, theme: DEFAULT_THEME_MODE } as const;

/** The attribute on the first paint's style tags, so the live app can remove them. */
export const FIRST_PAINT_STYLE_ATTRIBUTE = 'data-first-paint';

/**
 * Renders `element` with every provider a screen expects, as a visitor on `path` sees it, to
 * HTML preceded by its styles. styled-components' own marker is replaced, so the live app
 * does not adopt these rules (it injects its own, and the first paint goes away whole).
 */
export function renderFirstPaint(
  element: ReactNode,
  { path, messages = {} }: { path: string; messages?: Record<string, Record<string, unknown>> },
): string {
  const api = createApiClient();
  const bus = new SessionBus({ api, storage: { get: () => null, set() {}, remove() {} } });
  const i18n = createI18n({ language: FIRST_PAINT_STATE.language });
  for (const [namespace, bundle] of Object.entries(messages)) {
    i18n.addResourceBundle(FIRST_PAINT_STATE.language, namespace, bundle, true, true);
  }
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <ApiProvider client={api}>
          <SessionProvider bus={bus}>
            <I18nextProvider i18n={i18n}>
              <ThemeRoot mode={FIRST_PAINT_STATE.theme}>
                <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
              </ThemeRoot>
            </I18nextProvider>
          </SessionProvider>
        </ApiProvider>,
      ),
    );
    const styles = sheet
      .getStyleTags()
      .replace(/ data-styled="[^"]*"/g, ` ${FIRST_PAINT_STYLE_ATTRIBUTE}`)
      .replace(/ data-styled-version="[^"]*"/g, '');
    // Buttons cannot work before the app is live: say so (to assistive technology and to
    // automation, which waits) without changing how they look; links work as they are.
    return styles + html.replace(/<button /g, '<button aria-disabled="true" ');
  } finally {
    sheet.seal();
  }
}

function Mounted({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * A remote's first paints: one fragment per path of one of its mount points, rendered from
 * its exposed module (routes and messages) exactly as the shell would mount them. Only
 * screens in the module's main chunk can be rendered here (a lazy one would only show its
 * loading state), so a remote lists the few paths worth it: its first screens.
 */
export async function renderRemoteFirstPaints(
  module: RemoteModule,
  mount: keyof RemoteModule['mounts'],
  paths: string[],
): Promise<Record<string, string>> {
  const routes = module.mounts[mount];
  if (!routes) throw new Error(`${module.meta.name} does not fill the "${mount}" mount point`);
  const messages = {
    [module.i18n.namespace]: await module.i18n.load(FIRST_PAINT_STATE.language),
  };
  return Object.fromEntries(
    paths.map((path) => [path, renderFirstPaint(<Mounted routes={routes} />, { path, messages })]),
  );
}

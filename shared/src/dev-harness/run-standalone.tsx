import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { Link, Route, Routes, useRoutes, type RouteObject } from '../router';
import styled from 'styled-components';
import { AppProviders, createAppServices } from '../app';
import { LANGUAGE_CODES } from '../contracts/languages';
import { whenIdle } from '../idle';
import { MOUNT_POINTS, type MountName, type RemoteModule } from '../remote';
import { useAuth, useLanguage, useSessionBus, useTheme } from '../session';
import { loadToastify } from '../toast';
import { Button } from '../ui';

/**
 * Runs one remote alone (`pnpm --filter mf-courses dev`): the same providers as in the shell,
 * a real session bus talking to the API (the dev server forwards /api), and the remote's
 * mount points at their usual paths. A thin bar on top switches language, theme and session.
 */
export function runStandalone(module: RemoteModule): void {
  const services = createAppServices();
  const { bus, i18n } = services;
  const addMessages = async (language: (typeof LANGUAGE_CODES)[number]) => {
    if (i18n.hasResourceBundle(language, module.i18n.namespace)) return;
    i18n.addResourceBundle(
      language,
      module.i18n.namespace,
      await module.i18n.load(language),
      true,
      true,
    );
  };
  bus.language$.subscribe((language) => void addMessages(language));
  whenIdle(() => void loadToastify());

  createRoot(document.getElementById('root')!).render(
    <AppProviders {...services}>
      <HarnessBar module={module} />
      <Routes>
        {(Object.entries(module.mounts) as [MountName, RouteObject[]][]).map(([mount, routes]) => {
          const { path } = MOUNT_POINTS[mount];
          return path === '' ? (
            <Route key={mount} index element={<Mounted routes={routes} />} />
          ) : (
            <Route key={mount} path={path} element={<Mounted routes={routes} />} />
          );
        })}
        <Route path="*" element={<MountList module={module} />} />
      </Routes>
    </AppProviders>,
  );
}

function Mounted({ routes }: { routes: RouteObject[] }) {
  return useRoutes([...routes, { path: '*', element: <p>Not found in this remote.</p> }]);
}

function MountList({ module }: { module: RemoteModule }) {
  return (
    <List>
      <h1>{module.meta.name}</h1>
      <ul>
        {(Object.keys(module.mounts) as MountName[]).map((mount) => {
          const path = MOUNT_POINTS[mount].path.replace('/*', '').replace('*', '');
          return (
            <li key={mount}>
              <Link to={`/${path}`}>{mount}</Link> ({MOUNT_POINTS[mount].routeSet})
            </li>
          );
        })}
      </ul>
    </List>
  );
}

function HarnessBar({ module }: { module: RemoteModule }) {
  const bus = useSessionBus();
  const language = useLanguage();
  const theme = useTheme();
  const { isLogged, user } = useAuth();
  useEffect(() => {
    document.title = `${module.meta.name} · standalone`;
  }, [module]);
  return (
    <Bar aria-label="Standalone harness">
      <strong>
        {module.meta.name} {module.meta.version}
      </strong>
      <span>standalone</span>
      <span>
        {LANGUAGE_CODES.map((code) => (
          <Button
            key={code}
            size="sm"
            variant={code === language ? 'primary' : 'ghost'}
            onClick={() => bus.setLanguage(code)}
          >
            {code.toUpperCase()}
          </Button>
        ))}
      </span>
      <Button size="sm" variant="ghost" onClick={() => bus.toggleTheme()}>
        {theme}
      </Button>
      <span>{isLogged ? (user?.email ?? 'guest') : 'signed out'}</span>
      {isLogged ? (
        <Button size="sm" variant="secondary" onClick={() => bus.logout()}>
          Log out
        </Button>
      ) : (
        // Development uses Cloudflare's always-pass test secret, which accepts this token.
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void bus.newGuest('XXXX.DUMMY.TOKEN.XXXX')}
        >
          Start a guest session
        </Button>
      )}
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-bottom: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const List = styled.main`
  padding: ${({ theme }) => theme.space.xl};
`;

import { type RouteSet, useAuth, useRoutes } from '@lingualoop/shared';
import { RemoteArea } from '../composition';
import { ComingSoon } from '../components/coming-soon';
import { NotFound } from '../components/not-found';
import { MemberLayout } from '../layouts/member-layout';
import { PublicLayout } from '../layouts/public-layout';
import { mountsOf } from './route-table';
import type { RouteObject } from '@lingualoop/shared';

function routesFor(routeSet: RouteSet): RouteObject[] {
  const mounts = mountsOf(routeSet);
  const route = ({ mount, remote, path }: (typeof mounts)[number]): RouteObject =>
    path === ''
      ? { index: true, element: <RemoteArea remote={remote} mount={mount} /> }
      : { path, element: <RemoteArea remote={remote} mount={mount} /> };
  const inLayout = mounts.filter((m) => m.layout === 'layout').map(route);
  const standalone = mounts.filter((m) => m.layout === 'standalone').map(route);
  const Layout = routeSet === 'visitor' ? PublicLayout : MemberLayout;
  return [
    ...standalone,
    {
      element: <Layout />,
      children: [
        { path: 'coming-soon', element: <ComingSoon /> },
        ...inLayout,
        // The visitor set's public area answers every other path (and shows Not Found itself).
        ...(inLayout.some((r) => r.path === '*') ? [] : [{ path: '*', element: <NotFound /> }]),
      ],
    },
  ];
}

const visitorRoutes = routesFor('visitor');
const memberRoutes = routesFor('member');

/** Two route sets, chosen by whether the session is logged in (spec §2). */
export function AppRoutes() {
  const { isLogged } = useAuth();
  return useRoutes(isLogged ? memberRoutes : visitorRoutes);
}

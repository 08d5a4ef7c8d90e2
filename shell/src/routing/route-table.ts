import { MOUNT_POINTS, type MountName, type RemoteName, type RouteSet } from '@lingualoop/shared';

/**
 * Which remote fills each mount point. Where the mount points sit is in `MOUNT_POINTS`
 * (shared), what is on them is in each remote's exposed module.
 */
export const MOUNT_OWNERS: Record<MountName, RemoteName> = {
  public: 'mf_marketing',
  signin: 'mf_account',
  signup: 'mf_account',
  'welcome-guest': 'mf_account',
  'reset-password': 'mf_account',
  dashboard: 'mf_courses',
  course: 'mf_courses',
  'answer-lesson': 'mf_lesson',
  premium: 'mf_billing',
  order: 'mf_billing',
  'credit-exhausted': 'mf_billing',
  profile: 'mf_account',
  ranking: 'mf_account',
  dictionary: 'mf_account',
  'my-progress': 'mf_account',
  'complete-signup': 'mf_account',
};

export interface Mounted {
  mount: MountName;
  remote: RemoteName;
  path: string;
  layout: 'layout' | 'standalone';
}

export function mountsOf(routeSet: RouteSet): Mounted[] {
  return (Object.keys(MOUNT_POINTS) as MountName[])
    .filter((mount) => MOUNT_POINTS[mount].routeSet === routeSet)
    .map((mount) => ({ mount, remote: MOUNT_OWNERS[mount], ...MOUNT_POINTS[mount] }));
}

/** The remotes of a route set, the first one most likely to be needed first. */
export function remotesOf(routeSet: RouteSet): RemoteName[] {
  return [...new Set(mountsOf(routeSet).map((m) => m.remote))];
}

import type { RouteObject } from '../router';
import type { LanguageCode } from '../contracts';

/** The remotes, by their Module Federation name. */
export const REMOTE_NAMES = [
  'mf_marketing',
  'mf_courses',
  'mf_lesson',
  'mf_billing',
  'mf_account',
] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Each remote exposes exactly this module (`loadRemote('<name>/module')`). */
export const REMOTE_EXPOSED_MODULE = './module';

/**
 * Mount points: the places in the two route sets (spec §2) where the shell puts a remote's
 * routes. The shell's route table (shell/src/routing/route-table.ts) says where each one
 * sits and which remote fills it; a remote's routes are relative to the mount point.
 */
export type MountName =
  // visitor set
  | 'public'
  | 'signin'
  | 'signup'
  | 'welcome-guest'
  | 'reset-password'
  // signed-in set
  | 'dashboard'
  | 'course'
  | 'answer-lesson'
  | 'premium'
  | 'order'
  | 'credit-exhausted'
  | 'profile'
  | 'ranking'
  | 'dictionary'
  | 'my-progress'
  | 'complete-signup';

/** What every remote's exposed module provides. */
export interface RemoteModule {
  meta: { name: RemoteName; version: string };
  /** The remote's i18next namespace, with its messages per language loaded on demand. */
  i18n: {
    namespace: string;
    load(language: LanguageCode): Promise<Record<string, unknown>>;
  };
  /** Route objects (React Router) for each mount point this remote fills. */
  mounts: Partial<Record<MountName, RouteObject[]>>;
}

/** A runtime check of the contract: a remote built against another version fails clearly. */
export function isRemoteModule(value: unknown): value is RemoteModule {
  const candidate = value as Partial<RemoteModule> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.meta?.name === 'string' &&
    typeof candidate.meta.version === 'string' &&
    typeof candidate.i18n?.namespace === 'string' &&
    typeof candidate.i18n.load === 'function' &&
    typeof candidate.mounts === 'object' &&
    candidate.mounts !== null
  );
}

export type RouteSet = 'visitor' | 'member';

/**
 * Where each mount point sits (spec §2). `path` is a React Router path relative to the root
 * of its route set; `layout` says whether it is inside the set's layout (navigation, header,
 * footer) or stands alone. The shell's route table and the dev harness both read this.
 */
export const MOUNT_POINTS: Record<
  MountName,
  { routeSet: RouteSet; path: string; layout: 'layout' | 'standalone' }
> = {
  public: { routeSet: 'visitor', path: '*', layout: 'layout' },
  signin: { routeSet: 'visitor', path: 'signin/*', layout: 'standalone' },
  signup: { routeSet: 'visitor', path: 'signup/*', layout: 'standalone' },
  'welcome-guest': { routeSet: 'visitor', path: 'welcome-guest/*', layout: 'standalone' },
  // Where the password reset mail links to (not in spec §2; the API's reset flow needs it).
  'reset-password': { routeSet: 'visitor', path: 'reset-password/*', layout: 'standalone' },
  dashboard: { routeSet: 'member', path: '', layout: 'layout' },
  course: { routeSet: 'member', path: 'course/*', layout: 'layout' },
  'answer-lesson': { routeSet: 'member', path: 'answer-lesson/*', layout: 'layout' },
  premium: { routeSet: 'member', path: 'premium/*', layout: 'layout' },
  order: { routeSet: 'member', path: 'order/*', layout: 'layout' },
  'credit-exhausted': { routeSet: 'member', path: 'credit-exhausted/*', layout: 'layout' },
  profile: { routeSet: 'member', path: 'profile/*', layout: 'layout' },
  ranking: { routeSet: 'member', path: 'ranking/*', layout: 'layout' },
  dictionary: { routeSet: 'member', path: 'dictionary/*', layout: 'layout' },
  'my-progress': { routeSet: 'member', path: 'my-progress/*', layout: 'layout' },
  'complete-signup': { routeSet: 'member', path: 'complete-signup/*', layout: 'layout' },
};

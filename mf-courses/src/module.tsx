import { lazy } from 'react';
// Eager: the dashboard is the first screen a signed-in learner sees, and a lazy one would wait
// behind React's minimum Suspense reveal time (300 ms) after the remote arrives.
import DashboardPage from './features/dashboard/dashboard-page';
import { Navigate, type LanguageCode, type RemoteModule } from '@lingualoop/shared';
import pkg from '../package.json';
import { NAMESPACE } from './i18n/namespace';

const CourseDetailPage = lazy(() => import('./features/course-detail/course-detail-page'));

const messages: Record<LanguageCode, () => Promise<{ default: Record<string, unknown> }>> = {
  vi: () => import('./i18n/vi'),
  en: () => import('./i18n/en'),
  zh: () => import('./i18n/zh'),
};

/** The signed-in home (the dashboard of courses) and the course detail (spec §2). */
const courses: RemoteModule = {
  meta: { name: 'mf_courses', version: pkg.version },
  i18n: { namespace: NAMESPACE, load: async (language) => (await messages[language]()).default },
  mounts: {
    dashboard: [{ index: true, element: <DashboardPage /> }],
    course: [
      { path: ':courseId', element: <CourseDetailPage /> },
      // `/course` alone lists the courses.
      { index: true, element: <Navigate to="/" replace /> },
    ],
  },
};

export default courses;
